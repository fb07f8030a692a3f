import { signOutWithReason } from '@/features/auth/auth-session';

/** Signs the person out on purpose (no reason is shown); callers then navigate to `/`. */
export async function signOut(): Promise<void> {
  await signOutWithReason(null);
}
