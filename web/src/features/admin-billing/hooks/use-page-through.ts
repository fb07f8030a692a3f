import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

import type { BillingPage } from '@/features/admin-billing/api/admin-billing-data';

export type PageThrough<T> = {
  /** The page in view, or undefined before the first arrives. */
  items: T[] | undefined;
  /** 1 for the first page. */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
};

/**
 * One page at a time of a paged list ("Previous page" / "Next page"): pages already read are kept,
 * so going back reads nothing. Mount it under a key that changes with the filters, so a new filter
 * starts again at the first page.
 */
export function usePageThrough<T>(
  query: UseInfiniteQueryResult<InfiniteData<BillingPage<T>>>,
): PageThrough<T> {
  const [index, setIndex] = useState(0);
  const pages = query.data?.pages ?? [];
  const shown = Math.min(index, Math.max(pages.length - 1, 0));
  const page = pages[shown];
  return {
    items: page?.items,
    pageNumber: shown + 1,
    hasPrevious: shown > 0,
    hasNext: shown < pages.length - 1 || Boolean(page?.next),
    previous: () => setIndex(Math.max(0, shown - 1)),
    next: () => {
      if (shown < pages.length - 1) {
        setIndex(shown + 1);
        return;
      }
      void query.fetchNextPage().then((result) => {
        if (!result.isError) setIndex(shown + 1);
      });
    },
  };
}
