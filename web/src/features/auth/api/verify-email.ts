import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';

import {
  applyEmailActionCode,
  authStateReady,
  callSyncEmailVerified,
  currentAuthUser,
  reloadAuthUser,
} from '@/features/auth/api/auth-data';
import { refreshProfile } from '@/features/auth/auth-session';
import { errorCode } from '@/lib/call-function';

/**
 * Applies the code from the verification email, then (when signed in) copies the verified flag
 * onto the profile through `syncEmailVerified` and reloads it.
 */
export async function verifyEmail(oobCode: string): Promise<void> {
  try {
    await applyEmailActionCode(oobCode);
  } catch (error) {
    throw new Error(
      errorCode(error) === 'auth/network-request-failed'
        ? 'Network error. Please check your internet connection and try again.'
        : ACCOUNT_LINK_MESSAGES.verifyLinkInvalid,
      { cause: error },
    );
  }
  // The link opens a fresh page: the saved session may not be restored yet.
  await authStateReady();
  const user = currentAuthUser();
  if (!user) return;
  try {
    await reloadAuthUser(user);
    await callSyncEmailVerified();
    await refreshProfile();
  } catch {
    // The verification itself succeeded; the session syncs the flag at the next sign-in.
  }
}
