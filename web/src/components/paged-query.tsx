import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';

export type PagedQueryProps<T> = {
  /** A query for the first `count` items (see usePageCount), keeping its data while it grows. */
  query: UseQueryResult<T>;
  /** What it loads, e.g. "the reviews": "Loading the reviews…", "We could not load the reviews." */
  what: string;
  /** The page, or what to say when it is empty. */
  children: (data: T) => ReactNode;
  hasMore: (data: T) => boolean;
  /** The button that loads a page more, e.g. "Show more reviews". */
  moreLabel: string;
  onShowMore: () => void;
};

/**
 * A fetched list that grows a page at a time: loading, failed (with a retry) or the items, with a
 * button for more while there are more. The shown page stays while the next one loads.
 */
export function PagedQuery<T>({
  query,
  what,
  children,
  hasMore,
  moreLabel,
  onShowMore,
}: PagedQueryProps<T>) {
  if (query.data === undefined) {
    return query.isError ? (
      <LoadError
        message={`We could not load ${what}.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <LoadingBlock label={`Loading ${what}…`} lines={4} />
    );
  }
  return (
    <>
      {children(query.data)}
      {hasMore(query.data) ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={query.isFetching}
          onClick={onShowMore}
        >
          {query.isFetching ? 'Loading…' : moreLabel}
        </button>
      ) : null}
    </>
  );
}
