import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

import type { QuotesCursor, QuotesPage } from '@/lib/quotes/quotes-data';

/** A list of quote requests read a page at a time, each page starting where the last ended. */
export const quotePagesQuery = <TQuote>(
  queryKey: QueryKey,
  fetchPage: (after: QuotesCursor | null) => Promise<QuotesPage<TQuote>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as QuotesCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: 30 * 1000,
  });
