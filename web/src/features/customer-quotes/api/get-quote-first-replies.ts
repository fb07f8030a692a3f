import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchQuoteFirstReplies } from '@/features/customer-quotes/api/customer-quotes-data';

/** How quickly each accepting company replied on one request (by company id). */
export const quoteFirstRepliesQuery = (uid: string, quoteId: string) =>
  queryOptions({
    queryKey: ['customer-quotes', 'first-replies', uid, quoteId],
    queryFn: () => fetchQuoteFirstReplies(uid, quoteId),
    staleTime: 30 * 1000,
    enabled: Boolean(uid && quoteId),
  });

export function useQuoteFirstReplies(uid: string, quoteId: string) {
  return useQuery(quoteFirstRepliesQuery(uid, quoteId));
}
