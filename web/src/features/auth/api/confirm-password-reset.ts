import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';

import { checkPasswordResetCode, setNewPassword } from '@/features/auth/api/auth-data';
import { toAuthError } from '@/features/auth/api/auth-error';
import { errorCode } from '@/lib/call-function';

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
    return await checkPasswordResetCode(oobCode);
  } catch (error) {
    throw toResetError(error);
  }
}

/** Sets the new password with the code from the reset email. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  try {
    await setNewPassword(oobCode, newPassword);
  } catch (error) {
    throw toResetError(error);
  }
}
