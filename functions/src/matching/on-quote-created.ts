import { onDocumentCreated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { logError, logInfo } from '../lib/log';
import { matchQuote } from './match-quote';

/** Every new quote request is matched as soon as it is stored. */
export const onQuoteCreated = onDocumentCreated(
  `${COLLECTIONS.quotes}/{quoteId}`,
  async (event) => {
    const quoteId = event.params.quoteId;
    const started = Date.now();
    try {
      const result = await matchQuote(quoteId);
      logInfo('quote.matching-done', {
        quoteId,
        outcome: result.outcome,
        leads: result.outcome === 'matched' ? result.leadIds.length : 0,
        reason: result.outcome === 'no-match' ? result.reason : null,
        excluded: result.outcome === 'skipped' ? 0 : result.excluded.length,
        ms: Date.now() - started,
      });
    } catch (error) {
      logError('quote.matching-failed', error, { quoteId });
      throw error;
    }
  },
);
