import { useInfiniteQuery } from '@tanstack/react-query';

import { fetchCustomerQuotes } from '@/features/customer-quotes/api/customer-quotes-data';
import { quotePagesQuery } from '@/lib/quotes/quote-pages-query';

export const customerQuotesKey = (uid: string) => ['customer-quotes', 'list', uid] as const;

/** The customer's requests, newest first, a page at a time. */
export const customerQuotesQuery = (uid: string) =>
  quotePagesQuery(customerQuotesKey(uid), (after) => fetchCustomerQuotes(uid, after));

export function useCustomerQuotes(uid: string) {
  return useInfiniteQuery(customerQuotesQuery(uid));
}
