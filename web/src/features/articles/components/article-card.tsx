import { Link } from 'react-router';

import {
  articleHref,
  articleReadingMinutes,
  categoryLabel,
  type StoredArticle,
} from '@/features/articles/article-utils';
import { formatLongDate } from '@/utils/format';

import './articles.css';

export type ArticleCardData = Pick<
  StoredArticle,
  | 'slug'
  | 'section'
  | 'category'
  | 'categoryName'
  | 'title'
  | 'description'
  | 'publishedAt'
  | 'body'
  | 'howTo'
  | 'readingMinutes'
>;

/** An article in a listing: its category, title (the link), summary, date and reading time. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="article-card card">
      <Heading className="article-card__title">
        <Link to={articleHref(article)}>{article.title}</Link>
      </Heading>
      <p className="article-card__category">{categoryLabel(article)}</p>
      <p className="article-card__description">{article.description}</p>
      <p className="article-card__meta">
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        {articleReadingMinutes(article)} min read
      </p>
    </li>
  );
}

/** Grey blocks the size of a card, so the grid does not jump when the articles arrive. */
function ArticleCardSkeleton() {
  return (
    <li className="article-card card article-card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--short" />
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton skeleton--short" />
    </li>
  );
}

export function ArticleGrid({
  articles,
  label,
  headingLevel = 3,
}: {
  articles: readonly ArticleCardData[];
  /** Names the list for assistive technology ("Cost guides, page 2"). */
  label?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="article-grid" aria-label={label}>
      {articles.map((article) => (
        <ArticleCard key={article.slug} article={article} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/** The loading state of a listing: as many placeholder cards as a page holds. */
export function ArticleGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className="article-grid">
        {Array.from({ length: count }, (_, index) => (
          <ArticleCardSkeleton key={index} />
        ))}
      </ul>
    </div>
  );
}
