import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import {
  confirmPasswordReset as firebaseConfirmPasswordReset,
  verifyPasswordResetCode,
} from 'firebase/auth';

import { errorCode, toAuthError } from '@/features/auth/api/auth-error';
import { firebaseAuth } from '@/lib/firebase';

const LINK_PROBLEMS = new Set([
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/argument-error',
]);

/** Thrown when the emailed code cannot be used; the page then offers a new link. */
export class ResetLinkError extends Error {
  override readonly name = 'ResetLinkError';
}

function toResetError(error: unknown): Error {
  const code = errorCode(error);
  if (code && LINK_PROBLEMS.has(code))
    return new ResetLinkError(ACCOUNT_LINK_MESSAGES.resetLinkInvalid, { cause: error });
  return toAuthError(error);
}

/** Checks the code from the reset email and answers the email address it belongs to. */
export async function verifyResetCode(oobCode: string): Promise<string> {
  try {
    return await verifyPasswordResetCode(firebaseAuth(), oobCode);
  } catch (error) {
    throw toResetError(error);
  }
}

/** Sets the new password with the code from the reset email. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  try {
    await firebaseConfirmPasswordReset(firebaseAuth(), oobCode, newPassword);
  } catch (error) {
    throw toResetError(error);
  }
}
