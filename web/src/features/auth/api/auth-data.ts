// The auth feature's only contact with Firebase: Firebase Auth, the person's own `users/{uid}`
// document and, through the one web client, the account callables. The session loads this module
// on demand, so a visitor who has never signed in reads public pages without downloading Auth;
// Firestore is loaded only when a profile is read or written. Tests replace this one module.
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ProfileUpdateValues } from '@fixwell/common/profile-schema';
import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';

import { callFunction, type CallMessages } from '@/lib/call-function';
import { firebaseAuth } from '@/lib/firebase';

/** A signed-in Firebase Auth user, for modules that must not import Firebase themselves. */
export type AuthUser = User;

// ---- Firebase Auth -----------------------------------------------------------------------------

/** Calls `onUser` with each signed-in user (or null); returns the function that stops it. */
export function watchAuthState(onUser: (user: User | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), onUser);
}

/** Resolves once Auth has restored (or not) the saved session. */
export function authStateReady(): Promise<void> {
  return firebaseAuth().authStateReady();
}

export function currentAuthUser(): User | null {
  return firebaseAuth().currentUser;
}

export function signOutOfAuth(): Promise<void> {
  return signOut(firebaseAuth());
}

export async function signInWithPassword(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(firebaseAuth(), email, password)).user;
}

export async function createAuthUser(email: string, password: string): Promise<User> {
  return (await createUserWithEmailAndPassword(firebaseAuth(), email, password)).user;
}

/** Keeps Auth's copy of the name (used in emails) in step with the profile. */
export function setAuthDisplayName(user: User, displayName: string): Promise<void> {
  return updateProfile(user, { displayName });
}

export function deleteAuthUser(user: User): Promise<void> {
  return deleteUser(user);
}

export function reloadAuthUser(user: User): Promise<void> {
  return user.reload();
}

/** Applies the code from a verification email. */
export function applyEmailActionCode(oobCode: string): Promise<void> {
  return applyActionCode(firebaseAuth(), oobCode);
}

/** Checks the code from a reset email; answers the email address it belongs to. */
export function checkPasswordResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(firebaseAuth(), oobCode);
}

export function setNewPassword(oobCode: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(firebaseAuth(), oobCode, newPassword);
}

// ---- users/{uid} -------------------------------------------------------------------------------

async function profileReference(uid: string) {
  const [firestoreSdk, { firestore }] = await Promise.all([
    import('firebase/firestore'),
    import('@/lib/firestore'),
  ]);
  return { sdk: firestoreSdk, reference: firestoreSdk.doc(firestore(), COLLECTIONS.users, uid) };
}

/**
 * Reads `users/{uid}`: its data (pending server timestamps estimated), or undefined when missing.
 * `resolveProfileState` decides what it means for the session, so a malformed document ends it
 * with SPEC's message rather than failing here.
 */
export async function getProfileData(uid: string): Promise<Record<string, unknown> | undefined> {
  const { sdk, reference } = await profileReference(uid);
  const snapshot = await sdk.getDoc(reference);
  return snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : undefined;
}

/**
 * Follows `users/{uid}` live: `onData` gets its data on every change (undefined once it is
 * gone), `onError` a failed listener. Returns the function that stops it. The session uses it to
 * end a deactivated person's session within moments of an admin's change.
 */
export async function watchProfileData(
  uid: string,
  onData: (data: Record<string, unknown> | undefined) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { sdk, reference } = await profileReference(uid);
  return sdk.onSnapshot(
    reference,
    (snapshot) =>
      onData(snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : undefined),
    onError,
  );
}

/** What sign-up writes, apart from the two server times the data module adds. */
export type NewProfile = Record<string, unknown>;

/** Creates `users/{uid}` with `createdAt`/`updatedAt` from the server clock, as the rules require. */
export async function createProfileDocument(uid: string, profile: NewProfile): Promise<void> {
  const { sdk, reference } = await profileReference(uid);
  await sdk.setDoc(reference, {
    ...profile,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
}

/**
 * Updates the person's own profile: only displayName, phone (null removes it) and preferences,
 * always with `updatedAt`, as the rules require.
 */
export async function updateProfileDocument(
  uid: string,
  changes: ProfileUpdateValues,
): Promise<void> {
  const { sdk, reference } = await profileReference(uid);
  const update: Record<string, unknown> = { updatedAt: sdk.serverTimestamp() };
  if (changes.displayName !== undefined) update.displayName = changes.displayName;
  if (changes.phone !== undefined)
    update.phone = changes.phone === null ? sdk.deleteField() : changes.phone;
  if (changes.preferences !== undefined) update.preferences = changes.preferences;
  await sdk.updateDoc(reference, update);
}

// ---- Account callables -------------------------------------------------------------------------

// The registry loads with the first call: the session loads this module for signed-in visitors on
// public pages, which need none of its schemas.
const callables = () => import('@fixwell/common/callables');

/** Emails a verification link (`sendVerificationEmail`). */
export async function callSendVerificationEmail(wording: CallMessages): Promise<void> {
  await callFunction(() => callables().then((c) => c.sendVerificationEmailCallable), null, wording);
}

/**
 * Copies Auth's verified flag onto the profile. Only the `syncEmailVerified` function may write
 * `emailVerified`; it reads the flag from Auth itself, so a client cannot claim it.
 */
export async function callSyncEmailVerified(): Promise<boolean> {
  const answer = await callFunction(
    () => callables().then((c) => c.syncEmailVerifiedCallable),
    null,
  );
  return answer.emailVerified;
}
