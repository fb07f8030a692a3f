import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';

import { callSendVerificationEmail } from '@/features/auth/api/auth-data';

/**
 * Asks the `sendVerificationEmail` function to email a verification link. Its own refusals
 * (already verified, too many emails) carry a message meant for people; anything else gets ours.
 */
export async function resendVerificationEmail(): Promise<void> {
  await callSendVerificationEmail({
    fallback: ACCOUNT_LINK_MESSAGES.verificationFailed,
    messages: {
      'failed-precondition': ACCOUNT_LINK_MESSAGES.verificationFailed,
      'resource-exhausted': ACCOUNT_LINK_MESSAGES.verificationFailed,
    },
  });
}
