import { HttpsError, type CallableRequest } from 'firebase-functions/https';

import { readUserProfile } from './user-profiles';

/** The caller's uid; callables that act for a person refuse anonymous calls. */
export function requireUid(request: CallableRequest<unknown>): string {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  return request.auth.uid;
}

/**
 * The caller must hold `role` on an active profile: the same test the rules make, read from the
 * profile the caller cannot edit (never a client claim).
 */
export async function requireActiveRole(
  uid: string,
  role: 'customer' | 'company' | 'admin',
  refusal: string,
): Promise<void> {
  const profile = await readUserProfile(uid);
  if (profile?.role !== role || profile.active !== true) {
    throw new HttpsError('permission-denied', refusal);
  }
}
