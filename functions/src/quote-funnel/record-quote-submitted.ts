import { logError } from '../lib/log';
import { recordSubmission } from './funnel-store';

/**
 * Called by submitQuoteRequest once the quote is stored: counts the request in the form funnel and
 * marks the visit's abandoned draft (if any) as converted, so it leaves /admin/quote-recovery.
 * The quote is what matters: a failure here is logged, never turned into an error answer.
 */
export async function recordQuoteSubmitted(quote: {
  id: string;
  service: string;
  draftId?: string | undefined;
}): Promise<void> {
  try {
    await recordSubmission(quote.draftId, quote.id, quote.service);
  } catch (error) {
    logError('quote-funnel.submission-failed', error, { quoteId: quote.id });
  }
}
