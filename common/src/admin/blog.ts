import { z } from 'zod';

import type { BLOG_CATEGORIES } from '../catalogue/catalogue-constants';
import {
  ARTICLE_SECTIONS,
  CONTENT_TYPES,
  type ArticleSection,
  type ContentType,
} from '../catalogue/catalogue-constants';
import type { AiAssistedMark } from './ai-content';

// The blog and content, written and published by admins (issue 16 §2). `blogPosts/{id}` is the
// admins' working copy; publishing writes the public copy `articles/{slug}` (functions only,
// functions/src/blog/). Categories (`blogCategories/{slug}`), the content types' texts
// (`contentTypes/{slug}`) and the ideas backlog (`blogIdeas/{id}`) are written through callables.

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** SPEC.md §5 "Page text limits". */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_DESCRIPTION_MIN = 50;
export const POST_TITLE_MIN = 10;
export const POST_TITLE_MAX = 100;
export const POST_MARKDOWN_MAX = 100_000;
/** A published post has at least this many characters of text. */
export const POST_MARKDOWN_MIN = 200;
export const POST_TAGS_MAX = 8;
export const POST_FAQ_MAX = 20;
export const POST_HOWTO_STEPS_MAX = 30;
export const POST_RELATED_SERVICES_MAX = 4;
/** How far ahead a publication can be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DURATION = /^P(T?\d+[HMD])+$/;

export const BLOG_MESSAGES = {
  notAdmin: 'Only an admin can manage the blog.',
  invalid: 'Check the highlighted fields.',
  postNotFound: 'We could not find that post.',
  slugTaken: 'Another post or article already uses this address. Choose another.',
  slugLocked:
    'This post is live at this address. Unpublish it before changing its address or section.',
  unknownCategory: 'Choose one of the categories.',
  unknownService: 'Use the address names of existing services, such as "boiler-repair".',
  notReady: 'The post is not ready to publish yet.',
  notPublished: 'This post is not published or scheduled.',
  scheduleInPast: 'Choose a time in the future.',
  scheduleTooFar: 'Choose a time within the next year.',
  categoryExists: 'A category with this address already exists.',
  categoryNotFound: 'We could not find that category.',
  categoryInUse: (posts: number) =>
    `${posts} ${posts === 1 ? 'post uses' : 'posts use'} this category. Move ${posts === 1 ? 'it' : 'them'} to another category first.`,
  ideaNotFound: 'We could not find that idea.',
  ideaHasDraft: 'This idea already has a draft.',
} as const;

const slug = (what: string) =>
  z
    .string()
    .trim()
    .min(3, `The ${what} needs at least 3 characters.`)
    .max(80, `Keep the ${what} to 80 characters or fewer.`)
    .regex(
      SLUG_PATTERN,
      'Use lower-case letters, numbers and single hyphens, like "bleed-a-radiator".',
    );

const optionalHttpsUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(500, `Keep the ${what} to 500 characters or fewer.`)
    .refine((value) => value === '' || isHttpsUrl(value), `The ${what} must start with https://.`);

/** An absolute https address with a host name and no spaces. */
function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i.test(value);
}

export const faqItemSchema = z.object({
  question: z
    .string()
    .trim()
    .min(5, 'Write the question (at least 5 characters).')
    .max(200, 'Keep the question to 200 characters or fewer.'),
  answer: z
    .string()
    .trim()
    .min(10, 'Write the answer (at least 10 characters).')
    .max(1000, 'Keep the answer to 1,000 characters or fewer.'),
});
export type BlogFaqItem = z.infer<typeof faqItemSchema>;

export const howToStepSchema = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Name the step (at least 3 characters).')
    .max(120, 'Keep the step name to 120 characters or fewer.'),
  text: z
    .string()
    .trim()
    .min(10, 'Describe the step (at least 10 characters).')
    .max(600, 'Keep the step to 600 characters or fewer.'),
});
export type BlogHowToStep = z.infer<typeof howToStepSchema>;

/**
 * What an admin writes: the editor's form and `saveBlogPost`'s `post`. A draft may be unfinished
 * (only the title and address are needed); `publishProblems` says what publishing needs.
 */
export const blogPostFieldsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the post a title.')
      .max(POST_TITLE_MAX, `Keep the title to ${POST_TITLE_MAX} characters or fewer.`),
    slug: slug('address'),
    section: z.enum(ARTICLE_SECTIONS, 'Choose where the post appears.'),
    category: z.string().trim().min(1, 'Choose a category.').max(40, 'Choose a category.'),
    tags: z
      .array(
        z
          .string()
          .trim()
          .min(2, 'Each tag needs at least 2 characters.')
          .max(40, 'Keep each tag to 40 characters or fewer.'),
      )
      .max(POST_TAGS_MAX, `Use at most ${POST_TAGS_MAX} tags.`),
    author: z.string().trim().max(80, 'Keep the author to 80 characters or fewer.'),
    markdown: z
      .string()
      .max(
        POST_MARKDOWN_MAX,
        `Keep the text to ${POST_MARKDOWN_MAX.toLocaleString('en-GB')} characters or fewer.`,
      ),
    coverImageUrl: optionalHttpsUrl('image address'),
    coverImageAlt: z.string().trim().max(200, 'Keep the description to 200 characters or fewer.'),
    seoTitle: z
      .string()
      .trim()
      .max(
        SEO_TITLE_MAX,
        `Search results show ${SEO_TITLE_MAX} characters: keep the SEO title to ${SEO_TITLE_MAX}.`,
      ),
    description: z
      .string()
      .trim()
      .max(
        SEO_DESCRIPTION_MAX,
        `Search results show ${SEO_DESCRIPTION_MAX} characters: keep the description to ${SEO_DESCRIPTION_MAX}.`,
      ),
    canonical: optionalHttpsUrl('canonical address'),
    faq: z.array(faqItemSchema).max(POST_FAQ_MAX, `Use at most ${POST_FAQ_MAX} questions.`),
    howToTotalTime: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || ISO_DURATION.test(value),
        'Write the time as an ISO 8601 duration such as PT2H or PT45M.',
      ),
    howToSteps: z
      .array(howToStepSchema)
      .max(POST_HOWTO_STEPS_MAX, `Use at most ${POST_HOWTO_STEPS_MAX} steps.`),
    relatedServices: z
      .array(slug('service address'))
      .max(POST_RELATED_SERVICES_MAX, `Link at most ${POST_RELATED_SERVICES_MAX} services.`),
  })
  .superRefine((post, ctx) => {
    if (post.coverImageUrl && post.coverImageAlt.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['coverImageAlt'],
        message: 'Describe the image for people who cannot see it (at least 3 characters).',
      });
    }
    if (!post.coverImageUrl && post.coverImageAlt) {
      ctx.addIssue({
        code: 'custom',
        path: ['coverImageUrl'],
        message: 'Add the image address, or clear its description.',
      });
    }
  });

export type BlogPostFields = z.infer<typeof blogPostFieldsSchema>;

export const EMPTY_BLOG_POST: BlogPostFields = {
  title: '',
  slug: '',
  section: 'blog',
  category: 'advice',
  tags: [],
  author: '',
  markdown: '',
  coverImageUrl: '',
  coverImageAlt: '',
  seoTitle: '',
  description: '',
  canonical: '',
  faq: [],
  howToTotalTime: '',
  howToSteps: [],
  relatedServices: [],
};

export type PublishProblem = { field: keyof BlogPostFields; message: string };

/** What stops a saved post from being published; empty when it can go live. */
export function publishProblems(post: BlogPostFields): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (post.title.trim().length < POST_TITLE_MIN)
    problems.push({
      field: 'title',
      message: `The title needs at least ${POST_TITLE_MIN} characters.`,
    });
  if (post.description.trim().length < SEO_DESCRIPTION_MIN)
    problems.push({
      field: 'description',
      message: `Write a description of at least ${SEO_DESCRIPTION_MIN} characters: search results show it.`,
    });
  if (post.author.trim().length < 3)
    problems.push({ field: 'author', message: 'Name the author (at least 3 characters).' });
  if (post.tags.length === 0) problems.push({ field: 'tags', message: 'Add at least one tag.' });
  if (post.markdown.trim().length < POST_MARKDOWN_MIN)
    problems.push({
      field: 'markdown',
      message: `Write at least ${POST_MARKDOWN_MIN} characters of text.`,
    });
  if (post.howToSteps.length === 1)
    problems.push({ field: 'howToSteps', message: 'A how-to needs at least 2 steps, or none.' });
  if (post.howToSteps.length > 0 && !post.howToTotalTime)
    problems.push({
      field: 'howToTotalTime',
      message: 'Say how long the how-to takes, such as PT2H.',
    });
  return problems;
}

/** The words a post can be found by in the admin list: title, address and tags. */
export function blogSearchTerms(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 2) words.add(word);
    }
  }
  return [...words].slice(0, 80);
}

/** The term the admin search box sends: its first word, lower case (or null when empty). */
export function blogSearchTerm(input: string): string | null {
  return blogSearchTerms(input)[0] ?? null;
}

/** "Boiler pressure: a guide!" → "boiler-pressure-a-guide" (an address suggestion). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export type Actor = { uid: string; email: string };

/** `blogPosts/{id}`: admins read it (rules); functions write it. */
export interface BlogPostDocument<TTime> extends BlogPostFields {
  status: BlogPostStatus;
  /** When a scheduled post goes live. */
  publishAt: TTime | null;
  /** When it first went live (kept through later updates and re-publishing). */
  publishedAt: TTime | null;
  /** When the public copy was last written. */
  lastPublishedAt: TTime | null;
  /** The address live now (`articles/{publishedSlug}`), or null. */
  publishedSlug: string | null;
  publishedSection: ArticleSection | null;
  ideaId: string | null;
  searchTerms: string[];
  /** Set on drafts written by a model (/admin/ai-content), which a person must edit and publish. */
  aiAssisted?: AiAssistedMark<TTime>;
  createdAt: TTime;
  updatedAt: TTime;
  updatedBy: Actor;
}

/** A post nobody has published yet: the state every new draft starts in. */
export const UNPUBLISHED_DRAFT = {
  status: 'draft',
  publishAt: null,
  publishedAt: null,
  lastPublishedAt: null,
  publishedSlug: null,
  publishedSection: null,
  ideaId: null,
} as const satisfies Partial<BlogPostDocument<unknown>>;

/** `blogSlugs/{slug}`: one claim per address a post uses, so two posts never share one. */
export interface BlogSlugClaim {
  postId: string;
}

export const saveBlogPostSchema = z.object({
  /** null creates a post. */
  id: z.string().min(1).max(128).nullable(),
  post: blogPostFieldsSchema,
});
export type SaveBlogPostInput = z.input<typeof saveBlogPostSchema>;
export type SaveBlogPostResult = { id: string; status: BlogPostStatus; updatedAt: number };

export const postIdSchema = z.object({ id: z.string().min(1).max(128) });

export const publishBlogPostSchema = z.object({
  id: z.string().min(1).max(128),
  /** Milliseconds; null or absent publishes now. */
  publishAt: z.number().int().positive().nullable().optional(),
});
export type PublishBlogPostResult = {
  status: 'published' | 'scheduled';
  slug: string;
  section: ArticleSection;
  publishAt: number | null;
};

// ---- categories -------------------------------------------------------------------------------

/** `blogCategories/{slug}`: everyone may read; written through callables. */
export interface BlogCategoryDocument<TTime> {
  name: string;
  description: string;
  updatedAt: TTime;
}

/** The categories seeded from today's constants (and the labels the public pages used). */
export const SEED_BLOG_CATEGORIES: ReadonlyArray<{
  slug: (typeof BLOG_CATEGORIES)[number];
  name: string;
  description: string;
}> = [
  { slug: 'advice', name: 'Advice', description: 'Practical advice for looking after a home.' },
  {
    slug: 'costs',
    name: 'Costs and prices',
    description: 'What jobs cost across the UK, and why.',
  },
  { slug: 'energy-saving', name: 'Energy saving', description: 'Cutting bills and heat loss.' },
  { slug: 'safety', name: 'Safety', description: 'Gas, electrics and staying safe at home.' },
  { slug: 'inspiration', name: 'Inspiration', description: 'Ideas for improving a home.' },
  {
    slug: 'for-tradespeople',
    name: 'For tradespeople',
    description: 'Running a trade business and winning work.',
  },
];

export const blogCategorySchema = z.object({
  slug: slug('category address'),
  name: z
    .string()
    .trim()
    .min(2, 'Name the category (at least 2 characters).')
    .max(40, 'Keep the name to 40 characters or fewer.'),
  description: z.string().trim().max(300, 'Keep the description to 300 characters or fewer.'),
});
export type BlogCategoryFields = z.infer<typeof blogCategorySchema>;

export const saveBlogCategorySchema = blogCategorySchema.extend({
  /** `create` refuses an existing address; `update` needs one. */
  mode: z.enum(['create', 'update']),
});
export const categorySlugSchema = z.object({ slug: z.string().min(1).max(80) });

// ---- content types ----------------------------------------------------------------------------

export type { ContentTypeDocument } from '../content/content-types';

export const contentTypeFieldsSchema = z.object({
  label: z
    .string()
    .trim()
    .min(2, 'Name the section (at least 2 characters).')
    .max(40, 'Keep the name to 40 characters or fewer.'),
  intro: z
    .string()
    .trim()
    .min(20, 'Write an introduction of at least 20 characters.')
    .max(600, 'Keep the introduction to 600 characters or fewer.'),
  seoTitle: z
    .string()
    .trim()
    .max(SEO_TITLE_MAX, `Keep the SEO title to ${SEO_TITLE_MAX} characters or fewer.`),
  seoDescription: z
    .string()
    .trim()
    .max(
      SEO_DESCRIPTION_MAX,
      `Keep the description to ${SEO_DESCRIPTION_MAX} characters or fewer.`,
    ),
});
export type ContentTypeFields = z.infer<typeof contentTypeFieldsSchema>;

export const saveContentTypeSchema = contentTypeFieldsSchema.extend({
  slug: z.enum(CONTENT_TYPES as readonly [ContentType, ...ContentType[]], 'Choose a section.'),
});

export { defaultContentType } from '../content/content-types';

// ---- ideas ------------------------------------------------------------------------------------

export const IDEA_INTENTS = [
  'informational',
  'commercial',
  'transactional',
  'navigational',
] as const;
export type IdeaIntent = (typeof IDEA_INTENTS)[number];
export const IDEA_INTENT_LABELS: Record<IdeaIntent, string> = {
  informational: 'Informational',
  commercial: 'Commercial',
  transactional: 'Transactional',
  navigational: 'Navigational',
};

export const IDEA_STATUSES = ['new', 'planned', 'drafted', 'dropped'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
export const IDEA_STATUS_LABELS: Record<IdeaStatus, string> = {
  new: 'New',
  planned: 'Planned',
  drafted: 'Drafted',
  dropped: 'Dropped',
};

export const blogIdeaFieldsSchema = z.object({
  workingTitle: z
    .string()
    .trim()
    .min(5, 'Give the idea a working title (at least 5 characters).')
    .max(POST_TITLE_MAX, `Keep the title to ${POST_TITLE_MAX} characters or fewer.`),
  searchPhrase: z.string().trim().max(100, 'Keep the search phrase to 100 characters or fewer.'),
  intent: z.enum(IDEA_INTENTS, 'Choose what the searcher wants.'),
  status: z.enum(IDEA_STATUSES, 'Choose a status.'),
  notes: z.string().trim().max(2000, 'Keep the notes to 2,000 characters or fewer.'),
});
export type BlogIdeaFields = z.infer<typeof blogIdeaFieldsSchema>;

/** `blogIdeas/{id}`: admins read it (rules); functions write it. */
export interface BlogIdeaDocument<TTime> extends BlogIdeaFields {
  /** The draft made from it. */
  postId: string | null;
  createdAt: TTime;
  updatedAt: TTime;
}

export const saveBlogIdeaSchema = z.object({
  id: z.string().min(1).max(128).nullable(),
  idea: blogIdeaFieldsSchema,
});
