import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import {
  ArticleGrid,
  ArticleGridSkeleton,
  type ArticleCardData,
} from '@/features/articles/components/article-card';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/features/articles/components/pagination';
import { ARTICLES_PER_PAGE, paginate } from '@/features/articles/pagination';

import './articles.css';

export type ArticleListingProps = {
  /** The heading above the cards, e.g. "Latest articles". */
  heading: string;
  /** The articles to list, already filtered and sorted; undefined while they load. */
  articles: readonly ArticleCardData[] | undefined;
  /** The requested page (from `?page=`). */
  page: number;
  pageHref: (page: number) => string;
  /** What the listing is, for the loading message and the navigation's name ("Cost guides"). */
  label: string;
  /** Said when there is nothing to list: honest, with somewhere else to go. */
  empty: ReactNode;
  error: boolean;
  onRetry: () => void;
  retrying: boolean;
};

/**
 * One page of article cards with its pagination, or the loading, error, empty or out-of-range
 * state in the same place, so the layout holds still while data arrives.
 */
export function ArticleListing({
  heading,
  articles,
  page,
  pageHref,
  label,
  empty,
  error,
  onRetry,
  retrying,
}: ArticleListingProps) {
  let content: ReactNode;
  if (articles === undefined && error) {
    content = (
      <div className="listing-state">
        <LoadError
          message={`We could not load the ${label.toLowerCase()}.`}
          onRetry={onRetry}
          retrying={retrying}
        />
      </div>
    );
  } else if (articles === undefined) {
    content = (
      <ArticleGridSkeleton count={ARTICLES_PER_PAGE} label={`Loading ${label.toLowerCase()}…`} />
    );
  } else if (articles.length === 0) {
    content = <div className="listing-state notice">{empty}</div>;
  } else {
    const current = paginate(articles, page);
    content = current.outOfRange ? (
      <div className="listing-state notice">
        <p>
          There is no page {page}: the {label.toLowerCase()} fill {current.totalPages}{' '}
          {current.totalPages === 1 ? 'page' : 'pages'}.
        </p>
        <p>
          <Link to={pageHref(1)}>Go to the first page</Link>
        </p>
      </div>
    ) : (
      <>
        <ArticleGrid
          articles={current.items}
          label={current.totalPages > 1 ? `${label}, page ${page} of ${current.totalPages}` : label}
        />
        <Pagination
          page={page}
          totalPages={current.totalPages}
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
