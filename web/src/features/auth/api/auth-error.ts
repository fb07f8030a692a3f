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
