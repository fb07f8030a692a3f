import type { UseQueryResult } from '@tanstack/react-query';

import { LoadError } from '@/components/load-error';

export type FilterTotalsProps<T> = {
  query: UseQueryResult<T>;
  /** When the totals fail ("We could not count the subscriptions."). */
  errorText: string;
  /** Each figure: its label and how to write it from the totals. */
  figures: ReadonlyArray<readonly [label: string, value: (totals: T) => string]>;
};

/** Totals over a list's filtered set, "…" while they are counted. */
export function FilterTotals<T>({ query, errorText, figures }: FilterTotalsProps<T>) {
  return (
    <div role="group" aria-label="Totals for these filters">
      {query.isError ? (
        <LoadError
          message={errorText}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <dl className="admin-billing__totals" aria-busy={query.isPending}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{query.data === undefined ? '…' : value(query.data)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
