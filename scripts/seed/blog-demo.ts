// Seeds the admin blog's demo: the categories (from the constants the seed articles use), a draft,
// a post scheduled for next week, one published post that is an existing seed article (its blocks
// written as Markdown, republished through the same builder publishBlogPost uses) and two ideas.
// Fixed ids: running it again restores the demo posts without duplicating anything.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import {
  EMPTY_BLOG_POST,
  SEED_BLOG_CATEGORIES,
  blogSearchTerms,
  type BlogIdeaDocument,
  type BlogPostDocument,
  type BlogPostFields,
  UNPUBLISHED_DRAFT,
} from '@fixwell/common/admin/blog';
import { SEED_ARTICLES } from '@fixwell/common/catalogue/catalogue-data';
import type { ArticleBlock } from '@fixwell/common/catalogue/catalogue-schema';
import { COLLECTIONS } from '@fixwell/common/collections';

import { publicArticleOf } from '../../functions/src/blog/blog-decisions';

const ADMIN = { uid: 'demo-admin', email: 'admin@fixwell.test' };
/** The seed article the demo's published post is. */
const PUBLISHED_SLUG = 'how-to-win-more-work-as-a-tradesperson';
const DAY = 24 * 60 * 60 * 1000;

/** A seed article's typed blocks as Markdown (a table as a pipe table, a tip as a quote). */
export function blocksToMarkdown(blocks: readonly ArticleBlock[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'h2':
          return `## ${block.text}`;
        case 'h3':
          return `### ${block.text}`;
        case 'p':
          return block.text;
        case 'ul':
          return block.items.map((item) => `- ${item}`).join('\n');
        case 'ol':
          return block.items.map((item, index) => `${index + 1}. ${item}`).join('\n');
        case 'tip':
          return `> **Tip:** ${block.text}`;
        case 'table':
          return [
            `**${block.caption}**`,
            '',
            `| ${block.head.map(cell).join(' | ')} |`,
            `| ${block.head.map(() => '---').join(' | ')} |`,
            ...block.rows.map((row) => `| ${row.cells.map(cell).join(' | ')} |`),
          ].join('\n');
      }
    })
    .join('\n\n');
}

function postDocument(
  fields: BlogPostFields,
  extra: Partial<BlogPostDocument<Timestamp>>,
  now: Timestamp,
): BlogPostDocument<Timestamp> {
  return {
    ...fields,
    ...UNPUBLISHED_DRAFT,
    searchTerms: blogSearchTerms(fields.title, fields.slug, ...fields.tags),
    createdAt: now,
    updatedAt: now,
    updatedBy: ADMIN,
    ...extra,
  };
}

export async function seedBlogDemo(db: Firestore): Promise<string[]> {
  const now = Timestamp.now();
  const batch = db.batch();
  for (const category of SEED_BLOG_CATEGORIES) {
    batch.set(db.collection(COLLECTIONS.blogCategories).doc(category.slug), {
      name: category.name,
      description: category.description,
      updatedAt: now,
    });
  }

  const source = SEED_ARTICLES.find((article) => article.slug === PUBLISHED_SLUG)!;
  const published: BlogPostFields = {
    ...EMPTY_BLOG_POST,
    title: source.title,
    slug: source.slug,
    section: source.section,
    category: source.category,
    tags: source.tags,
    author: source.author,
    markdown: blocksToMarkdown(source.body),
    description: source.description,
    relatedServices: source.relatedServices,
  };
  const firstPublishedAt = Date.parse(`${source.publishedAt}T09:00:00Z`);
  const categoryName =
    SEED_BLOG_CATEGORIES.find((category) => category.slug === source.category)?.name ??
    source.category;
  batch.set(
    db.collection(COLLECTIONS.articles).doc(source.slug),
    publicArticleOf(published, {
      postId: 'demo-published',
      categoryName,
      firstPublishedAt,
      now: now.toMillis(),
      siteOrigin: process.env.APP_URL ?? 'http://localhost:5173',
    }),
  );
  batch.set(
    db.collection(COLLECTIONS.blogPosts).doc('demo-published'),
    postDocument(
      published,
      {
        status: 'published',
        publishedAt: Timestamp.fromMillis(firstPublishedAt),
        lastPublishedAt: now,
        publishedSlug: source.slug,
        publishedSection: source.section,
      },
      now,
    ),
  );

  const scheduled: BlogPostFields = {
    ...EMPTY_BLOG_POST,
    title: 'Five signs your boiler needs a service before winter',
    slug: 'signs-your-boiler-needs-a-service',
    category: 'advice',
    tags: ['boilers', 'winter'],
    author: 'Fixwell editorial team',
    description:
      'Banging pipes, a yellow flame or pressure that keeps dropping: five signs your boiler needs a Gas Safe engineer before the cold arrives.',
    markdown: [
      '## Why a service matters',
      '',
      'A yearly service keeps a boiler safe and efficient, and most manufacturers need one to honour the warranty.',
      '',
      '## The five signs',
      '',
      '1. The flame burns yellow or orange instead of blue.',
      '2. The pressure gauge keeps falling below 1 bar.',
      '3. Radiators take longer to warm up.',
      '4. You hear banging, gurgling or whistling.',
      '5. There are black marks or soot around the casing.',
      '',
      'If you see any of these, [ask for quotes](/quote) from Gas Safe registered engineers.',
    ].join('\n'),
    faq: [
      {
        question: 'How often should a boiler be serviced?',
        answer: 'Once a year, by a Gas Safe registered engineer.',
      },
    ],
  };
  batch.set(
    db.collection(COLLECTIONS.blogPosts).doc('demo-scheduled'),
    postDocument(
      scheduled,
      { status: 'scheduled', publishAt: Timestamp.fromMillis(now.toMillis() + 7 * DAY) },
      now,
    ),
  );

  const draft: BlogPostFields = {
    ...EMPTY_BLOG_POST,
    title: 'Heat pump grants: what you can claim',
    slug: 'heat-pump-grants',
    category: 'energy-saving',
    tags: ['heat pumps'],
    author: 'Fixwell editorial team',
    markdown:
      '## Boiler Upgrade Scheme\n\nNotes to write up: who qualifies, how much, how to apply.',
  };
  batch.set(
    db.collection(COLLECTIONS.blogPosts).doc('demo-draft'),
    postDocument(draft, { ideaId: 'demo-idea-drafted' }, now),
  );

  for (const [postId, slug] of [
    ['demo-published', published.slug],
    ['demo-scheduled', scheduled.slug],
    ['demo-draft', draft.slug],
  ] as const) {
    batch.set(db.collection(COLLECTIONS.blogSlugs).doc(slug), { postId });
  }

  const ideas: Array<[string, BlogIdeaDocument<Timestamp>]> = [
    [
      'demo-idea-new',
      {
        workingTitle: 'How to find a stopcock in an emergency',
        searchPhrase: 'where is my stopcock',
        intent: 'informational',
        status: 'new',
        notes: 'Photos of the usual places: under the kitchen sink, by the front door.',
        postId: null,
        createdAt: now,
        updatedAt: now,
      },
    ],
    [
      'demo-idea-drafted',
      {
        workingTitle: 'Heat pump grants: what you can claim',
        searchPhrase: 'heat pump grant',
        intent: 'commercial',
        status: 'drafted',
        notes: '',
        postId: 'demo-draft',
        createdAt: now,
        updatedAt: now,
      },
    ],
  ];
  for (const [id, idea] of ideas) batch.set(db.collection(COLLECTIONS.blogIdeas).doc(id), idea);

  await batch.commit();
  return [
    `  ✔ blog: ${SEED_BLOG_CATEGORIES.length} categories, a draft, a post scheduled for next week, /blog/${PUBLISHED_SLUG} published from the admin blog, 2 ideas`,
  ];
}
