import { HttpsError } from 'firebase-functions/https';

import { RECENT_SIGN_IN_MS, SIGN_IN_AGAIN_REASON } from '@fixwell/common/accounts/recent-sign-in';
import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';

/**
 * Whether the caller signed in (typed their password) recently enough: the ID token's `auth_time`
 * (Unix seconds) within RECENT_SIGN_IN_MS of now. A missing or malformed `auth_time` is not
 * recent; nor is one in the future by more than a minute's skew.
 */
export function signedInRecently(authTime: unknown, now: number): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const signedInAt = authTime * 1000;
  if (signedInAt > now + 60_000) return false;
  return now - signedInAt <= RECENT_SIGN_IN_MS;
}

/**
 * Sensitive actions (deleting an account, account changes, the platform settings, the fees and
 * plans, sending a newsletter issue) need the password typed within the last 5 minutes: the ID
 * token's `auth_time`. The refusal carries `reason: SIGN_IN_AGAIN_REASON`, which the web app answers by
 * asking for the password and retrying.
 */
export function requireRecentSignIn(authTime: unknown): void {
  if (!signedInRecently(authTime, Date.now()))
    throw new HttpsError('failed-precondition', ADMIN_USER_MESSAGES.signInAgain, {
      reason: SIGN_IN_AGAIN_REASON,
    });
}
