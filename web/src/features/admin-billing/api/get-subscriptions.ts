import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { AdminPlan } from '@/features/admin-billing/admin-billing';
import {
  fetchAllSubscriptions,
  fetchSubscriptions,
  fetchSubscriptionTotals,
} from '@/features/admin-billing/api/admin-billing-data';
import { billingPagesQuery } from '@/features/admin-billing/api/billing-pages-query';
import { subscriptionCsvRows } from '@/features/admin-billing/csv-rows';
import type { SubscriptionFilters } from '@/features/admin-billing/filters';
import { useCsvExport } from '@/features/admin-billing/hooks/use-csv-export';
import { londonDateOf } from '@fixwell/common/london-time';

const filterKey = (filters: SubscriptionFilters) => [
  filters.status ?? null,
  filters.planId ?? null,
  filters.cancelAtPeriodEnd ?? null,
  filters.search ?? null,
];

/** Every company's subscription by company name, narrowed by the filters, a page at a time. */
export function useAdminSubscriptions(filters: SubscriptionFilters) {
  return useInfiniteQuery(
    billingPagesQuery(['admin-billing', 'subscriptions', ...filterKey(filters)], (after) =>
      fetchSubscriptions(filters, after),
    ),
  );
}

export const subscriptionTotalsQuery = (filters: SubscriptionFilters) =>
  queryOptions({
    queryKey: ['admin-billing', 'subscription-totals', ...filterKey(filters)],
    queryFn: () => fetchSubscriptionTotals(filters),
    staleTime: 30 * 1000,
  });

export function useSubscriptionTotals(filters: SubscriptionFilters) {
  return useQuery(subscriptionTotalsQuery(filters));
}

/** "Download CSV" for every subscription the filters select, plan names from `plans`. */
export function useSubscriptionsCsv(filters: SubscriptionFilters, plans: readonly AdminPlan[]) {
  return useCsvExport(
    () => `subscriptions-${londonDateOf(Date.now())}.csv`,
    () => fetchAllSubscriptions(filters),
    (rows) => subscriptionCsvRows(rows, plans),
    'the subscriptions',
  );
}
