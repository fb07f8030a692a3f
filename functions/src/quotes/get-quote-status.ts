import { HttpsError } from 'firebase-functions/https';

import { getQuoteStatusCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { QUOTE_TRACKING_MESSAGES } from '@fixwell/common/quote/quote-request';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { clientIp } from '../lib/client-ip';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { logInfo } from '../lib/log';
import { QUOTE_STATUS_PER_IP } from '../lib/rate-limit-rules';
import { quoteStatusView } from './quote-status-view';
import { trackingTokenHash } from './quote-token';

/**
 * The progress of a quote request for whoever holds its tracking link (`{ token }`), signed in or
 * not. The token is the only credential, so the answer never includes contact details or the
 * description.
 */
export const getQuoteStatus = onCallable(
  getQuoteStatusCallable,
  async ({ token }) => {
    const found = await db()
      .collection(COLLECTIONS.quotes)
      .where('trackingTokenHash', '==', trackingTokenHash(token))
      .limit(1)
      .get();
    const quote = found.docs[0];
    if (!quote) throw new HttpsError('not-found', QUOTE_TRACKING_MESSAGES.notFound);
    logInfo('quote.status-read', { quoteId: quote.id });
    return quoteStatusView(quote.data());
  },
  {
    // Counted before the token is read, so guessing tokens costs the same as using a real one.
    guard: async ({ request }) => {
      const ip = clientIp(request.rawRequest.headers, request.rawRequest.ip);
      const { allowed } = await consumeRateLimits([{ rule: QUOTE_STATUS_PER_IP, identifier: ip }]);
      if (!allowed) throw new HttpsError('resource-exhausted', QUOTE_TRACKING_MESSAGES.tooMany);
    },
    // A mangled link reads the same to the person as an unknown one.
    invalid: QUOTE_TRACKING_MESSAGES.notFound,
  },
);
