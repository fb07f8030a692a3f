import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import { applyActionCode } from 'firebase/auth';

import { errorCode } from '@/features/auth/api/auth-error';
import { syncEmailVerified } from '@/features/auth/api/sync-email-verified';
import { refreshProfile } from '@/features/auth/stores/auth-store';
import { firebaseAuth } from '@/lib/firebase';

/**
 * Applies the code from the verification email, then (when signed in) copies the verified flag
 * onto the profile through `syncEmailVerified` and reloads it.
 */
export async function verifyEmail(oobCode: string): Promise<void> {
  const auth = firebaseAuth();
  try {
    await applyActionCode(auth, oobCode);
  } catch (error) {
    const code = errorCode(error);
    throw new Error(
      code === 'auth/network-request-failed'
        ? 'Network error. Please check your internet connection and try again.'
        : ACCOUNT_LINK_MESSAGES.verifyLinkInvalid,
      { cause: error },
    );
  }
  // The link opens a fresh page: the saved session may not be restored yet.
  await auth.authStateReady();
  if (!auth.currentUser) return;
  try {
    await auth.currentUser.reload();
    await syncEmailVerified();
    await refreshProfile();
  } catch {
    // The verification itself succeeded; the auth store syncs the flag at the next sign-in.
  }
}
