import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import { httpsCallable } from 'firebase/functions';

import { errorCode } from '@/features/auth/api/auth-error';
import { signOutWithReason } from '@/features/auth/stores/auth-store';
import { cloudFunctions } from '@/lib/cloud-functions';

/** Deletes the caller's account through `deleteMyAccount`, then ends the local session. */
export async function deleteAccount(): Promise<void> {
  try {
    await httpsCallable<null, { deleted: true }>(cloudFunctions(), 'deleteMyAccount')(null);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new Error(
      errorCode(error) === 'functions/failed-precondition' && message
        ? message
        : ACCOUNT_LINK_MESSAGES.deleteFailed,
      { cause: error },
    );
  }
  // The Auth user is gone on the server; the local session must go too.
  await signOutWithReason(null).catch(() => undefined);
}
