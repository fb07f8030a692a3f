import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { rematchQuoteCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { matchQuote } from './match-quote';

export const REMATCH_MESSAGES = {
  notAdmin: 'Only an admin can send a request to companies again.',
  notFound: 'We could not find that quote request.',
  notUnmatched: 'Only a request that found no company can be matched again.',
} as const;

/**
 * An admin sends a request that found nobody through matching again, typically after a company
 * covering the area has joined or renewed. Answers what happened, so the admin can tell the
 * customer.
 */
export const rematchQuote = onCallable(
  rematchQuoteCallable,
  async ({ quoteId }) => {
    const quote = readDoc<QuoteDocument<Timestamp>>(
      await db().collection(COLLECTIONS.quotes).doc(quoteId).get(),
    );
    if (!quote) throw new HttpsError('not-found', REMATCH_MESSAGES.notFound);
    if (quote.status !== 'no-match') {
      throw new HttpsError('failed-precondition', REMATCH_MESSAGES.notUnmatched);
    }

    const result = await matchQuote(quoteId, 'no-match');
    logInfo('quote.rematched', { quoteId, outcome: result.outcome });
    if (result.outcome === 'matched')
      return { outcome: 'matched' as const, leads: result.leadIds.length };
    if (result.outcome === 'no-match')
      return { outcome: 'no-match' as const, reason: result.reason };
    // Someone else matched it in the meantime.
    throw new HttpsError('failed-precondition', REMATCH_MESSAGES.notUnmatched);
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', REMATCH_MESSAGES.notAdmin),
    invalid: REMATCH_MESSAGES.notFound,
  },
);
