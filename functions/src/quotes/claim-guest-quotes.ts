import { HttpsError } from 'firebase-functions/https';

import { claimGuestQuotesCallable } from '@fixwell/common/callables';

import { adminAuth } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import { isActiveCustomer } from '../lib/user-profiles';
import { linkGuestQuotes } from './guest-quotes';

export const CLAIM_GUEST_QUOTES_MESSAGES = {
  unverified:
    'Verify your email address first: we link requests made as a guest only to an account that has proved it owns their email address.',
  notCustomer: 'Only customer accounts can have quote requests linked to them.',
} as const;

/**
 * A signed-in customer with a verified email takes ownership of the requests they made as a guest
 * with that address, so they appear in `/customer/quotes`. Answers `{ linked }`.
 */
export const claimGuestQuotes = onCallable(
  claimGuestQuotesCallable,
  async (_input, { uid }) => {
    // Auth's own record rather than the ID token: a customer who has just clicked the link may
    // still hold a token from before, and one issued before an email change names the old address.
    const { email, emailVerified: verified } = await adminAuth().getUser(uid);
    if (!verified || !email) {
      throw new HttpsError('failed-precondition', CLAIM_GUEST_QUOTES_MESSAGES.unverified);
    }
    if (!(await isActiveCustomer(uid))) {
      throw new HttpsError('permission-denied', CLAIM_GUEST_QUOTES_MESSAGES.notCustomer);
    }

    const linked = await linkGuestQuotes(uid, email);
    logInfo('quote.guest-quotes-claimed', { uid, linked });
    return { linked };
  },
  { auth: 'required' },
);
