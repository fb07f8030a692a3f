import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  absoluteUrl,
  DEFAULT_KEYWORDS,
  DEFAULT_ROBOTS,
  getSiteUrl,
  robotsContent,
} from '@/lib/seo/seo-constants';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getSiteUrl', () => {
  it('uses VITE_SITE_URL without a trailing slash', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.fixwell.co.uk/');
    expect(getSiteUrl()).toBe('https://www.fixwell.co.uk');
  });

  it('falls back to the origin the app is served from', () => {
    vi.stubEnv('VITE_SITE_URL', '');
    expect(getSiteUrl()).toBe(window.location.origin);
  });
});

describe('absoluteUrl', () => {
  it('resolves paths against the site URL', () => {
    expect(absoluteUrl('/og-image.jpg', 'https://www.fixwell.co.uk')).toBe(
      'https://www.fixwell.co.uk/og-image.jpg',
    );
    expect(absoluteUrl('/', 'https://www.fixwell.co.uk')).toBe('https://www.fixwell.co.uk/');
  });

  it('leaves absolute URLs alone and gives protocol-relative ones https', () => {
    expect(absoluteUrl('https://cdn.example.com/a.jpg', 'https://x.test')).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(absoluteUrl('//cdn.example.com/a.jpg', 'https://x.test')).toBe(
      'https://cdn.example.com/a.jpg',
    );
  });
});

describe('robots', () => {
  it('defaults to indexable with large previews', () => {
    expect(DEFAULT_ROBOTS).toBe(
      'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
    );
    expect(robotsContent()).toBe(DEFAULT_ROBOTS);
  });

  it('states noindex and nofollow separately', () => {
    expect(robotsContent(true, false)).toBe('noindex');
    expect(robotsContent(false, true)).toBe('nofollow');
    expect(robotsContent(true, true)).toBe('noindex, nofollow');
  });
});

it('has the default keywords the spec names', () => {
  expect(DEFAULT_KEYWORDS).toEqual(
    expect.arrayContaining([
      'home improvement',
      'trade professionals',
      'local tradespeople',
      'free quotes',
    ]),
  );
});
