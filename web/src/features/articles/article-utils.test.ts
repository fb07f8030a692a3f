import { describe, expect, it } from 'vitest';

import {
  articleHref,
  articleReadingMinutes,
  formatDuration,
  isBlogCategory,
  newestFirst,
  relatedArticles,
} from '@/features/articles/article-utils';
import { makeArticle } from '@/features/articles/testing/make-article';

describe('articleHref', () => {
  it('puts blog posts under /blog and guides under their section', () => {
    expect(articleHref({ section: 'blog', slug: 'damp-in-winter' })).toBe('/blog/damp-in-winter');
    expect(articleHref({ section: 'cost-guides', slug: 'boiler-cost' })).toBe(
      '/cost-guides/boiler-cost',
    );
  });
});

describe('articleReadingMinutes', () => {
  it('counts every block and the how-to steps, at least one minute', () => {
    const short = makeArticle({ slug: 'short' });
    expect(articleReadingMinutes(short)).toBe(1);

    const paragraph = { type: 'p' as const, text: Array(440).fill('word').join(' ') };
    const long = makeArticle({ slug: 'long', body: [paragraph, paragraph] });
    expect(articleReadingMinutes(long)).toBe(4);

    const withSteps = makeArticle({
      slug: 'steps',
      body: [paragraph],
      howTo: {
        totalTime: 'PT1H',
        steps: [
          { name: 'Step one', text: Array(220).fill('word').join(' ') },
          { name: 'Step two', text: Array(218).fill('word').join(' ') },
        ],
      },
    });
    expect(articleReadingMinutes(withSteps)).toBe(4);
  });
});

describe('newestFirst', () => {
  it('sorts by publication date, newest first, then by title', () => {
    const sorted = newestFirst([
      makeArticle({ slug: 'b', title: 'Bravo article title', publishedAt: '2026-03-01' }),
      makeArticle({ slug: 'c', title: 'Charlie article title', publishedAt: '2026-05-01' }),
      makeArticle({ slug: 'a', title: 'Alpha article title', publishedAt: '2026-03-01' }),
    ]);
    expect(sorted.map((article) => article.slug)).toEqual(['c', 'a', 'b']);
  });
});

describe('relatedArticles', () => {
  const current = makeArticle({ slug: 'current', section: 'blog', category: 'safety' });
  const candidates = [
    current,
    makeArticle({ slug: 'blog-safety-old', category: 'safety', publishedAt: '2025-01-01' }),
    makeArticle({ slug: 'blog-costs-new', category: 'costs', publishedAt: '2026-09-01' }),
    makeArticle({ slug: 'blog-safety-new', category: 'safety', publishedAt: '2026-08-01' }),
    makeArticle({
      slug: 'guide-safety',
      section: 'guides',
      category: 'safety',
      publishedAt: '2026-10-01',
    }),
    makeArticle({ slug: 'guide-costs', section: 'guides', category: 'costs' }),
  ];

  it('never includes the current article', () => {
    const related = relatedArticles(current, candidates, 10);
    expect(related.map((article) => article.slug)).not.toContain('current');
  });

  it('prefers the same section and category, then the section, then the category', () => {
    expect(relatedArticles(current, candidates, 10).map((article) => article.slug)).toEqual([
      'blog-safety-new',
      'blog-safety-old',
      'blog-costs-new',
      'guide-safety',
    ]);
  });

  it('returns at most three by default', () => {
    expect(relatedArticles(current, candidates)).toHaveLength(3);
  });

  it('returns nothing when the only candidate is the article itself', () => {
    expect(relatedArticles(current, [current])).toEqual([]);
  });
});

describe('formatDuration', () => {
  it.each([
    ['PT30M', '30 minutes'],
    ['PT1H', '1 hour'],
    ['PT2H30M', '2 hours 30 minutes'],
    ['P1D', '1 day'],
    ['P2DT4H', '2 days 4 hours'],
  ])('%s reads "%s"', (iso, words) => {
    expect(formatDuration(iso)).toBe(words);
  });

  it('gives up on what it cannot read', () => {
    expect(formatDuration('two hours')).toBeNull();
    expect(formatDuration('P3M')).toBeNull();
  });
});

describe('isBlogCategory', () => {
  it('accepts the schema categories only', () => {
    expect(isBlogCategory('energy-saving')).toBe(true);
    expect(isBlogCategory('recipes')).toBe(false);
    expect(isBlogCategory(null)).toBe(false);
  });
});
