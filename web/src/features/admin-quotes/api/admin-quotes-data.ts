// The admin-quotes feature's only contact with Firebase: its Firestore reads. Queries and hooks
// live beside each operation and call these, so tests replace this one module.
import { rematchQuoteCallable, type CallableOutput } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { DeclineReason, LeadDocument, LeadStatus } from '@fixwell/common/lead/lead';
import { doc, getDoc, where } from 'firebase/firestore';

import { toAdminQuote, type AdminQuote } from '@/features/admin-quotes/admin-quote';
import type { AdminQuoteFilters } from '@/features/admin-quotes/admin-quote-filters';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import {
  fetchQuote,
  fetchQuotesPage,
  type QuotesCursor,
  type QuotesPage,
} from '@/lib/quotes/quotes-data';

export const ADMIN_QUOTES_PAGE_SIZE = 25;

const adminQuoteConverter = readConverter(toAdminQuote);

/**
 * One page of every quote request, newest first, narrowed by the filters. Indexes: status,
 * service and source each beside createdAt ↓; Firestore merges them when filters combine.
 */
export async function fetchAdminQuotes(
  filters: AdminQuoteFilters,
  after: QuotesCursor | null,
): Promise<QuotesPage<AdminQuote>> {
  const narrowing = [
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(filters.service ? [where('service', '==', filters.service)] : []),
    ...(filters.source ? [where('source', '==', filters.source)] : []),
  ];
  return fetchQuotesPage(adminQuoteConverter, narrowing, after, ADMIN_QUOTES_PAGE_SIZE);
}

/** One quote request, or null when there is none with that id. */
export async function fetchAdminQuote(id: string): Promise<AdminQuote | null> {
  return fetchQuote(adminQuoteConverter, id);
}

/** What a matched company did with its lead: the quote's match entry has no reason. */
export type AdminLeadAnswer = Pick<
  LeadDocument<Date>,
  'status' | 'declineReason' | 'declineNote' | 'distanceMiles' | 'routedToCompany'
>;

// The console reads only what a company did with its lead.
const adminLeadAnswerConverter = readConverter((_id, data): AdminLeadAnswer => ({
  status: data.status as LeadStatus,
  declineReason: (data.declineReason ?? null) as DeclineReason | null,
  declineNote: typeof data.declineNote === 'string' ? data.declineNote : null,
  distanceMiles: typeof data.distanceMiles === 'number' ? data.distanceMiles : null,
  routedToCompany: data.routedToCompany === true,
}));

/** The leads of a request's matches by lead id (null for one that does not exist). */
export async function fetchQuoteLeads(
  leadIds: readonly string[],
): Promise<Record<string, AdminLeadAnswer | null>> {
  const snapshots = await Promise.all(
    leadIds.map((leadId) =>
      getDoc(doc(firestore(), COLLECTIONS.leads, leadId).withConverter(adminLeadAnswerConverter)),
    ),
  );
  return Object.fromEntries(snapshots.map((snapshot) => [snapshot.id, snapshot.data() ?? null]));
}

/** Sends a request that found nobody through matching again (`rematchQuote`, admins only). */
export function rematchQuote(
  quoteId: string,
): Promise<CallableOutput<typeof rematchQuoteCallable>> {
  return callFunction(rematchQuoteCallable, { quoteId });
}
