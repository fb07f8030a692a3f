import { articleReadingMinutes, type StoredArticle } from '@/features/articles/article-utils';
import { formatLongDate } from '@/utils/format';

import './articles.css';

/**
 * Who wrote the article, when, when it last changed and how long it takes to read. "Updated" is
 * shown only when the article changed after it was published.
 */
export function ArticleMeta({
  article,
}: {
  article: Pick<
    StoredArticle,
    'author' | 'publishedAt' | 'updatedAt' | 'body' | 'howTo' | 'readingMinutes'
  >;
}) {
  const updated = article.updatedAt > article.publishedAt;
  return (
    <span className="article-meta">
      <span className="article-meta__item">
        By <span className="article-meta__author">{article.author}</span>
      </span>
      <span className="article-meta__item">
        Published <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
      </span>
      {updated ? (
        <span className="article-meta__item">
          Updated <time dateTime={article.updatedAt}>{formatLongDate(article.updatedAt)}</time>
        </span>
      ) : null}
      <span className="article-meta__item">{articleReadingMinutes(article)} min read</span>
    </span>
  );
}
