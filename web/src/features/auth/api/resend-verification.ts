import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import { httpsCallable } from 'firebase/functions';

import { errorCode } from '@/features/auth/api/auth-error';
import { cloudFunctions } from '@/lib/cloud-functions';

/**
 * Asks the `sendVerificationEmail` function to email a verification link. Its own refusals
 * (already verified, too many emails) carry a message meant for people; anything else gets ours.
 */
export async function resendVerificationEmail(): Promise<void> {
  try {
    await httpsCallable<null, { sent: true }>(cloudFunctions(), 'sendVerificationEmail')(null);
  } catch (error) {
    const code = errorCode(error);
    const message = error instanceof Error ? error.message : '';
    if (
      (code === 'functions/failed-precondition' || code === 'functions/resource-exhausted') &&
      message
    ) {
      throw new Error(message, { cause: error });
    }
    throw new Error(ACCOUNT_LINK_MESSAGES.verificationFailed, { cause: error });
  }
}
