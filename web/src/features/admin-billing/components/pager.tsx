import type { PageThrough } from '@/features/admin-billing/hooks/use-page-through';

/** "Previous page" and "Next page" under a paged table, with the page number between. */
export function Pager({
  label,
  page,
  loading,
}: {
  /** What is paged, for the navigation landmark ("Subscriptions pages"). */
  label: string;
  page: PageThrough<unknown>;
  loading: boolean;
}) {
  if (!page.hasPrevious && !page.hasNext) return null;
  return (
    <nav className="admin-billing__actions" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        onClick={page.previous}
        disabled={!page.hasPrevious}
      >
        Previous page
      </button>
      <span>Page {page.pageNumber}</span>
      <button
        type="button"
        className="button button--secondary"
        onClick={page.next}
        disabled={!page.hasNext || loading}
      >
        {loading ? 'Loading…' : 'Next page'}
      </button>
    </nav>
  );
}
