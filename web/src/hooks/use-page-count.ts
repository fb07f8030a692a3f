import { useCallback, useState } from 'react';

/** How many items a "Show more" list shows: one page to start with, and a page more each time. */
export function usePageCount(pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const showMore = useCallback(() => setCount((value) => value + pageSize), [pageSize]);
  const reset = useCallback(() => setCount(pageSize), [pageSize]);
  return { count, showMore, reset };
}
