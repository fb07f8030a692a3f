import { useInfiniteQuery } from '@tanstack/react-query';

import type { AdminQuoteFilters } from '@/features/admin-quotes/admin-quote-filters';
import { fetchAdminQuotes } from '@/features/admin-quotes/api/admin-quotes-data';
import { quotePagesQuery } from '@/lib/quotes/quote-pages-query';

/** Every quote request, newest first, narrowed by the filters, a page at a time. */
export const adminQuotesQuery = (filters: AdminQuoteFilters) =>
  quotePagesQuery(
    [
      'admin-quotes',
      'list',
      filters.status ?? null,
      filters.service ?? null,
      filters.source ?? null,
    ],
    (after) => fetchAdminQuotes(filters, after),
  );

export function useAdminQuotes(filters: AdminQuoteFilters) {
  return useInfiniteQuery(adminQuotesQuery(filters));
}
