import { HttpsError, onCall } from 'firebase-functions/https';

import { declineLeadRequestSchema, LEAD_MESSAGES } from '@fixwell/common/lead/lead';

import { requireUid } from '../callable/callable-guards';
import { db } from '../lib/admin';
import { logInfo } from '../lib/log';
import {
  matchesWithAnswer,
  readOpenLead,
  recordResponseTime,
  requireActiveCompany,
  serverNow,
} from './lead-responses';

/**
 * A company declines a lead with a reason. Declining costs nothing, needs no subscription and
 * never reveals the customer; the reason helps admins tune matching.
 */
export const declineLead = onCall(async (request): Promise<{ leadId: string }> => {
  const uid = requireUid(request);
  const parsed = declineLeadRequestSchema.safeParse(request.data);
  if (!parsed.success) {
    const reasonIssue = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
    throw new HttpsError(
      'invalid-argument',
      reasonIssue
        ? LEAD_MESSAGES.declineReason
        : (parsed.error.issues[0]?.message ?? LEAD_MESSAGES.notFound),
    );
  }
  const { leadId, reason, note } = parsed.data;
  await requireActiveCompany(uid);

  await db().runTransaction(async (tx) => {
    const lead = await readOpenLead(tx, leadId, uid);
    const quoteRef = db()
      .collection('quotes')
      .doc(String(lead.get('quoteId')));
    const [quote, company] = await tx.getAll(quoteRef, db().collection('companies').doc(uid));
    tx.update(lead.ref, {
      status: 'declined',
      declineReason: reason,
      declineNote: note ? note : null,
      respondedAt: serverNow(),
      updatedAt: serverNow(),
    });
    if (quote?.exists) {
      tx.update(quoteRef, {
        matches: matchesWithAnswer(quote, uid, 'declined'),
        updatedAt: serverNow(),
      });
    }
    if (company) recordResponseTime(tx, company, lead);
  });
  logInfo('lead.declined', { leadId, reason });
  return { leadId };
});
