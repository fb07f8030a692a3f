import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  LEAD_MESSAGES,
  type LeadDocument,
  type MatchStatus,
  type QuoteMatch,
} from '@fixwell/common/lead/lead';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import type { CompanyDocument } from '../companies/company-documents';
import { openLeadRefusal, type LeadRefusal } from './accept-lead-decision';
import { nextResponseMinutes } from './lead-period';

// What acceptLead and declineLead share: who may answer, reading the lead, and the writes every
// answer makes (the quote's matches, the company's response time).

export type StoredLead = LeadDocument<Timestamp>;

/** The caller must be an active company: leads are answered by the company they were sent to. */
export function requireActiveCompany(uid: string): Promise<void> {
  return requireActiveRole(uid, 'company', 'Only a trade company can answer leads.');
}

const REFUSALS: Record<LeadRefusal, [FunctionsErrorCode, string]> = {
  'not-found': ['not-found', LEAD_MESSAGES.notFound],
  'not-new': ['failed-precondition', LEAD_MESSAGES.notNew],
  'no-subscription': ['failed-precondition', LEAD_MESSAGES.noSubscription],
  'allowance-spent': ['resource-exhausted', LEAD_MESSAGES.allowanceSpent],
};

/** The error a refused answer is sent back with. */
export function leadRefusalError(refusal: LeadRefusal): HttpsError {
  const [code, message] = REFUSALS[refusal];
  return new HttpsError(code, message);
}

/** The caller's lead, still `new`; otherwise the refusal (openLeadRefusal) as an error. */
export async function readOpenLead(
  tx: Transaction,
  leadId: string,
  uid: string,
): Promise<{ ref: DocumentReference; lead: StoredLead }> {
  const ref = db().collection(COLLECTIONS.leads).doc(leadId);
  const lead = readDoc<StoredLead>(await tx.get(ref));
  const refusal = openLeadRefusal(lead, uid);
  if (refusal || !lead) throw leadRefusalError(refusal ?? 'not-found');
  return { ref, lead };
}

/** The quote's matches with this company's answer recorded. */
export function matchesWithAnswer(
  matches: ReadonlyArray<QuoteMatch<Timestamp>> | undefined,
  companyId: string,
  status: MatchStatus,
): Array<QuoteMatch<WriteTime>> {
  return (Array.isArray(matches) ? matches : []).map((match) =>
    match.companyId === companyId ? { ...match, status, respondedAt: Timestamp.now() } : match,
  );
}

/** Records how quickly the company answered, for the ranking of future matches. */
export function recordResponseTime(
  tx: Transaction,
  companyRef: DocumentReference,
  company: CompanyDocument | undefined,
  lead: StoredLead,
): void {
  const created = millisOf(lead.createdAt);
  if (!company || created === null) return;
  const minutes = (Date.now() - created) / 60_000;
  const previous = company.responseMinutes;
  tx.update(companyRef, {
    responseMinutes: nextResponseMinutes(typeof previous === 'number' ? previous : null, minutes),
  } satisfies Partial<CompanyDocument>);
}

export const serverNow = () => FieldValue.serverTimestamp();
