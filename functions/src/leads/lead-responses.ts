import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { LEAD_MESSAGES, type MatchStatus } from '@fixwell/common/lead/lead';

import { requireActiveRole } from '../callable/callable-guards';
import { db } from '../lib/admin';
import { nextResponseMinutes } from './lead-period';

/** The caller must be an active company: leads are answered by the company they were sent to. */
export function requireActiveCompany(uid: string): Promise<void> {
  return requireActiveRole(uid, 'company', 'Only a trade company can answer leads.');
}

/**
 * The caller's lead, still `new`. Another company's lead answers exactly like a missing one, so
 * lead ids cannot be probed.
 */
export async function readOpenLead(
  tx: Transaction,
  leadId: string,
  uid: string,
): Promise<DocumentSnapshot> {
  const lead = await tx.get(db().collection('leads').doc(leadId));
  if (!lead.exists || lead.get('companyId') !== uid) {
    throw new HttpsError('not-found', LEAD_MESSAGES.notFound);
  }
  if (lead.get('status') !== 'new') {
    throw new HttpsError('failed-precondition', LEAD_MESSAGES.notNew);
  }
  return lead;
}

/** The quote's matches with this company's answer recorded. */
export function matchesWithAnswer(
  quote: DocumentSnapshot,
  companyId: string,
  status: MatchStatus,
): unknown[] {
  const matches = Array.isArray(quote.get('matches')) ? (quote.get('matches') as unknown[]) : [];
  return matches.map((match) =>
    (match as { companyId?: unknown }).companyId === companyId
      ? { ...(match as object), status, respondedAt: Timestamp.now() }
      : match,
  );
}

/** Records how quickly the company answered, for the ranking of future matches. */
export function recordResponseTime(
  tx: Transaction,
  company: DocumentSnapshot,
  lead: DocumentSnapshot,
): void {
  const created = lead.get('createdAt') as Timestamp | undefined;
  if (!company.exists || !created) return;
  const minutes = (Date.now() - created.toMillis()) / 60_000;
  const previous = company.get('responseMinutes') as unknown;
  tx.update(company.ref, {
    responseMinutes: nextResponseMinutes(typeof previous === 'number' ? previous : null, minutes),
  });
}

export const serverNow = () => FieldValue.serverTimestamp();
