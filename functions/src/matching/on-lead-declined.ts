import type { Timestamp } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { LeadDocument, LeadStatus } from '@fixwell/common/lead/lead';

import { readDoc } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { replaceDeclinedLead } from './replace-declined-lead';

/** The answers that hand the job on: a decline, or nobody answering in time (lead expiry). */
const HANDED_ON: ReadonlySet<LeadStatus> = new Set(['declined', 'expired']);

/**
 * A declined or expired lead makes room for the next company (replace-declined-lead.ts). A trigger
 * rather than part of declineLead or the expiry job, so answering stays quick and never fails
 * because of the next offer.
 */
export const onLeadDeclined = onDocumentUpdated(`${COLLECTIONS.leads}/{leadId}`, async (event) => {
  const before = readDoc<LeadDocument<Timestamp>>(event.data?.before);
  const after = readDoc<LeadDocument<Timestamp>>(event.data?.after);
  if (!before || !after) return;
  if (HANDED_ON.has(before.status) || !HANDED_ON.has(after.status)) return;
  const quoteId = String(after.quoteId);
  try {
    const result = await replaceDeclinedLead(quoteId);
    logInfo('lead.replacement', {
      quoteId,
      declinedLeadId: event.params.leadId,
      answer: after.status,
      ...result,
    });
  } catch (error) {
    logError('lead.replacement-failed', error, { quoteId });
    throw error;
  }
});
