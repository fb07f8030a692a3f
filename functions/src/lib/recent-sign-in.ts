import { HttpsError } from 'firebase-functions/https';

import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';

import { signedInRecently } from '../accounts/account-deletion-decision';

/**
 * Sensitive admin actions (account changes, the platform settings, the fees) need the admin's
 * password typed within the last 5 minutes: the ID token's `auth_time`. The refusal carries
 * `reason: 'sign-in-again'`, which the web app answers by asking for the password and retrying.
 */
export function requireRecentSignIn(authTime: unknown): void {
  if (!signedInRecently(authTime, Date.now()))
    throw new HttpsError('failed-precondition', ADMIN_USER_MESSAGES.signInAgain, {
      reason: 'sign-in-again',
    });
}
