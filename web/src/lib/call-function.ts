/** Words shown when a callable fails without a message meant for people. */
export const CALL_FAILED_MESSAGE =
  'We could not reach Fixwell. Please check your connection and try again.';

// Codes whose message the function wrote for the person using the app to read.
const READABLE_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'not-found',
  'resource-exhausted',
  'already-exists',
  'unauthenticated',
]);

/** A callable refused or failed: its own message when it sent one for people, otherwise ours. */
export class CallFunctionError extends Error {
  override readonly name = 'CallFunctionError';
}

export function toCallFunctionError(
  error: unknown,
  fallback: string = CALL_FAILED_MESSAGE,
): CallFunctionError {
  const raw = (error as { code?: unknown } | null)?.code;
  const code = typeof raw === 'string' ? raw.replace(/^functions\//, '') : '';
  const message = (error as { message?: unknown } | null)?.message;
  if (READABLE_CODES.has(code) && typeof message === 'string' && message.trim()) {
    // The web SDK may append the HTTP status (" [400]"): not for people.
    return new CallFunctionError(message.replace(/ \[\d{3}\]$/, ''), { cause: error });
  }
  return new CallFunctionError(fallback, { cause: error });
}

/**
 * Calls a callable function in our region; the Functions SDK loads on first use. Failures become
 * a `CallFunctionError` whose message can be shown as it is (`fallback` when the server sent none).
 */
export async function callFunction<Input, Output>(
  name: string,
  input: Input,
  fallback?: string,
): Promise<Output> {
  try {
    const [{ httpsCallable }, { cloudFunctions }] = await Promise.all([
      import('firebase/functions'),
      import('@/lib/cloud-functions'),
    ]);
    const { data } = await httpsCallable<Input, Output>(cloudFunctions(), name)(input);
    return data;
  } catch (error) {
    throw toCallFunctionError(error, fallback);
  }
}
