// The customer-quotes feature's only contact with Firebase: its Firestore reads and the callable.
// Queries and hooks live beside each operation and call these, so tests replace this one module.
import { claimGuestQuotesCallable } from '@fixwell/common/callables';
import { where } from 'firebase/firestore';

import { toCustomerQuote, type CustomerQuote } from '@/features/customer-quotes/customer-quote';
import { callFunction } from '@/lib/call-function';
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
