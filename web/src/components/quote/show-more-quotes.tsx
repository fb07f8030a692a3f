import { LoadError } from '@/components/load-error';

export type ShowMoreQuotesProps = {
  /** The list's paged query (react-query's infinite query). */
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** Said when the next page fails to load. */
  errorMessage: string;
};

/** Under a list of quote requests: a button for the next page, or why it did not load. */
export function ShowMoreQuotes({ query, errorMessage }: ShowMoreQuotesProps) {
  if (query.isFetchNextPageError) {
    return (
      <LoadError
        message={errorMessage}
        onRetry={() => void query.fetchNextPage()}
        retrying={query.isFetchingNextPage}
      />
    );
  }
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? 'Loading more…' : 'Show more'}
    </button>
  );
}
