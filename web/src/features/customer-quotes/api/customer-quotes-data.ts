// The customer-quotes feature's only contact with Firebase: its Firestore reads and the callable.
// Queries and hooks live beside each operation and call these, so tests replace this one module.
import { claimGuestQuotesCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { LEAD_CREDIT_REASONS } from '@fixwell/common/conversations/conversation';
import type { FirstReplyFacts } from '@fixwell/common/lead/first-reply-rules';
import { MAX_COMPANIES_PER_QUOTE_LIMIT } from '@fixwell/common/lead/lead';
import { dateOf } from '@fixwell/common/timestamps';
import { collection, getDocs, limit, query, where, type DocumentData } from 'firebase/firestore';

import { toCustomerQuote, type CustomerQuote } from '@/features/customer-quotes/customer-quote';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { nullWhenRefused } from '@/lib/null-when-refused';
import {
  fetchQuote,
  fetchQuotesPage,
  type QuotesCursor,
  type QuotesPage,
} from '@/lib/quotes/quotes-data';

export const CUSTOMER_QUOTES_PAGE_SIZE = 20;

const customerQuoteConverter = readConverter(toCustomerQuote);

/**
 * One page of the customer's requests, newest first. The rules let a customer read only quotes
 * linked to them, so the query must say so (index: customerId ↑, createdAt ↓).
 */
export async function fetchCustomerQuotes(
  uid: string,
  after: QuotesCursor | null,
): Promise<QuotesPage<CustomerQuote>> {
  return fetchQuotesPage(
    customerQuoteConverter,
    [where('customerId', '==', uid)],
    after,
    CUSTOMER_QUOTES_PAGE_SIZE,
  );
}

/**
 * One of the customer's requests, or null when there is no such request or it is not theirs: the
 * rules refuse both alike (permission-denied), and the page says the same for both.
 */
export async function fetchCustomerQuote(id: string): Promise<CustomerQuote | null> {
  return nullWhenRefused(() => fetchQuote(customerQuoteConverter, id));
}

/**
 * The `claimGuestQuotes` callable: links the requests made as a guest with the customer's verified
 * email address to their account. Answers how many it linked.
 */
export async function callClaimGuestQuotes(): Promise<number> {
  const { linked } = await callFunction(claimGuestQuotesCallable, null);
  return linked;
}

/** Each accepting company's first-reply fields on one request, by company id. */
export type QuoteFirstReplies = Record<string, FirstReplyFacts>;

type CreditReason = (typeof LEAD_CREDIT_REASONS)[number];

const firstReplyConverter = readConverter(
  (_id, data: DocumentData): { companyId: string; facts: FirstReplyFacts } => {
    const credit = data.leadCredit as { reason?: unknown; at?: unknown } | null | undefined;
    const reason = credit?.reason as CreditReason | undefined;
    return {
      companyId: typeof data.companyId === 'string' ? data.companyId : '',
      facts: {
        // A server timestamp still pending reads as now.
        acceptedAt: dateOf(data.acceptedAt) ?? new Date(),
        firstCompanyMessageAt: dateOf(data.firstCompanyMessageAt),
        leadCredit:
          reason && LEAD_CREDIT_REASONS.includes(reason)
            ? { reason, at: dateOf(credit?.at) ?? new Date() }
            : null,
      },
    };
  },
);

/**
 * The first-reply fields of the request's conversations the customer takes part in (one per
 * accepting company): how quickly each replied, its deadline, or its credit-back. The rules let a
 * participant read only its own conversations, so the query says so (index: participantIds
 * array-contains, quoteId). A guest's request claimed later has no such conversation until the
 * conversations domain adds the customer: the page then shows nothing for that company.
 */
export async function fetchQuoteFirstReplies(
  uid: string,
  quoteId: string,
): Promise<QuoteFirstReplies> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.conversations).withConverter(firstReplyConverter),
      where('participantIds', 'array-contains', uid),
      where('quoteId', '==', quoteId),
      // A request is offered to at most twice the cap (replacements included).
      limit(MAX_COMPANIES_PER_QUOTE_LIMIT * 2),
    ),
  );
  const replies: QuoteFirstReplies = {};
  for (const doc of snapshot.docs) {
    const { companyId, facts } = doc.data();
    if (companyId) replies[companyId] = facts;
  }
  return replies;
}
