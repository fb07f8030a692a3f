import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, type Role } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// The blog (issue 16 §2): admins read the posts' working copies and the ideas; every write goes
// through the blog callables. Visitors read the published copies (`articles`), the categories and
// the content types' texts; nobody but an admin reaches `blogPosts` or `blogIdeas`, and no client
// writes any of them.

const posts = operationsOn(COLLECTIONS.blogPosts);
const ideas = operationsOn(COLLECTIONS.blogIdeas);
const slugs = operationsOn(COLLECTIONS.blogSlugs);
const categories = operationsOn(COLLECTIONS.blogCategories);
const contentTypes = operationsOn(COLLECTIONS.contentTypes);
const articles = operationsOn(COLLECTIONS.articles);

/** A post as saveBlogPost stores it. */
const storedPost = {
  title: 'Why your boiler pressure keeps dropping',
  slug: 'boiler-pressure-keeps-dropping',
  section: 'blog',
  category: 'advice',
  markdown: '## Why',
  status: 'draft',
  publishAt: null,
  publishedSlug: null,
  searchTerms: ['boiler'],
  updatedAt: LAST_WEEK,
  updatedBy: { uid: 'root', email: 'admin@fixwell.test' },
};

const storedIdea = {
  workingTitle: 'Bleeding radiators',
  searchPhrase: 'bleed radiator',
  intent: 'informational',
  status: 'new',
  notes: '',
  postId: null,
  updatedAt: LAST_WEEK,
};

/** What the published copy looks like (publishBlogPost). */
const publishedArticle = {
  slug: 'boiler-pressure-keeps-dropping',
  section: 'blog',
  category: 'advice',
  title: 'Why your boiler pressure keeps dropping',
  bodyHtml: '<h2>Why</h2>',
  blogPostId: 'p1',
  source: 'admin',
};

useRulesEnvironment({
  seedEach: async (db) => {
    await posts.set(db, 'p1', storedPost);
    await ideas.set(db, 'i1', storedIdea);
    await slugs.set(db, storedPost.slug, { postId: 'p1' });
    await categories.set(db, 'advice', { name: 'Advice', description: '', updatedAt: LAST_WEEK });
    await contentTypes.set(db, 'guides', {
      label: 'Guides',
      intro: 'Plain guides.',
      seoTitle: 'Guides',
      seoDescription: 'Plain guides.',
      updatedAt: LAST_WEEK,
    });
    await articles.set(db, publishedArticle.slug, publishedArticle);
  },
});

/** The admin list's query: one status, newest change first. */
const draftsQuery = [where('status', '==', 'draft'), orderBy('updatedAt', 'desc'), limit(20)];

const NOT_ADMINS: Role[] = [
  'anonymous',
  'owner',
  'company',
  'otherCompany',
  'deactivated',
  'deactivatedAdmin',
  'deactivatedCompany',
];

describe('blog: what everyone may read', () => {
  for (const role of [...NOT_ADMINS, 'admin'] as Role[]) {
    it(`${role}: reads published articles, categories and content types`, async () => {
      const db = dbAs[role]();
      await toAllow(articles.get(db, publishedArticle.slug));
      await toAllow(articles.list(db, where('section', '==', 'blog'), limit(9)));
      await toAllow(categories.get(db, 'advice'));
      await toAllow(categories.list(db, orderBy('name'), limit(50)));
      await toAllow(contentTypes.get(db, 'guides'));
      await toAllow(contentTypes.list(db));
    });
  }
});

describe('blog: working copies and ideas', () => {
  for (const role of NOT_ADMINS) {
    it(`${role}: can neither read nor write posts, ideas or address claims`, async () => {
      const db = dbAs[role]();
      await toDeny(posts.get(db, 'p1'));
      await toDeny(posts.list(db, ...draftsQuery));
      await toDeny(ideas.get(db, 'i1'));
      await toDeny(ideas.list(db, orderBy('updatedAt', 'desc'), limit(30)));
      await toDeny(slugs.get(db, storedPost.slug));
      await toDeny(posts.set(db, 'p2', storedPost));
      await toDeny(posts.update(db, 'p1', { status: 'published' }));
      await toDeny(ideas.add(db, storedIdea));
      await toDeny(slugs.set(db, 'taken', { postId: 'p9' }));
    });
  }

  it('admin: reads posts and ideas, with the list queries the console runs', async () => {
    const db = dbAs.admin();
    await toAllow(posts.get(db, 'p1'));
    await toAllow(posts.list(db, ...draftsQuery));
    await toAllow(
      posts.list(
        db,
        where('status', '==', 'draft'),
        where('searchTerms', 'array-contains', 'boiler'),
        orderBy('updatedAt', 'desc'),
        limit(20),
      ),
    );
    await toAllow(ideas.get(db, 'i1'));
    await toAllow(ideas.list(db, where('status', '==', 'new'), orderBy('updatedAt', 'desc')));
  });

  it('admin: writes nothing directly — not posts, ideas, claims, categories or content types', async () => {
    const db = dbAs.admin();
    await toDeny(posts.set(db, 'p2', storedPost));
    await toDeny(posts.update(db, 'p1', { status: 'published', updatedAt: serverTimestamp() }));
    await toDeny(posts.delete(db, 'p1'));
    await toDeny(ideas.update(db, 'i1', { status: 'planned' }));
    await toDeny(ideas.delete(db, 'i1'));
    await toDeny(slugs.get(db, storedPost.slug));
    await toDeny(slugs.set(db, 'taken', { postId: 'p9' }));
    await toDeny(slugs.delete(db, storedPost.slug));
    await toDeny(categories.set(db, 'boilers', { name: 'Boilers', description: '' }));
    await toDeny(categories.update(db, 'advice', { name: 'Hacked' }));
    await toDeny(categories.delete(db, 'advice'));
    await toDeny(contentTypes.update(db, 'guides', { label: 'Hacked' }));
    await toDeny(contentTypes.set(db, 'news', { label: 'News' }));
  });
});

describe('blog: the published copies (articles)', () => {
  for (const role of NOT_ADMINS) {
    it(`${role}: cannot publish, change or remove an article`, async () => {
      const db = dbAs[role]();
      await toDeny(articles.set(db, 'fake-post', { ...publishedArticle, slug: 'fake-post' }));
      await toDeny(
        articles.update(db, publishedArticle.slug, { bodyHtml: '<script>alert(1)</script>' }),
      );
      await toDeny(articles.delete(db, publishedArticle.slug));
      await toDeny(categories.set(db, 'spam', { name: 'Spam', description: '' }));
      await toDeny(contentTypes.update(db, 'guides', { intro: 'Spam' }));
    });
  }
});
