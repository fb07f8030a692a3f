import {
  BLOG_MESSAGES,
  SCHEDULE_MAX_AHEAD_MS,
  type BlogPostDocument,
  type BlogPostFields,
} from '@fixwell/common/admin/blog';
import { londonDateOf } from '@fixwell/common/london-time';
import type { ArticleSection } from '@fixwell/common/catalogue/catalogue-constants';
import { markdownReadingMinutes, renderMarkdown } from '@fixwell/common/content/markdown';

// The blog's decisions, without Firestore: what a save may change, when a publication happens,
// and what the public copy of a post holds.

/**
 * A live post keeps its address: changing the slug or section of a published post would break
 * every link to it, so the admin unpublishes first. Null when the change is allowed.
 */
export function addressChangeProblem(
  existing: Pick<BlogPostDocument<unknown>, 'publishedSlug' | 'publishedSection'> | undefined,
  fields: Pick<BlogPostFields, 'slug' | 'section'>,
): { field: 'slug' | 'section'; message: string } | null {
  if (!existing?.publishedSlug) return null;
  if (fields.slug !== existing.publishedSlug)
    return { field: 'slug', message: BLOG_MESSAGES.slugLocked };
  if (fields.section !== existing.publishedSection)
    return { field: 'section', message: BLOG_MESSAGES.slugLocked };
  return null;
}

export type ScheduleDecision =
  { kind: 'now' } | { kind: 'later'; at: number } | { kind: 'refused'; message: string };

/** Up to a minute in the past still counts as "now" (a clock a little behind the server's). */
const NOW_TOLERANCE_MS = 60 * 1000;

export function scheduleDecision(
  publishAt: number | null | undefined,
  now: number,
): ScheduleDecision {
  if (publishAt == null) return { kind: 'now' };
  if (publishAt < now - NOW_TOLERANCE_MS)
    return { kind: 'refused', message: BLOG_MESSAGES.scheduleInPast };
  if (publishAt > now + SCHEDULE_MAX_AHEAD_MS)
    return { kind: 'refused', message: BLOG_MESSAGES.scheduleTooFar };
  return publishAt <= now ? { kind: 'now' } : { kind: 'later', at: publishAt };
}

/** What the public pages read of a published post (`articles/{slug}`). */
export interface PublicArticleFromPost {
  slug: string;
  section: ArticleSection;
  category: string;
  categoryName: string;
  title: string;
  seoTitle: string;
  description: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  relatedServices: string[];
  howTo?: { totalTime: string; steps: Array<{ name: string; text: string }> };
  faq: Array<{ question: string; answer: string }>;
  coverImage: { url: string; alt: string } | null;
  canonical: string | null;
  /** Typed blocks are for seeded articles; a post's text is `bodyHtml`. */
  body: [];
  bodyHtml: string;
  readingMinutes: number;
  blogPostId: string;
  /** The seed leaves documents an admin wrote alone (scripts/seed/catalogue.ts). */
  source: 'admin';
}

export function publicArticleOf(
  post: BlogPostFields,
  context: {
    postId: string;
    categoryName: string;
    /** When the post first went live, and now (milliseconds). */
    firstPublishedAt: number;
    now: number;
    siteOrigin: string;
  },
): PublicArticleFromPost {
  return {
    slug: post.slug,
    section: post.section,
    category: post.category,
    categoryName: context.categoryName,
    title: post.title,
    seoTitle: post.seoTitle || post.title,
    description: post.description,
    author: post.author,
    publishedAt: londonDateOf(context.firstPublishedAt),
    updatedAt: londonDateOf(context.now),
    tags: post.tags,
    relatedServices: post.relatedServices,
    ...(post.howToSteps.length > 0
      ? { howTo: { totalTime: post.howToTotalTime, steps: post.howToSteps } }
      : {}),
    faq: post.faq,
    coverImage: post.coverImageUrl ? { url: post.coverImageUrl, alt: post.coverImageAlt } : null,
    canonical: post.canonical || null,
    body: [],
    bodyHtml: renderMarkdown(post.markdown, { siteOrigin: context.siteOrigin }),
    readingMinutes: markdownReadingMinutes(post.markdown),
    blogPostId: context.postId,
    source: 'admin',
  };
}

/** The editable fields of a stored post (a stored document carries more). */
export function fieldsOf(post: BlogPostFields): BlogPostFields {
  return {
    title: post.title,
    slug: post.slug,
    section: post.section,
    category: post.category,
    tags: post.tags,
    author: post.author,
    markdown: post.markdown,
    coverImageUrl: post.coverImageUrl,
    coverImageAlt: post.coverImageAlt,
    seoTitle: post.seoTitle,
    description: post.description,
    canonical: post.canonical,
    faq: post.faq,
    howToTotalTime: post.howToTotalTime,
    howToSteps: post.howToSteps,
    relatedServices: post.relatedServices,
  };
}
