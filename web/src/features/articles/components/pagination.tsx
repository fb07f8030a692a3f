import { Link } from 'react-router';

import './articles.css';

export type PaginationProps = {
  page: number;
  totalPages: number;
  /** The address of a page, keeping the listing's filters. */
  pageHref: (page: number) => string;
  /** Names the navigation landmark, e.g. "Blog pages". */
  label?: string;
};

/**
 * Previous and next links (real links with `rel`, so crawlers and people without script can page
 * through) around "Page 2 of 3". Nothing when everything fits on one page.
 */
export function Pagination({ page, totalPages, pageHref, label = 'Pages' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;

  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__previous">
        {previous ? (
          <Link to={pageHref(previous)} rel="prev">
            <span aria-hidden="true">← </span>Previous page
          </Link>
        ) : null}
      </p>
      <p className="pagination__status">
        Page {page} of {totalPages}
      </p>
      <p className="pagination__next">
        {next ? (
          <Link to={pageHref(next)} rel="next">
            Next page<span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </p>
    </nav>
  );
}
