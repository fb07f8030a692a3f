import type { SignUpValues } from '@fixwell/common/signup-schema';
import { defaultDisplayName, type UserProfile } from '@fixwell/common/user-profile';

import {
  createAuthUser,
  createProfileDocument,
  deleteAuthUser,
  setAuthDisplayName,
} from '@/features/auth/api/auth-data';
import { toAuthError } from '@/features/auth/api/auth-error';
import { resendVerificationEmail } from '@/features/auth/api/resend-verification';
import {
  loadCheckedProfile,
  runAuthTransition,
  setSignedIn,
  signOutWithReason,
} from '@/features/auth/auth-session';

export type SignUpRequest = SignUpValues & { displayName?: string };

export const SIGN_UP_PROFILE_FAILED =
  'We could not finish creating your account. Please try again or contact support.';

/**
 * The profile document exactly as `firestore.rules` allows it to be created: only the allowed
 * keys and company details only for companies (the data module adds `createdAt`/`updatedAt` from
 * the server clock).
 */
export function newProfileDocument(uid: string, request: SignUpRequest, email: string) {
  return {
    id: uid,
    email,
    displayName: request.displayName?.trim() || defaultDisplayName(email),
    role: request.role,
    emailVerified: false,
    active: true,
    ...(request.phone ? { phone: request.phone } : {}),
    ...(request.role === 'company'
      ? {
          businessName: request.businessName,
          mainTrade: request.mainTrade,
          basePostcode: request.basePostcode,
        }
      : {}),
  };
}

/**
 * Creates the Auth account, its display name and the `users/{uid}` profile, then asks for a
 * verification email. A failed email is not fatal: the profile page offers to resend it.
 */
export async function signUp(request: SignUpRequest): Promise<UserProfile> {
  const profile = await runAuthTransition(async () => {
    let user;
    try {
      user = await createAuthUser(request.email, request.password);
    } catch (error) {
      throw toAuthError(error);
    }
    // The token's email is what the rules compare with; Auth may have normalised it.
    const email = user.email ?? request.email;
    const document = newProfileDocument(user.uid, request, email);
    try {
      await setAuthDisplayName(user, document.displayName);
      await createProfileDocument(user.uid, document);
    } catch (error) {
      // Without a profile the account is unusable; remove it so the person can simply try again.
      await deleteAuthUser(user).catch(() => signOutWithReason(null).catch(() => undefined));
      throw new Error(SIGN_UP_PROFILE_FAILED, { cause: error });
    }
    const state = await loadCheckedProfile(user.uid);
    if (state.kind === 'sign-out') {
      await signOutWithReason(state.reason).catch(() => undefined);
      throw new Error(state.reason);
    }
    setSignedIn(user, state.profile);
    return state.profile;
  });

  await resendVerificationEmail().catch(() => undefined);
  return profile;
}
