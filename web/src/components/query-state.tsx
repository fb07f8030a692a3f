import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '@/components/load-error';

import './query-state.css';

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
    return (
      <div aria-busy="true" className="query-state__placeholder">
        {placeholder ?? <p>Loading {what}…</p>}
      </div>
    );
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

/** Grey bars standing in for lines of text while they load. */
export function TextPlaceholder({ lines = 3 }: { lines?: number }) {
  return (
    <div className="text-placeholder" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="text-placeholder__line" />
      ))}
    </div>
  );
}
