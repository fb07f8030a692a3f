import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

import type { BillingCursor, BillingPage } from '@/features/admin-billing/api/admin-billing-data';

/** A list read a page at a time, each page starting where the last ended. */
export const billingPagesQuery = <T>(
  queryKey: QueryKey,
  fetchPage: (after: BillingCursor | null) => Promise<BillingPage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as BillingCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: 30 * 1000,
  });
