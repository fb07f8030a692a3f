import { describe, expect, it } from 'vitest';

import { BLOG_MESSAGES, EMPTY_BLOG_POST, SCHEDULE_MAX_AHEAD_MS } from '@fixwell/common/admin/blog';

import { addressChangeProblem, publicArticleOf, scheduleDecision } from './blog-decisions';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('addressChangeProblem', () => {
  it('lets a post that is not live change its address', () => {
    expect(addressChangeProblem(undefined, { slug: 'a', section: 'blog' })).toBeNull();
    expect(
      addressChangeProblem(
        { publishedSlug: null, publishedSection: null },
        { slug: 'b', section: 'tips' },
      ),
    ).toBeNull();
  });

  it('keeps a live post at its address and section', () => {
    const live = { publishedSlug: 'a', publishedSection: 'blog' as const };
    expect(addressChangeProblem(live, { slug: 'a', section: 'blog' })).toBeNull();
    expect(addressChangeProblem(live, { slug: 'b', section: 'blog' })).toEqual({
      field: 'slug',
      message: BLOG_MESSAGES.slugLocked,
    });
    expect(addressChangeProblem(live, { slug: 'a', section: 'tips' })).toEqual({
      field: 'section',
      message: BLOG_MESSAGES.slugLocked,
    });
  });
});

describe('scheduleDecision', () => {
  it('publishes now without a time, or with one in the last minute', () => {
    expect(scheduleDecision(null, NOW)).toEqual({ kind: 'now' });
    expect(scheduleDecision(undefined, NOW)).toEqual({ kind: 'now' });
    expect(scheduleDecision(NOW - 30_000, NOW)).toEqual({ kind: 'now' });
  });

  it('schedules a future time within a year, refusing the past and the far future', () => {
    expect(scheduleDecision(NOW + 3_600_000, NOW)).toEqual({ kind: 'later', at: NOW + 3_600_000 });
    expect(scheduleDecision(NOW - 120_000, NOW)).toEqual({
      kind: 'refused',
      message: BLOG_MESSAGES.scheduleInPast,
    });
    expect(scheduleDecision(NOW + SCHEDULE_MAX_AHEAD_MS + 1, NOW)).toEqual({
      kind: 'refused',
      message: BLOG_MESSAGES.scheduleTooFar,
    });
  });
});

describe('publicArticleOf', () => {
  const post = {
    ...EMPTY_BLOG_POST,
    title: 'Why your boiler pressure keeps dropping',
    slug: 'boiler-pressure',
    category: 'boilers',
    tags: ['boilers'],
    author: 'Fixwell',
    description: 'A description.',
    markdown: '# Heading\n\n<script>alert(1)</script> [out](https://example.org)',
  };
  const context = {
    postId: 'p1',
    categoryName: 'Boilers',
    firstPublishedAt: Date.parse('2026-06-30T23:30:00Z'),
    now: NOW,
    siteOrigin: 'https://fixwell.test',
  };

  it('renders the text on the server, with London dates and the category name', () => {
    const article = publicArticleOf(post, context);
    expect(article).toMatchObject({
      slug: 'boiler-pressure',
      section: 'blog',
      category: 'boilers',
      categoryName: 'Boilers',
      seoTitle: post.title,
      // 23:30 UTC on 30 June is 1 July in London (summer time).
      publishedAt: '2026-07-01',
      updatedAt: '2026-11-25',
      body: [],
      coverImage: null,
      canonical: null,
      blogPostId: 'p1',
      source: 'admin',
      readingMinutes: 1,
    });
    expect(article.bodyHtml).toContain('<h2>Heading</h2>');
    expect(article.bodyHtml).toContain('&lt;script&gt;');
    expect(article.bodyHtml).toContain('rel="nofollow noopener"');
    expect(article).not.toHaveProperty('howTo');
  });

  it('carries the cover image, canonical, SEO title and how-to when given', () => {
    const article = publicArticleOf(
      {
        ...post,
        coverImageUrl: 'https://img.example/a.jpg',
        coverImageAlt: 'A gauge',
        canonical: 'https://elsewhere.example/post',
        seoTitle: 'Boiler pressure',
        howToTotalTime: 'PT30M',
        howToSteps: [
          { name: 'Turn it off', text: 'Switch the boiler off at the wall.' },
          { name: 'Top it up', text: 'Open the filling loop until 1.5 bar.' },
        ],
      },
      context,
    );
    expect(article).toMatchObject({
      coverImage: { url: 'https://img.example/a.jpg', alt: 'A gauge' },
      canonical: 'https://elsewhere.example/post',
      seoTitle: 'Boiler pressure',
      howTo: { totalTime: 'PT30M', steps: [{ name: 'Turn it off' }, { name: 'Top it up' }] },
    });
  });
});
