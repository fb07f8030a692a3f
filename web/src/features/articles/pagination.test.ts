import { describe, expect, it } from 'vitest';

import {
  isBeyondLastPage,
  listingHref,
  pageCount,
  parsePageParam,
} from '@/features/articles/pagination';

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
    ['3', 3],
  ])('%s → %d', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });
});

describe('pageCount and isBeyondLastPage', () => {
  it('counts nine to a page', () => {
    expect(pageCount(20)).toBe(3);
    expect(pageCount(18)).toBe(2);
    expect(isBeyondLastPage(3, 20)).toBe(false);
  });

  it('flags a page beyond the last', () => {
    expect(isBeyondLastPage(4, 20)).toBe(true);
  });

  it('counts an empty list as one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(isBeyondLastPage(1, 0)).toBe(false);
  });
});

describe('listingHref', () => {
  it('leaves page 1 and missing filters out of the address', () => {
    expect(listingHref('/blog')).toBe('/blog');
    expect(listingHref('/blog', { page: 1 })).toBe('/blog');
    expect(listingHref('/blog', { page: 2 })).toBe('/blog?page=2');
    expect(listingHref('/blog', { category: 'costs', page: 3 })).toBe(
      '/blog?category=costs&page=3',
    );
    expect(listingHref('/blog', { category: null, page: 1 })).toBe('/blog');
  });
});
