import { HttpsError, onCall } from 'firebase-functions/https';
import { z } from 'zod';

import { requireActiveRole, requireUid } from '../callable/callable-guards';
import { db } from '../lib/admin';
import { logInfo } from '../lib/log';
import { matchQuote, type NoMatchReason } from './match-quote';

export const REMATCH_MESSAGES = {
  notAdmin: 'Only an admin can send a request to companies again.',
  notFound: 'We could not find that quote request.',
  notUnmatched: 'Only a request that found no company can be matched again.',
} as const;

const rematchRequestSchema = z.object({ quoteId: z.string().min(1).max(128) });

/**
 * An admin sends a request that found nobody through matching again, typically after a company
 * covering the area has joined or renewed. Answers what happened, so the admin can tell the
 * customer.
 */
export const rematchQuote = onCall(
  async (
    request,
  ): Promise<
    { outcome: 'matched'; leads: number } | { outcome: 'no-match'; reason: NoMatchReason }
  > => {
    const uid = requireUid(request);
    await requireActiveRole(uid, 'admin', REMATCH_MESSAGES.notAdmin);
    const parsed = rematchRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', REMATCH_MESSAGES.notFound);
    const { quoteId } = parsed.data;
    const quote = await db().collection('quotes').doc(quoteId).get();
    if (!quote.exists) throw new HttpsError('not-found', REMATCH_MESSAGES.notFound);
    if (quote.get('status') !== 'no-match') {
      throw new HttpsError('failed-precondition', REMATCH_MESSAGES.notUnmatched);
    }

    const result = await matchQuote(quoteId, 'no-match');
    logInfo('quote.rematched', { quoteId, outcome: result.outcome });
    if (result.outcome === 'matched') return { outcome: 'matched', leads: result.leadIds.length };
    if (result.outcome === 'no-match') return { outcome: 'no-match', reason: result.reason };
    // Someone else matched it in the meantime.
    throw new HttpsError('failed-precondition', REMATCH_MESSAGES.notUnmatched);
  },
);
