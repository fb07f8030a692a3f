import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';

/** The dashboard while it loads, when it failed (with a retry), or its cards. */
export function DashboardState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return <LoadingBlock label="Loading your dashboard…" lines={8} minHeight="24rem" />;
  }
  if (query.isError) {
    return (
      <LoadError
        message="We could not load your dashboard."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <div className="dashboard-grid">{children(query.data)}</div>;
}
