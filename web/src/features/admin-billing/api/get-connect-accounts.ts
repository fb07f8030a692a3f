import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import {
  fetchConnectAccount,
  fetchConnectAccounts,
  listConnectAccountActivity,
} from '@/features/admin-billing/api/admin-billing-data';
import { billingPagesQuery } from '@/features/admin-billing/api/billing-pages-query';
import type { ConnectAccountFilters } from '@/features/admin-billing/filters';

/** Every connected account, newest first, narrowed by status, a page at a time. */
export function useConnectAccounts(filters: ConnectAccountFilters) {
  return useInfiniteQuery(
    billingPagesQuery(['admin-billing', 'connect-accounts', filters.status ?? null], (after) =>
      fetchConnectAccounts(filters, after),
    ),
  );
}

export const connectAccountQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['admin-billing', 'connect-account', accountId],
    queryFn: () => fetchConnectAccount(accountId),
    staleTime: 30 * 1000,
  });

/** One connected account by its Stripe id; null when there is none. */
export function useConnectAccount(accountId: string) {
  return useQuery(connectAccountQuery(accountId));
}

export const connectAccountActivityQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['admin-billing', 'connect-activity', companyId],
    queryFn: () => listConnectAccountActivity(companyId),
    staleTime: 60 * 1000,
  });

/** The account's recent transfers and payouts from Stripe; waits until the company is known. */
export function useConnectAccountActivity(companyId: string | null) {
  return useQuery({
    ...connectAccountActivityQuery(companyId ?? ''),
    enabled: companyId !== null,
  });
}
