import { describe, expect, it } from 'vitest';

import { listingHref, paginate, parsePageParam } from '@/features/articles/pagination';

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

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, index) => index + 1);

  it('cuts nine to a page and counts the pages', () => {
    expect(paginate(items, 1)).toMatchObject({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], totalPages: 3 });
    expect(paginate(items, 3)).toMatchObject({ items: [19, 20], page: 3, outOfRange: false });
  });

  it('flags a page beyond the last', () => {
    expect(paginate(items, 4)).toMatchObject({ items: [], totalPages: 3, outOfRange: true });
  });

  it('counts an empty list as one page', () => {
    expect(paginate([], 1)).toMatchObject({ totalPages: 1, outOfRange: false });
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
