import { onDocumentUpdated } from 'firebase-functions/firestore';

import { logError, logInfo } from '../lib/log';
import { replaceDeclinedLead } from './replace-declined-lead';

/**
 * A declined lead makes room for the next company (replace-declined-lead.ts). A trigger rather than
 * part of declineLead, so declining stays quick and never fails because of the next offer.
 */
export const onLeadDeclined = onDocumentUpdated('leads/{leadId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!before || !after) return;
  if (before.get('status') === 'declined' || after.get('status') !== 'declined') return;
  const quoteId = String(after.get('quoteId'));
  try {
    const result = await replaceDeclinedLead(quoteId);
    logInfo('lead.replacement', { quoteId, declinedLeadId: event.params.leadId, ...result });
  } catch (error) {
    logError('lead.replacement-failed', error, { quoteId });
    throw error;
  }
});
