import type { UserProfile } from '@fixwell/common/user-profile';

import { signInWithPassword } from '@/features/auth/api/auth-data';
import { toAuthError } from '@/features/auth/api/auth-error';
import {
  loadCheckedProfile,
  runAuthTransition,
  setSignedIn,
  signOutWithReason,
} from '@/features/auth/auth-session';

export type SignInCredentials = { email: string; password: string };

/**
 * Signs in and checks the profile (SPEC §5): a missing or deactivated profile, or one that cannot
 * be loaded, signs the person straight out again and rejects with SPEC's message.
 */
export function signIn({ email, password }: SignInCredentials): Promise<UserProfile> {
  return runAuthTransition(async () => {
    let user;
    try {
      user = await signInWithPassword(email, password);
    } catch (error) {
      throw toAuthError(error);
    }
    const state = await loadCheckedProfile(user.uid);
    if (state.kind === 'sign-out') {
      await signOutWithReason(state.reason).catch(() => undefined);
      throw new Error(state.reason);
    }
    setSignedIn(user, state.profile);
    return state.profile;
  });
}
