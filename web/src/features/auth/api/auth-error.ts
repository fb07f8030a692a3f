import { authErrorMessage } from '@fixwell/common/auth-messages';

/** The Firebase error code of an unknown error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** An Error whose message is the SPEC §8 text for a Firebase Auth failure. */
export function toAuthError(error: unknown): Error {
  return new Error(authErrorMessage(errorCode(error)), { cause: error });
}

/** The text to show for a failure; the api functions already throw words meant for people. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
