import type { SignUpValues } from '@fixwell/common/signup-schema';
import { defaultDisplayName, type UserProfile } from '@fixwell/common/user-profile';
import { createUserWithEmailAndPassword, deleteUser, updateProfile } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';

import { toAuthError } from '@/features/auth/api/auth-error';
import { resendVerificationEmail } from '@/features/auth/api/resend-verification';
import {
  loadCheckedProfile,
  runAuthTransition,
  setSignedIn,
  signOutWithReason,
} from '@/features/auth/stores/auth-store';
import { firebaseAuth } from '@/lib/firebase';
import { firestore } from '@/lib/firestore';

export type SignUpRequest = SignUpValues & { displayName?: string };

export const SIGN_UP_PROFILE_FAILED =
  'We could not finish creating your account. Please try again or contact support.';

/**
 * The profile document exactly as `firestore.rules` allows it to be created: only the allowed
 * keys, `createdAt`/`updatedAt` from the server clock, and company details only for companies.
 */
export function newProfileDocument(uid: string, request: SignUpRequest, email: string) {
  return {
    id: uid,
    email,
    displayName: request.displayName?.trim() || defaultDisplayName(email),
    role: request.role,
    emailVerified: false,
    active: true,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
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
    let credential;
    try {
      credential = await createUserWithEmailAndPassword(
        firebaseAuth(),
        request.email,
        request.password,
      );
    } catch (error) {
      throw toAuthError(error);
    }
    const { user } = credential;
    // The token's email is what the rules compare with; Auth may have normalised it.
    const email = user.email ?? request.email;
    const document = newProfileDocument(user.uid, request, email);
    try {
      await updateProfile(user, { displayName: document.displayName });
      await setDoc(doc(firestore(), 'users', user.uid), document);
    } catch (error) {
      // Without a profile the account is unusable; remove it so the person can simply try again.
      await deleteUser(user).catch(() => signOutWithReason(null).catch(() => undefined));
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
