import { describe, expect, it } from 'vitest';

import {
  articleChangePaths,
  batches,
  companyChangePaths,
  locationChangePaths,
  serviceChangePaths,
} from './index-now-urls';

const article = { section: 'guides', slug: 'bleed-a-radiator', title: 'Bleed a radiator' };

describe('which URLs a change submits', () => {
  it('an article published, edited, moved or removed; never a draft or a bookkeeping write', () => {
    expect(articleChangePaths('bleed-a-radiator', undefined, article)).toEqual([
      '/guides/bleed-a-radiator',
    ]);
    expect(
      articleChangePaths('bleed-a-radiator', article, { ...article, title: 'Bleed it' }),
    ).toEqual(['/guides/bleed-a-radiator']);
    expect(
      articleChangePaths('bleed-a-radiator', article, { ...article, section: 'how-to' }),
    ).toEqual(['/how-to/bleed-a-radiator', '/guides/bleed-a-radiator']);
    expect(articleChangePaths('bleed-a-radiator', article, undefined)).toEqual([
      '/guides/bleed-a-radiator',
    ]);
    expect(articleChangePaths('x', undefined, { ...article, status: 'draft' })).toEqual([]);
    expect(
      articleChangePaths('x', { ...article, status: 'draft' }, { ...article, status: 'scheduled' }),
    ).toEqual([]);
    expect(
      articleChangePaths('bleed-a-radiator', article, { ...article, updatedAt: '2026-11-25' }),
    ).toEqual([]);
  });

  it('a company profile becoming public, moving, or leaving; not its other edits', () => {
    const live = { public: true, slug: 'brightwater', rating: 4.8 };
    expect(companyChangePaths({ ...live, public: false }, live)).toEqual([
      '/company/profile/brightwater',
    ]);
    expect(companyChangePaths(live, { ...live, slug: 'brightwater-leeds' })).toEqual([
      '/company/profile/brightwater-leeds',
      '/company/profile/brightwater',
    ]);
    expect(companyChangePaths(live, { ...live, public: false })).toEqual([
      '/company/profile/brightwater',
    ]);
    expect(companyChangePaths(live, { ...live, rating: 4.9 })).toEqual([]);
    expect(companyChangePaths(undefined, { public: false, slug: 'new' })).toEqual([]);
  });

  it('an edited service: its page, its emergency page and its page in each town', () => {
    const before = { name: 'Locksmith', emergency: true };
    expect(
      serviceChangePaths('locksmith', before, { ...before, name: 'Locksmiths' }, ['leeds', 'york']),
    ).toEqual([
      '/services/locksmith',
      '/emergency/locksmith',
      '/services/locksmith/leeds',
      '/services/locksmith/york',
    ]);
    expect(serviceChangePaths('locksmith', before, { ...before }, ['leeds'])).toEqual([]);
    // A service added in the console has its pages at once.
    expect(
      serviceChangePaths('pond-cleaning', undefined, { name: 'Pond cleaning', source: 'admin' }, [
        'leeds',
      ]),
    ).toEqual(['/services/pond-cleaning', '/services/pond-cleaning/leeds']);
    // Not when the seed loads the catalogue.
    expect(serviceChangePaths('plumber', undefined, { name: 'Plumber' }, ['leeds'])).toEqual([]);
    expect(serviceChangePaths('locksmith', before, undefined, ['leeds'])).toEqual([]);
  });

  it('an edited town: its page and each service’s page in it', () => {
    expect(
      locationChangePaths('leeds', { name: 'Leeds' }, { name: 'Leeds', population: 1 }, [
        'plumber',
      ]),
    ).toEqual(['/tradespeople/leeds', '/services/plumber/leeds']);
    expect(locationChangePaths('leeds', { name: 'Leeds' }, { name: 'Leeds' }, ['plumber'])).toEqual(
      [],
    );
  });

  it('splits long lists into the protocol’s 10,000-URL submissions', () => {
    const urls = Array.from({ length: 25_001 }, (_, i) => `/p/${i}`);
    expect(batches(urls, 10_000).map((batch) => batch.length)).toEqual([10_000, 10_000, 5_001]);
  });
});
