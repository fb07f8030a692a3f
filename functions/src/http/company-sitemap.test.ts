import { describe, expect, it } from 'vitest';

import { companySitemapXml } from './company-sitemap';

describe('companySitemapXml', () => {
  it('lists each public profile with its last change, escaped', () => {
    const xml = companySitemapXml('https://www.fixwell.co.uk', [
      { slug: 'brightwater-plumbing-heating-leeds', updatedAt: new Date('2026-11-20T10:00:00Z') },
      { slug: 'a&b' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://www.fixwell.co.uk/company/profile/brightwater-plumbing-heating-leeds</loc><lastmod>2026-11-20</lastmod><priority>0.5</priority></url>',
    );
    expect(xml).toContain('<loc>https://www.fixwell.co.uk/company/profile/a%26b</loc>');
  });
});
