import { ContentSection } from '@/components/content/content-section';
import { ArticleGrid, type ArticleCardData } from '@/features/articles/components/article-card';

/** Other articles to read next; nothing when there are none. */
export function RelatedArticles({
  articles,
  heading = 'Related articles',
}: {
  articles: readonly ArticleCardData[];
  heading?: string;
}) {
  if (articles.length === 0) return null;
  return (
    <ContentSection id="related-articles" heading={heading}>
      <ArticleGrid articles={articles} />
    </ContentSection>
  );
}
