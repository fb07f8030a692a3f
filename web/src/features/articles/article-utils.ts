import { BLOG_CATEGORIES, type BlogCategory } from '@fixwell/common/catalogue/catalogue-constants';
import type { Article, ArticleBlock } from '@fixwell/common/catalogue/catalogue-schema';

import { href, paths } from '@/config/paths';
import { readingMinutes } from '@/utils/format';

export type { Article, ArticleBlock, BlogCategory };

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  advice: 'Advice',
  costs: 'Costs and prices',
  'energy-saving': 'Energy saving',
  safety: 'Safety',
  inspiration: 'Inspiration',
  'for-tradespeople': 'For tradespeople',
};

/**
 * What a post published from the admin blog adds to an article (functions/src/blog/): its text as
 * HTML rendered on the server, the category's name (categories are admin-edited), FAQ items, a
 * cover image, its own SEO title and canonical address, and its reading time.
 */
export type PublishedArticleFields = {
  bodyHtml?: string;
  categoryName?: string;
  faq?: Array<{ question: string; answer: string }>;
  coverImage?: { url: string; alt: string } | null;
  seoTitle?: string;
  canonical?: string | null;
  readingMinutes?: number;
};

/** An article as stored: seeded (typed blocks) or published from the admin blog (HTML). */
export type StoredArticle = Article & PublishedArticleFields;

/** The category's name: the published post's own, else the built-in label. */
export function categoryLabel(article: Pick<StoredArticle, 'category' | 'categoryName'>): string {
  return (
    article.categoryName ??
    BLOG_CATEGORY_LABELS[article.category] ??
    article.category.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase())
  );
}

export function isBlogCategory(value: string | null | undefined): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** Blog posts live under /blog; every other section under /<section>. */
export function articleHref(article: Pick<Article, 'section' | 'slug'>): string {
  return article.section === 'blog'
    ? href(paths.blogPost, { slug: article.slug })
    : href(paths.contentDetail, { contentType: article.section, slug: article.slug });
}

function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case 'ul':
    case 'ol':
      return block.items.join(' ');
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flatMap((row) => row.cells)].join(' ');
    default:
      return block.text;
  }
}

/** Everything a reader reads: the body and any how-to steps. */
export function articleText(article: Pick<Article, 'body' | 'howTo'>): string {
  const steps = article.howTo?.steps.map((step) => `${step.name} ${step.text}`) ?? [];
  return [...article.body.map(blockText), ...steps].join(' ');
}

export function articleReadingMinutes(
  article: Pick<StoredArticle, 'body' | 'howTo' | 'readingMinutes'>,
): number {
  return article.readingMinutes ?? readingMinutes(articleText(article));
}

/** Newest first by publication date, then by title so the order is stable. */
export function newestFirst<T extends Pick<Article, 'publishedAt' | 'title'>>(
  articles: readonly T[],
): T[] {
  return [...articles].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title),
  );
}

/**
 * Up to `count` other articles worth reading next: same section and category first, then the
 * same section, then the same category elsewhere; newest first within each group.
 */
export function relatedArticles<
  T extends Pick<Article, 'slug' | 'section' | 'category' | 'publishedAt' | 'title'>,
>(
  current: Pick<Article, 'slug' | 'section' | 'category'>,
  candidates: readonly T[],
  count = 3,
): T[] {
  const score = (article: T) =>
    (article.section === current.section ? 2 : 0) + (article.category === current.category ? 1 : 0);
  const seen = new Set<string>([current.slug]);
  const unique = candidates.filter((article) => {
    if (seen.has(article.slug)) return false;
    seen.add(article.slug);
    return score(article) > 0;
  });
  return newestFirst(unique)
    .sort((a, b) => score(b) - score(a))
    .slice(0, count);
}

const DURATION_PART = /(\d+)([DHM])/g;
const DURATION_UNITS: Record<string, [string, string]> = {
  D: ['day', 'days'],
  H: ['hour', 'hours'],
  M: ['minute', 'minutes'],
};

/** An ISO 8601 duration as words: "PT1H30M" → "1 hour 30 minutes"; null when unreadable. */
export function formatDuration(iso: string): string | null {
  if (!/^P(T?\d+[DHM])+$/.test(iso)) return null;
  const [datePart = '', timePart = ''] = iso.slice(1).split('T');
  const words: string[] = [];
  for (const [part, units] of [
    [datePart, 'D'],
    [timePart, 'HM'],
  ] as const) {
    for (const [, amount = '0', unit = ''] of part.matchAll(DURATION_PART)) {
      // "M" before the T would be months, which the schema does not use for how-to times.
      if (!units.includes(unit)) continue;
      const [one, many] = DURATION_UNITS[unit]!;
      words.push(`${Number(amount)} ${Number(amount) === 1 ? one : many}`);
    }
  }
  return words.length > 0 ? words.join(' ') : null;
}
