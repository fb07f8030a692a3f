import { PROFILE_MESSAGES } from '@fixwell/common/auth-messages';
import { profileUpdateSchema, type ProfileUpdateInput } from '@fixwell/common/profile-schema';
import type { UserProfile } from '@fixwell/common/user-profile';

import {
  currentAuthUser,
  setAuthDisplayName,
  updateProfileDocument,
} from '@/features/auth/api/auth-data';
import { refreshProfile } from '@/features/auth/auth-session';

/**
 * Updates the signed-in person's own profile: only displayName, phone (null or blank removes it)
 * and preferences, always with `updatedAt`, as the rules require. Then reloads the store.
 */
export async function updateProfile(changes: ProfileUpdateInput): Promise<UserProfile | null> {
  const user = currentAuthUser();
  if (!user) throw new Error(PROFILE_MESSAGES.noUser);

  const parsed = profileUpdateSchema.parse(changes);
  await updateProfileDocument(user.uid, parsed);
  if (parsed.displayName !== undefined && parsed.displayName !== user.displayName) {
    // Keeps Auth's copy (used in emails) in step; the profile is the source of truth.
    await setAuthDisplayName(user, parsed.displayName).catch(() => undefined);
  }
  return refreshProfile();
}
