import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';

export type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown while loading: size it like the content so nothing jumps when the data lands. */
  placeholder?: ReactNode;
  /** What failed, in words a visitor understands ("the prices"). */
  what: string;
};

/** Loading, failed (with a retry) or the data, for a section that reads from the server. */
export function QueryState<T>({ query, children, placeholder, what }: QueryStateProps<T>) {
  if (query.isPending) {
    return <div aria-busy="true">{placeholder ?? <p>Loading {what}…</p>}</div>;
  }
  if (query.isError) {
    return (
      <LoadError
        message={`We could not load ${what}.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** Grey lines standing in for text inside a section that is marked busy. */
export function TextPlaceholder({ lines = 3 }: { lines?: number }) {
  return <LoadingBlock lines={lines} />;
}
