import { errorCode } from '@/lib/call-function';

/**
 * A read of one document the caller may only see when it is theirs. The rules refuse a document
 * of someone else and a missing one alike (permission-denied: a missing document's owner cannot
 * be checked), so both become null, which pages show as "not found"; other failures still throw.
 */
export async function nullWhenRefused<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}
