import { authErrorMessage } from '@fixwell/common/auth-messages';

import { errorCode } from '@/lib/call-function';

/** An Error whose message is the SPEC §8 text for a Firebase Auth failure. */
export function toAuthError(error: unknown): Error {
  return new Error(authErrorMessage(errorCode(error)), { cause: error });
}

/** The text to show for a failure; the api functions already throw words meant for people. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
