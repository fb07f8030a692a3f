import { HttpsError, onCall } from 'firebase-functions/https';
import {
  QUOTE_TRACKING_MESSAGES,
  quoteStatusRequestSchema,
  type QuoteStatusView,
} from '@fixwell/common/quote/quote-request';

import { db } from '../lib/admin';
import { logInfo } from '../lib/log';
import { clientIp } from '../http/client-ip';
import { consumeRateLimits } from '../rate-limit/consume-rate-limits';
import { QUOTE_STATUS_PER_IP } from '../rate-limit/rate-limit-rules';
import { quoteStatusView } from './quote-status-view';
import { trackingTokenHash } from './quote-token';
import { QUOTES_COLLECTION } from './submit-quote-request';

/**
 * The progress of a quote request for whoever holds its tracking link (`{ token }`), signed in or
 * not. The token is the only credential, so the answer never includes contact details or the
 * description.
 */
export const getQuoteStatus = onCall(async (request): Promise<QuoteStatusView> => {
  const ip = clientIp(request.rawRequest.headers, request.rawRequest.ip);
  const { allowed } = await consumeRateLimits([{ rule: QUOTE_STATUS_PER_IP, identifier: ip }]);
  if (!allowed) throw new HttpsError('resource-exhausted', QUOTE_TRACKING_MESSAGES.tooMany);

  const parsed = quoteStatusRequestSchema.safeParse(request.data);
  // A mangled link reads the same to the person as an unknown one.
  if (!parsed.success) throw new HttpsError('invalid-argument', QUOTE_TRACKING_MESSAGES.notFound);

  const found = await db()
    .collection(QUOTES_COLLECTION)
    .where('trackingTokenHash', '==', trackingTokenHash(parsed.data.token))
    .limit(1)
    .get();
  const quote = found.docs[0];
  if (!quote) throw new HttpsError('not-found', QUOTE_TRACKING_MESSAGES.notFound);
  logInfo('quote.status-read', { quoteId: quote.id });
  return quoteStatusView(quote.data());
});
