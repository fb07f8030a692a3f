import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import {
  getQuoteDrafts,
  type QuoteDraftsPage,
} from '@/features/admin-quote-funnel/api/quote-funnel-data';

export const QUOTE_DRAFTS_KEY = ['admin-quote-funnel', 'drafts'] as const;

export const quoteDraftsQuery = () =>
  infiniteQueryOptions({
    queryKey: QUOTE_DRAFTS_KEY,
    queryFn: ({ pageParam }) => getQuoteDrafts(pageParam),
    initialPageParam: undefined as QuoteDraftsPage['next'],
    getNextPageParam: (page) => page.next,
  });

export function useQuoteDrafts() {
  return useInfiniteQuery(quoteDraftsQuery());
}
