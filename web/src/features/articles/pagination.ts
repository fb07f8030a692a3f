/** Article listings show three rows of three cards on wide screens. */
export const ARTICLES_PER_PAGE = 9;

/** `?page=` as a whole number from 1; anything else (missing, "0", "abc", "2.5") is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` articles fill: at least one, where an empty listing says so. */
export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The requested page lies beyond the last one (an old link after articles were removed). */
export function isBeyondLastPage(page: number, total: number, perPage = ARTICLES_PER_PAGE) {
  return page > pageCount(total, perPage);
}

/**
 * A listing URL with its filters: `/blog?category=costs&page=2`. Page 1 is left out so every
 * listing has one address.
 */
export function listingHref(
  basePath: string,
  params: { category?: string | null; page?: number } = {},
): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return query ? `${basePath}?${query}` : basePath;
}
