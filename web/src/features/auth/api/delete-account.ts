import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';

import { callDeleteMyAccount } from '@/features/auth/api/auth-data';
import { signOutWithReason } from '@/features/auth/auth-session';

/** Deletes the caller's account through `deleteMyAccount`, then ends the local session. */
export async function deleteAccount(): Promise<void> {
  // Only "cancel your subscription first" and the like are worded for people.
  await callDeleteMyAccount({
    fallback: ACCOUNT_LINK_MESSAGES.deleteFailed,
    messages: { 'failed-precondition': ACCOUNT_LINK_MESSAGES.deleteFailed },
  });
  // The Auth user is gone on the server; the local session must go too.
  await signOutWithReason(null).catch(() => undefined);
}
