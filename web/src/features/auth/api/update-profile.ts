import { PROFILE_MESSAGES } from '@fixwell/common/auth-messages';
import { profileUpdateSchema, type ProfileUpdateInput } from '@fixwell/common/profile-schema';
import type { UserProfile } from '@fixwell/common/user-profile';
import { updateProfile as updateAuthProfile } from 'firebase/auth';
import { deleteField, doc, serverTimestamp, updateDoc } from 'firebase/firestore';

import { refreshProfile } from '@/features/auth/stores/auth-store';
import { firebaseAuth } from '@/lib/firebase';
import { firestore } from '@/lib/firestore';

/**
 * Updates the signed-in person's own profile: only displayName, phone (null or blank removes it)
 * and preferences, always with `updatedAt`, as the rules require. Then reloads the store.
 */
export async function updateProfile(changes: ProfileUpdateInput): Promise<UserProfile | null> {
  const user = firebaseAuth().currentUser;
  if (!user) throw new Error(PROFILE_MESSAGES.noUser);

  const parsed = profileUpdateSchema.parse(changes);
  const update: Record<string, unknown> = { updatedAt: serverTimestamp() };
  if (parsed.displayName !== undefined) update.displayName = parsed.displayName;
  if (parsed.phone !== undefined)
    update.phone = parsed.phone === null ? deleteField() : parsed.phone;
  if (parsed.preferences !== undefined) update.preferences = parsed.preferences;

  await updateDoc(doc(firestore(), 'users', user.uid), update);
  if (parsed.displayName !== undefined && parsed.displayName !== user.displayName) {
    // Keeps Auth's copy (used in emails) in step; the profile is the source of truth.
    await updateAuthProfile(user, { displayName: parsed.displayName }).catch(() => undefined);
  }
  return refreshProfile();
}
