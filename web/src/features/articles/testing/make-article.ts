import type { Article } from '@/features/articles/article-utils';

/** A body with one block of each kind, as the seed articles use them. */
export const SAMPLE_BODY: Article['body'] = [
  {
    type: 'p',
    text: 'Most boilers in UK homes are combination boilers, which heat water on demand. A yearly service keeps them safe and efficient, and most manufacturers require one for the warranty.',
  },
  { type: 'h2', text: 'What a service includes' },
  {
    type: 'ul',
    items: [
      'A visual check of the boiler, flue and pipework',
      'A flue gas analysis with a calibrated analyser',
      'Cleaning the condensate trap and checking the seals',
    ],
  },
  {
    type: 'tip',
    text: 'Ask to see the engineer’s Gas Safe ID card before any work starts, and check the number on the Gas Safe Register.',
  },
  { type: 'h3', text: 'How long it takes' },
  {
    type: 'ol',
    items: ['Book a date that suits you', 'Clear access to the boiler', 'Keep the service record'],
  },
  {
    type: 'table',
    caption: 'Typical boiler service prices in 2026',
    head: ['Job', 'Typical price', 'Time on site'],
    rows: [
      { cells: ['Annual boiler service', '£80 to £120', '45 minutes'] },
      { cells: ['Service and landlord gas safety certificate', '£100 to £150', '1 hour'] },
    ],
  },
];

/** A valid article; a distinct title and description are derived from the slug. */
export function makeArticle(overrides: Partial<Article> & Pick<Article, 'slug'>): Article {
  const words = overrides.slug.replace(/-/g, ' ');
  return {
    section: 'blog',
    category: 'advice',
    title: `All about ${words}`,
    description: `A practical guide for UK homeowners to ${words}, with prices, tips and what to ask a tradesperson.`,
    author: 'Sarah Whitfield',
    publishedAt: '2026-01-10',
    updatedAt: '2026-01-10',
    tags: ['boilers', 'heating'],
    relatedServices: [],
    body: SAMPLE_BODY,
    ...overrides,
  };
}
