import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { declineLeadCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { LEAD_MESSAGES, type LeadDocument } from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
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
export const declineLead = onCallable(
  declineLeadCallable,
  async ({ leadId, reason, note }, { uid }) => {
    await requireActiveCompany(uid);

    await runTransaction(async (tx) => {
      const { ref: leadRef, lead } = await readOpenLead(tx, leadId, uid);
      const quoteRef = db().collection(COLLECTIONS.quotes).doc(String(lead.quoteId));
      const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
      const [quoteSnapshot, companySnapshot] = await tx.getAll(quoteRef, companyRef);
      tx.update(leadRef, {
        status: 'declined',
        declineReason: reason,
        declineNote: note ? note : null,
        respondedAt: serverNow(),
        updatedAt: serverNow(),
      } satisfies Partial<LeadDocument<WriteTime>>);
      const quote = readDoc<QuoteDocument<Timestamp>>(quoteSnapshot);
      if (quote) {
        tx.update(quoteRef, {
          matches: matchesWithAnswer(quote.matches, uid, 'declined'),
          updatedAt: serverNow(),
        } satisfies Partial<QuoteDocument<WriteTime>>);
      }
      recordResponseTime(tx, companyRef, readDoc<CompanyDocument>(companySnapshot), lead);
    });
    logInfo('lead.declined', { leadId, reason });
    return { leadId };
  },
  {
    auth: 'required',
    invalid: (error) => {
      const reasonIssue = error.issues.find((issue) => issue.path[0] === 'reason');
      return new HttpsError(
        'invalid-argument',
        reasonIssue
          ? LEAD_MESSAGES.declineReason
          : (error.issues[0]?.message ?? LEAD_MESSAGES.notFound),
      );
    },
  },
);
