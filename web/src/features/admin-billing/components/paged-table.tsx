import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '@/components/load-error';
import type { BillingPage } from '@/features/admin-billing/api/admin-billing-data';
import {
  BillingTable,
  type BillingTableProps,
} from '@/features/admin-billing/components/billing-table';
import { Pager } from '@/features/admin-billing/components/pager';
import { usePageThrough } from '@/features/admin-billing/hooks/use-page-through';

export type PagedTableProps<T> = Omit<BillingTableProps, 'children'> & {
  query: UseInfiniteQueryResult<InfiniteData<BillingPage<T>>>;
  /** While the first page loads ("Loading transactions…"). */
  loadingText: string;
  /** When the first page fails ("We could not load the transactions."). */
  errorText: string;
  /** When there is nothing to list. */
  emptyText: string;
  /** The pager's landmark ("Transaction pages"). */
  pagerLabel: string;
  row: (item: T) => ReactNode;
};

/**
 * A paged console list: its loading, error and empty states, one page of rows in a `BillingTable`
 * and the pager under it. Mount it under a key that changes with the filters.
 */
export function PagedTable<T>({
  query,
  loadingText,
  errorText,
  emptyText,
  pagerLabel,
  row,
  ...table
}: PagedTableProps<T>) {
  const page = usePageThrough(query);
  if (query.isPending) return <p role="status">{loadingText}</p>;
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={errorText}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = page.items ?? [];
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <>
      <BillingTable {...table}>{items.map(row)}</BillingTable>
      {query.isFetchNextPageError ? (
        <LoadError
          message="We could not load the next page."
          onRetry={page.next}
          retrying={query.isFetchingNextPage}
        />
      ) : null}
      <Pager label={pagerLabel} page={page} loading={query.isFetchingNextPage} />
    </>
  );
}
