import { describe, expect, it } from 'vitest';

import { breadcrumbsForPath, humaniseSlug } from '@/lib/seo/breadcrumbs';

const HOME = { name: 'Home', url: '/' };

describe('breadcrumbsForPath', () => {
  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/login', 'Sign In'],
    ['/signup', 'Sign Up'],
    ['/about', 'About Us'],
    ['/contact', 'Contact'],
    ['/faq', 'FAQ'],
    ['/pricing', 'Pricing'],
    ['/quote', 'Get Quote'],
    ['/how-it-works', 'How It Works'],
    ['/emergency-services', 'Emergency Services'],
    ['/services', 'Services'],
    ['/blog', 'Blog'],
    ['/how-to', 'How-to guides'],
    ['/cost-guides', 'Cost guides'],
    ['/complete-guide', 'Complete guides'],
  ])('gives %s the trail Home › %s', (path, label) => {
    expect(breadcrumbsForPath(path)).toEqual([HOME, { name: label, url: path }]);
  });

  it('labels section pages and humanises slugs beneath them', () => {
    expect(breadcrumbsForPath('/services/boiler-repair/milton-keynes')).toEqual([
      HOME,
      { name: 'Services', url: '/services' },
      { name: 'Boiler Repair', url: '/services/boiler-repair' },
      { name: 'Milton Keynes', url: '/services/boiler-repair/milton-keynes' },
    ]);
    expect(breadcrumbsForPath('/professionals/why-choose-us')).toEqual([
      HOME,
      { name: 'Professionals', url: '/professionals' },
      { name: 'Why Choose Us', url: '/professionals/why-choose-us' },
    ]);
  });

  it.each([
    ['/guides/x', 'Guides'],
    ['/how-to/x', 'How-to guides'],
    ['/cost-guides/x', 'Cost guides'],
    ['/ideas/x', 'Ideas'],
    ['/tips/x', 'Tips'],
    ['/news/x', 'News'],
    ['/comparisons/x', 'Comparisons'],
    ['/complete-guide/x', 'Complete guides'],
    ['/blog/x', 'Blog'],
  ])('covers pages under a section (%s)', (path, section) => {
    expect(breadcrumbsForPath(path)?.[1]?.name).toBe(section);
  });

  it('points the emergency crumb at the emergency services listing', () => {
    expect(breadcrumbsForPath('/emergency/burst-pipe')).toEqual([
      HOME,
      { name: 'Emergency', url: '/emergency-services' },
      { name: 'Burst Pipe', url: '/emergency/burst-pipe' },
    ]);
  });

  it('uses the override label for the last crumb only', () => {
    expect(breadcrumbsForPath('/services/gas-safe', 'Gas Safe engineers')).toEqual([
      HOME,
      { name: 'Services', url: '/services' },
      { name: 'Gas Safe engineers', url: '/services/gas-safe' },
    ]);
    expect(breadcrumbsForPath('/services/gas-safe', '  ')?.[2]?.name).toBe('Gas Safe');
  });

  it('ignores the query, the hash and a trailing slash, and decodes the slug', () => {
    expect(breadcrumbsForPath('/blog/damp%20walls/?page=2#top')).toEqual([
      HOME,
      { name: 'Blog', url: '/blog' },
      { name: 'Damp Walls', url: '/blog/damp%20walls' },
    ]);
  });

  it.each([
    '/',
    '',
    '/customer',
    '/company/leads/abc',
    '/admin/users',
    '/quote/track/token-1',
    '/quote-success/1',
    '/terms/extra',
    '/document/abc',
    '/some-content-type',
  ])('gives no trail for %s', (path) => {
    expect(breadcrumbsForPath(path)).toBeNull();
  });
});

describe('humaniseSlug', () => {
  it('title-cases words and keeps known acronyms upper case', () => {
    expect(humaniseSlug('uk-home_services guide')).toBe('UK Home Services Guide');
    expect(humaniseSlug('diy')).toBe('DIY');
    expect(humaniseSlug('')).toBe('');
  });
});
