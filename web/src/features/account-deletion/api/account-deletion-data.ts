// The account-deletion feature's only contact with Firebase: the recent sign-in check (the
// password typed again, `reauthenticateWithCredential`) and the `deleteMyAccount` callable.
import { ACCOUNT_DELETION_MESSAGES } from '@fixwell/common/accounts/account-deletion';

import {
  reauthenticate,
  ReauthenticationError,
  type ReauthenticationFailure,
} from '@/lib/reauthenticate';
import { callFunction } from '@/lib/call-function';

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

const FAILURE_MESSAGES: Record<ReauthenticationFailure, [string, 'password' | null]> = {
  'wrong-password': [ACCOUNT_DELETION_MESSAGES.wrongPassword, 'password'],
  'too-many-attempts': [ACCOUNT_DELETION_MESSAGES.tooManyAttempts, 'password'],
  'signed-out': [ACCOUNT_DELETION_MESSAGES.signInAgain, null],
  failed: [ACCOUNT_DELETION_MESSAGES.failed, null],
};

/**
 * Signs the person in again with their password, so the server sees a fresh sign-in time. A
 * wrong password is an AccountDeletionError on the password field.
 */
export async function confirmPassword(password: string): Promise<void> {
  try {
    await reauthenticate(password);
  } catch (error) {
    if (!(error instanceof ReauthenticationError)) throw error;
    const [message, field] = FAILURE_MESSAGES[error.failure];
    throw new AccountDeletionError(message, field);
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
