// The account-deletion feature's only contact with Firebase: the recent sign-in check (the
// password typed again, `reauthenticateWithCredential`) and the `deleteMyAccount` callable.
import { ACCOUNT_DELETION_MESSAGES } from '@fixwell/common/accounts/account-deletion';

import { callFunction } from '@/lib/call-function';
import { firebaseAuth } from '@/lib/firebase';

export class AccountDeletionError extends Error {
  constructor(
    message: string,
    /** `password` when the typed password was refused: shown on that field. */
    readonly field: 'password' | null = null,
  ) {
    super(message);
    this.name = 'AccountDeletionError';
  }
}

/**
 * Signs the person in again with their password, so the server sees a fresh sign-in time. A
 * wrong password is an AccountDeletionError on the password field.
 */
export async function confirmPassword(password: string): Promise<void> {
  const { EmailAuthProvider, reauthenticateWithCredential } = await import('firebase/auth');
  const user = firebaseAuth().currentUser;
  if (!user?.email) throw new AccountDeletionError(ACCOUNT_DELETION_MESSAGES.signInAgain);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/too-many-requests')
      throw new AccountDeletionError(ACCOUNT_DELETION_MESSAGES.tooManyAttempts, 'password');
    if (
      code === 'auth/wrong-password' ||
      code === 'auth/invalid-credential' ||
      code === 'auth/invalid-login-credentials'
    )
      throw new AccountDeletionError(ACCOUNT_DELETION_MESSAGES.wrongPassword, 'password');
    throw new AccountDeletionError(ACCOUNT_DELETION_MESSAGES.failed);
  }
}

/** Deletes the caller's account (`deleteMyAccount`): Stripe, the profile, the data, the sign-in. */
export async function deleteMyAccount(): Promise<void> {
  await callFunction(
    () => import('@fixwell/common/callables').then((c) => c.deleteMyAccountCallable),
    null,
    {
      fallback: ACCOUNT_DELETION_MESSAGES.failed,
      // The server's own words: sign in again, admins cannot, Stripe is unreachable.
      messages: {
        'failed-precondition': ACCOUNT_DELETION_MESSAGES.signInAgain,
        unavailable: ACCOUNT_DELETION_MESSAGES.stripeUnavailable,
      },
    },
  );
}
