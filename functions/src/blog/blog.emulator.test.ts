import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  BLOG_MESSAGES,
  EMPTY_BLOG_POST,
  type BlogPostFields,
  type SaveBlogPostResult,
} from '@fixwell/common/admin/blog';
import { COLLECTIONS } from '@fixwell/common/collections';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminAuth,
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { COMPANY_PASSWORD } from '../testing/quote-fixtures';
import { seedUser } from '../testing/user-fixtures';
import { publishScheduledPostsNow } from './publish-scheduled-posts';

const MARKDOWN = [
  '# Why pressure drops',
  '',
  'A combi boiler loses pressure when water escapes the sealed system. Look for drips under ',
  'radiator valves and check the pressure relief pipe outside. <script>alert(1)</script>',
  '',
  '[Bad link](javascript:alert(1)) and [Gas Safe](https://www.gassaferegister.co.uk/).',
].join('\n');

const READY: BlogPostFields = {
  ...EMPTY_BLOG_POST,
  title: 'Why your boiler pressure keeps dropping',
  slug: 'boiler-pressure-keeps-dropping',
  category: 'advice',
  tags: ['boilers', 'heating'],
  author: 'Fixwell editorial team',
  markdown: MARKDOWN,
  description:
    'Boiler pressure falling every few days? The usual causes, the checks you can make yourself, and when to call a Gas Safe engineer.',
  faq: [{ question: 'Is low pressure dangerous?', answer: 'No, but the boiler stops heating.' }],
};

let clients: WebClient[] = [];
const emails: Record<string, string> = {};

async function signedIn(uid: string): Promise<WebClient> {
  const client = webClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, emails[uid]!, COMPANY_PASSWORD);
  return client;
}

const db = () => adminDb();
const article = async (slug: string) =>
  (await db().collection(COLLECTIONS.articles).doc(slug).get()).data();
const post = async (id: string) =>
  (await db().collection(COLLECTIONS.blogPosts).doc(id).get()).data();

async function save(client: WebClient, fields: Partial<BlogPostFields>, id: string | null = null) {
  return client.call<SaveBlogPostResult>('saveBlogPost', { id, post: { ...READY, ...fields } });
}

beforeEach(async () => {
  await clearEmulators();
  for (const [uid, role] of [
    ['editor', 'admin'],
    ['homeowner', 'customer'],
    ['plumber', 'company'],
    ['former-admin', 'admin'],
  ] as const) {
    emails[uid] = await seedUser(uid, role);
  }
  await db().collection(COLLECTIONS.users).doc('former-admin').update({ active: false });
  await db().collection(COLLECTIONS.blogCategories).doc('advice').set({
    name: 'Advice',
    description: '',
    updatedAt: Timestamp.now(),
  });
  await db().collection(COLLECTIONS.services).doc('boiler-repair').set({ slug: 'boiler-repair' });
  await db()
    .collection(COLLECTIONS.articles)
    .doc('bleed-a-radiator')
    .set({ slug: 'bleed-a-radiator', section: 'how-to', category: 'advice', source: 'seed' });
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

afterAll(async () => {
  await clearEmulators();
  await closeAdmin();
  void adminAuth;
});

const CALLS: Array<[string, unknown]> = [
  ['saveBlogPost', { id: null, post: READY }],
  ['publishBlogPost', { id: 'x' }],
  ['unpublishBlogPost', { id: 'x' }],
  ['deleteBlogPost', { id: 'x' }],
  ['saveBlogCategory', { slug: 'boilers', name: 'Boilers', description: '', mode: 'create' }],
  ['deleteBlogCategory', { slug: 'advice' }],
  [
    'saveContentType',
    {
      slug: 'guides',
      label: 'Guides',
      intro: 'Plain guides to jobs around a home.',
      seoTitle: '',
      seoDescription: '',
    },
  ],
  [
    'saveBlogIdea',
    {
      id: null,
      idea: {
        workingTitle: 'Radiators',
        searchPhrase: '',
        intent: 'informational',
        status: 'new',
        notes: '',
      },
    },
  ],
  ['turnBlogIdeaIntoDraft', { id: 'x' }],
];

describe('who may use the blog callables', () => {
  it('refuses a signed-out visitor', async () => {
    const visitor = webClient();
    clients.push(visitor);
    for (const [name, input] of CALLS) {
      expect((await callFailure(visitor.call(name, input))).code, name).toBe(
        'functions/unauthenticated',
      );
    }
  });

  it.each(['homeowner', 'plumber', 'former-admin'])(
    'refuses %s, before reading the input',
    async (uid) => {
      const client = await signedIn(uid);
      for (const [name, input] of CALLS) {
        expect(await callFailure(client.call(name, input)), name).toMatchObject({
          code: 'functions/permission-denied',
          message: BLOG_MESSAGES.notAdmin,
        });
      }
      expect((await db().collection(COLLECTIONS.blogPosts).get()).size).toBe(0);
      expect((await db().collection(COLLECTIONS.blogIdeas).get()).size).toBe(0);
    },
  );
});

describe('saveBlogPost', () => {
  it('creates a draft, claims its address and audits it', async () => {
    const admin = await signedIn('editor');
    const { id, status } = await save(admin, {});
    expect(status).toBe('draft');
    expect(await post(id)).toMatchObject({
      title: READY.title,
      status: 'draft',
      publishedSlug: null,
      updatedBy: { uid: 'editor', email: emails.editor },
      searchTerms: expect.arrayContaining(['boiler', 'pressure', 'heating']),
    });
    expect((await db().collection(COLLECTIONS.blogSlugs).doc(READY.slug).get()).data()).toEqual({
      postId: id,
    });
    const audit = await db()
      .collection(COLLECTIONS.adminAudit)
      .where('target', '==', `blogPosts/${id}`)
      .get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['blog.create']);
    expect(await article(READY.slug)).toBeUndefined();
  });

  it('answers bad input with a message on each field', async () => {
    const admin = await signedIn('editor');
    const failure = await callFailure(
      save(admin, {
        title: '',
        slug: 'Boiler Pressure!',
        coverImageUrl: 'http://images.example/a.jpg',
        coverImageAlt: 'A boiler',
        seoTitle: 'x'.repeat(61),
        howToTotalTime: 'two hours',
      }),
    );
    expect(failure).toMatchObject({
      code: 'functions/invalid-argument',
      message: BLOG_MESSAGES.invalid,
    });
    expect(failure.details).toEqual({
      fields: {
        title: 'Give the post a title.',
        slug: 'Use lower-case letters, numbers and single hyphens, like "bleed-a-radiator".',
        coverImageUrl: 'The image address must start with https://.',
        seoTitle: 'Search results show 60 characters: keep the SEO title to 60.',
        howToTotalTime: 'Write the time as an ISO 8601 duration such as PT2H or PT45M.',
      },
    });
    const noAlt = await callFailure(save(admin, { coverImageUrl: 'https://images.example/a.jpg' }));
    expect(noAlt.details).toEqual({
      fields: {
        coverImageAlt: 'Describe the image for people who cannot see it (at least 3 characters).',
      },
    });
  });

  it('refuses an unknown category or service', async () => {
    const admin = await signedIn('editor');
    const failure = await callFailure(
      save(admin, { category: 'gossip', relatedServices: ['boiler-repair', 'moon-landing'] }),
    );
    expect(failure.details).toEqual({
      fields: {
        category: BLOG_MESSAGES.unknownCategory,
        relatedServices: BLOG_MESSAGES.unknownService,
      },
    });
  });

  it('refuses an address another post or a seeded article uses', async () => {
    const admin = await signedIn('editor');
    await save(admin, {});
    const clash = await callFailure(save(admin, { title: 'Another post' }));
    expect(clash.details).toEqual({ fields: { slug: BLOG_MESSAGES.slugTaken } });
    const seeded = await callFailure(save(admin, { slug: 'bleed-a-radiator' }));
    expect(seeded.details).toEqual({ fields: { slug: BLOG_MESSAGES.slugTaken } });
  });

  it('moves the claim when a draft changes address, and answers not-found for an unknown id', async () => {
    const admin = await signedIn('editor');
    const { id } = await save(admin, {});
    await save(admin, { slug: 'boiler-pressure' }, id);
    expect((await db().collection(COLLECTIONS.blogSlugs).doc(READY.slug).get()).exists).toBe(false);
    expect(
      (await db().collection(COLLECTIONS.blogSlugs).doc('boiler-pressure').get()).get('postId'),
    ).toBe(id);
    // The old address is free again.
    await save(admin, { title: 'Another' });
    expect((await callFailure(save(admin, {}, 'nope'))).code).toBe('functions/not-found');
  });
});

describe('publishing', () => {
  it('refuses a post that is not ready, naming what is missing', async () => {
    const admin = await signedIn('editor');
    const { id } = await save(admin, { description: 'Too short.', tags: [] });
    const failure = await callFailure(admin.call('publishBlogPost', { id }));
    expect(failure).toMatchObject({
      code: 'functions/failed-precondition',
      message: BLOG_MESSAGES.notReady,
    });
    expect(failure.details).toEqual({
      fields: {
        description: 'Write a description of at least 50 characters: search results show it.',
        tags: 'Add at least one tag.',
      },
    });
    expect(await article(READY.slug)).toBeUndefined();
  });

  it('publishes the public copy with sanitised HTML, then keeps its address and unpublishes', async () => {
    const admin = await signedIn('editor');
    const { id } = await save(admin, {});
    expect(await admin.call('publishBlogPost', { id })).toEqual({
      status: 'published',
      slug: READY.slug,
      section: 'blog',
      publishAt: null,
    });
    const live = await article(READY.slug);
    expect(live).toMatchObject({
      slug: READY.slug,
      section: 'blog',
      title: READY.title,
      description: READY.description,
      category: 'advice',
      categoryName: 'Advice',
      body: [],
      blogPostId: id,
      source: 'admin',
      faq: READY.faq,
    });
    expect(live?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(live?.bodyHtml).toContain('<h2>Why pressure drops</h2>');
    expect(live?.bodyHtml).toContain('&lt;script&gt;');
    expect(live?.bodyHtml).not.toContain('<script');
    expect(live?.bodyHtml).not.toContain('href="javascript');
    expect(live?.bodyHtml).toContain('rel="nofollow noopener"');
    expect(await post(id)).toMatchObject({ status: 'published', publishedSlug: READY.slug });

    const locked = await callFailure(save(admin, { slug: 'a-new-address' }, id));
    expect(locked.details).toEqual({ fields: { slug: BLOG_MESSAGES.slugLocked } });

    // Editing a live post changes the working copy; publishing again updates the public copy.
    await save(admin, { title: 'Why boiler pressure keeps dropping' }, id);
    expect((await article(READY.slug))?.title).toBe(READY.title);
    await admin.call('publishBlogPost', { id });
    expect((await article(READY.slug))?.title).toBe('Why boiler pressure keeps dropping');

    expect(await admin.call('unpublishBlogPost', { id })).toEqual({ status: 'draft' });
    expect(await article(READY.slug)).toBeUndefined();
    expect(await post(id)).toMatchObject({ status: 'draft', publishedSlug: null });
    expect((await callFailure(admin.call('unpublishBlogPost', { id }))).message).toBe(
      BLOG_MESSAGES.notPublished,
    );
    const actions = (
      await db().collection(COLLECTIONS.adminAudit).where('target', '==', `blogPosts/${id}`).get()
    ).docs.map((doc) => doc.get('action'));
    expect(actions).toEqual(
      expect.arrayContaining(['blog.create', 'blog.publish', 'blog.update-live', 'blog.unpublish']),
    );
  });

  it('schedules a post and publishes it when due, not before', async () => {
    const admin = await signedIn('editor');
    const { id } = await save(admin, {});
    const inAnHour = Date.now() + 60 * 60 * 1000;
    expect(
      (await callFailure(admin.call('publishBlogPost', { id, publishAt: Date.now() - 3_600_000 })))
        .details,
    ).toEqual({ fields: { publishAt: BLOG_MESSAGES.scheduleInPast } });
    expect(await admin.call('publishBlogPost', { id, publishAt: inAnHour })).toMatchObject({
      status: 'scheduled',
      publishAt: inAnHour,
    });
    expect(await publishScheduledPostsNow(Date.now())).toEqual([]);
    expect(await article(READY.slug)).toBeUndefined();
    expect(await publishScheduledPostsNow(inAnHour + 1000)).toEqual([id]);
    expect(await article(READY.slug)).toMatchObject({ title: READY.title, blogPostId: id });
    expect(await post(id)).toMatchObject({ status: 'published', publishAt: null });
    // Nothing left to do on the next run.
    expect(await publishScheduledPostsNow(inAnHour + 2000)).toEqual([]);
  });

  it('a cancelled schedule is not published', async () => {
    const admin = await signedIn('editor');
    const { id } = await save(admin, {});
    const soon = Date.now() + 60_000;
    await admin.call('publishBlogPost', { id, publishAt: soon });
    await admin.call('unpublishBlogPost', { id });
    expect(await publishScheduledPostsNow(soon + 1000)).toEqual([]);
    expect(await post(id)).toMatchObject({ status: 'draft', publishAt: null });
  });

  it('deletes only drafts, freeing their address', async () => {
    const admin = await signedIn('editor');
    const { id } = await save(admin, {});
    await admin.call('publishBlogPost', { id });
    expect((await callFailure(admin.call('deleteBlogPost', { id }))).code).toBe(
      'functions/failed-precondition',
    );
    await admin.call('unpublishBlogPost', { id });
    await admin.call('deleteBlogPost', { id });
    expect(await post(id)).toBeUndefined();
    expect((await db().collection(COLLECTIONS.blogSlugs).doc(READY.slug).get()).exists).toBe(false);
  });
});

describe('categories', () => {
  it('adds, renames (with the live articles) and deletes only unused categories', async () => {
    const admin = await signedIn('editor');
    const create = {
      slug: 'boilers',
      name: 'Boilers',
      description: 'Boiler advice',
      mode: 'create',
    };
    expect(await admin.call('saveBlogCategory', create)).toEqual({ slug: 'boilers' });
    expect((await callFailure(admin.call('saveBlogCategory', create))).details).toEqual({
      fields: { slug: BLOG_MESSAGES.categoryExists },
    });
    expect(
      (await callFailure(admin.call('saveBlogCategory', { ...create, name: 'B' }))).details,
    ).toEqual({ fields: { name: 'Name the category (at least 2 characters).' } });

    const { id } = await save(admin, { category: 'boilers' });
    await admin.call('publishBlogPost', { id });
    await admin.call('saveBlogCategory', {
      ...create,
      name: 'Boilers and heating',
      mode: 'update',
    });
    expect((await article(READY.slug))?.categoryName).toBe('Boilers and heating');

    expect(await callFailure(admin.call('deleteBlogCategory', { slug: 'boilers' }))).toMatchObject({
      code: 'functions/failed-precondition',
      message: '1 post uses this category. Move it to another category first.',
    });
    expect(await callFailure(admin.call('deleteBlogCategory', { slug: 'advice' }))).toMatchObject({
      message: '1 post uses this category. Move it to another category first.',
    });
    await admin.call('unpublishBlogPost', { id });
    await admin.call('deleteBlogPost', { id });
    await admin.call('deleteBlogCategory', { slug: 'boilers' });
    expect((await db().collection(COLLECTIONS.blogCategories).doc('boilers').get()).exists).toBe(
      false,
    );
  });
});

describe('content types', () => {
  it('saves a fixed section and refuses any other', async () => {
    const admin = await signedIn('editor');
    const texts = {
      label: 'Guides',
      intro: 'Plain guides to the jobs around a home.',
      seoTitle: 'Home improvement guides',
      seoDescription: 'Guides to home jobs.',
    };
    await admin.call('saveContentType', { slug: 'guides', ...texts });
    expect(
      (await db().collection(COLLECTIONS.contentTypes).doc('guides').get()).data(),
    ).toMatchObject(texts);
    expect(
      (await callFailure(admin.call('saveContentType', { slug: 'gossip', ...texts }))).details,
    ).toEqual({
      fields: { slug: 'Choose a section.' },
    });
  });
});

describe('ideas', () => {
  it('turns an idea into a linked draft once', async () => {
    const admin = await signedIn('editor');
    const { id } = await admin.call<{ id: string }>('saveBlogIdea', {
      id: null,
      idea: {
        workingTitle: 'How to bleed a radiator',
        searchPhrase: 'bleed radiator',
        intent: 'informational',
        status: 'new',
        notes: 'Photos of the key',
      },
    });
    const { postId } = await admin.call<{ postId: string }>('turnBlogIdeaIntoDraft', { id });
    // "how-to-bleed-a-radiator" is free; the seeded article is "bleed-a-radiator".
    expect(await post(postId)).toMatchObject({
      title: 'How to bleed a radiator',
      slug: 'how-to-bleed-a-radiator',
      status: 'draft',
      ideaId: id,
      tags: ['bleed radiator'],
    });
    expect((await db().collection(COLLECTIONS.blogIdeas).doc(id).get()).data()).toMatchObject({
      postId,
      status: 'drafted',
    });
    expect(await callFailure(admin.call('turnBlogIdeaIntoDraft', { id }))).toMatchObject({
      code: 'functions/failed-precondition',
      message: BLOG_MESSAGES.ideaHasDraft,
    });
    expect(
      (
        await callFailure(
          admin.call('saveBlogIdea', {
            id: null,
            idea: {
              workingTitle: 'Hi',
              searchPhrase: '',
              intent: 'curious',
              status: 'new',
              notes: '',
            },
          }),
        )
      ).details,
    ).toEqual({
      fields: {
        workingTitle: 'Give the idea a working title (at least 5 characters).',
        intent: 'Choose what the searcher wants.',
      },
    });
  });
});
