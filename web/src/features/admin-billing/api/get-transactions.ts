import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import {
  fetchAllTransactions,
  fetchTransactions,
  fetchTransactionTotals,
} from '@/features/admin-billing/api/admin-billing-data';
import { billingPagesQuery } from '@/features/admin-billing/api/billing-pages-query';
import { transactionCsvRows } from '@/features/admin-billing/csv-rows';
import type { TransactionFilters } from '@/features/admin-billing/filters';
import { useCsvExport } from '@/features/admin-billing/hooks/use-csv-export';
import { londonDateOf } from '@fixwell/common/london-time';

const filterKey = (filters: TransactionFilters) => [
  filters.type ?? null,
  filters.status ?? null,
  filters.companyId ?? null,
  filters.from ?? null,
  filters.to ?? null,
];

/** Every money movement, newest first, narrowed by the filters, a page at a time. */
export function useAdminTransactions(filters: TransactionFilters) {
  return useInfiniteQuery(
    billingPagesQuery(['admin-billing', 'transactions', ...filterKey(filters)], (after) =>
      fetchTransactions(filters, after),
    ),
  );
}

export const transactionTotalsQuery = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: ['admin-billing', 'transaction-totals', ...filterKey(filters)],
    queryFn: () => fetchTransactionTotals(filters),
    staleTime: 30 * 1000,
  });

export function useTransactionTotals(filters: TransactionFilters) {
  return useQuery(transactionTotalsQuery(filters));
}

/** "Download CSV" for every transaction the filters select. */
export function useTransactionsCsv(filters: TransactionFilters) {
  return useCsvExport(
    () => `transactions-${londonDateOf(Date.now())}.csv`,
    () => fetchAllTransactions(filters),
    transactionCsvRows,
    'the transactions',
  );
}
