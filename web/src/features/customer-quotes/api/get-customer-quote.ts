import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCustomerQuote } from '@/features/customer-quotes/api/customer-quotes-data';

/** One of the customer's requests; null when it does not exist or is not theirs. */
export const customerQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: ['customer-quotes', 'detail', id],
    queryFn: () => fetchCustomerQuote(id),
    staleTime: 30 * 1000,
  });

export function useCustomerQuote(id: string) {
  return useQuery(customerQuoteQuery(id));
}
