import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { PageHero } from '@/components/content/page-hero';
import { LoadError } from '@/components/load-error';

export type QuoteRequestQueryProps<TQuote> = {
  query: UseQueryResult<TQuote | null>;
  /** Said while the request loads. */
  loadingMessage: string;
  /** Shown under the "not found" heading when there is no such request for this reader. */
  notFound: ReactNode;
  /** Where to go instead, under that message. */
  backLink: ReactNode;
  children: (quote: TQuote) => ReactNode;
};

/** One quote request's page: its loading, error and not-found states, then the request. */
export function QuoteRequestQuery<TQuote>({
  query,
  loadingMessage,
  notFound,
  backLink,
  children,
}: QuoteRequestQueryProps<TQuote>) {
  if (query.isPending) {
    return (
      <>
        <PageHero heading="Quote request" />
        <p role="status">{loadingMessage}</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHero heading="Quote request" />
        <LoadError
          message="We could not load this quote request."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHero heading="Quote request not found" />
        {notFound}
        <p>{backLink}</p>
      </>
    );
  }
  return <>{children(query.data)}</>;
}
