import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { LoadError } from '@/components/load-error';
import {
  ArticleGrid,
  ArticleGridSkeleton,
  type ArticleCardData,
} from '@/features/articles/components/article-card';
import { Pagination } from '@/features/articles/components/pagination';
import { ARTICLES_PER_PAGE, isBeyondLastPage, pageCount } from '@/features/articles/pagination';

import './articles.css';

export type ArticleListingProps = {
  /** The heading above the cards, e.g. "Latest articles". */
  heading: string;
  /** This page's articles and how many the whole listing holds. */
  query: Pick<
    UseQueryResult<{ articles: readonly ArticleCardData[]; total: number }>,
    'data' | 'isError' | 'isFetching' | 'refetch'
  >;
  /** The requested page (from `?page=`). */
  page: number;
  pageHref: (page: number) => string;
  /** What the listing is, for the loading message and the navigation's name ("Cost guides"). */
  label: string;
  /** Said when there is nothing to list: honest, with somewhere else to go. */
  empty: ReactNode;
};

/**
 * One page of article cards with its pagination, or the loading, error, empty or out-of-range
 * state in the same place, so the layout holds still while data arrives.
 */
export function ArticleListing({
  heading,
  query,
  page,
  pageHref,
  label,
  empty,
}: ArticleListingProps) {
  const current = query.data;
  let content: ReactNode;
  if (current === undefined && query.isError) {
    content = (
      <div className="listing-state">
        <LoadError
          message={`We could not load the ${label.toLowerCase()}.`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  } else if (current === undefined) {
    content = (
      <ArticleGridSkeleton count={ARTICLES_PER_PAGE} label={`Loading ${label.toLowerCase()}…`} />
    );
  } else if (current.total === 0) {
    content = <div className="listing-state notice">{empty}</div>;
  } else {
    const totalPages = pageCount(current.total);
    content = isBeyondLastPage(page, current.total) ? (
      <div className="listing-state notice">
        <p>
          There is no page {page}: the {label.toLowerCase()} fill {totalPages}{' '}
          {totalPages === 1 ? 'page' : 'pages'}.
        </p>
        <p>
          <Link to={pageHref(1)}>Go to the first page</Link>
        </p>
      </div>
    ) : (
      <>
        <ArticleGrid
          articles={current.articles}
          label={totalPages > 1 ? `${label}, page ${page} of ${totalPages}` : label}
        />
        <Pagination
          page={page}
          totalPages={totalPages}
          pageHref={pageHref}
          label={`${label} pages`}
        />
      </>
    );
  }

  return (
    <ContentSection id="articles" heading={heading} className="article-listing">
      {content}
    </ContentSection>
  );
}
