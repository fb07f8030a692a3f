import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { lastmodOf, siteSitemapXml, sitemapArticles, sitemapNewServices } from './site-sitemap';

const PAGES = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://x.test/services/plumber</loc><priority>0.9</priority></url>
</urlset>
`;

describe('sitemap.xml', () => {
  it('lists the build’s pages and then the published articles, with their dates', () => {
    const xml = siteSitemapXml(PAGES, 'https://x.test', [
      { section: 'guides', slug: 'new-guide', updated: '2026-11-20' },
      { section: 'blog', slug: 'a&b', updated: null },
    ]);
    expect(xml.match(/<urlset /g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://x.test/services/plumber</loc>');
    expect(xml).toContain(
      '<url><loc>https://x.test/guides/new-guide</loc><lastmod>2026-11-20</lastmod><priority>0.6</priority></url>',
    );
    expect(xml).toContain('<loc>https://x.test/blog/a%26b</loc>');
  });

  it('leaves drafts out and reads either kind of date', () => {
    const articles = sitemapArticles([
      { id: 'a', data: { section: 'guides', updatedAt: '2026-11-20' } },
      { id: 'b', data: { section: 'guides', status: 'draft' } },
      { id: 'c', data: { section: 'blog', status: 'published', slug: 'c-post' } },
      { id: 'd', data: {} },
    ]);
    expect(articles).toEqual([
      { section: 'guides', slug: 'a', updated: '2026-11-20' },
      { section: 'blog', slug: 'c-post', updated: null },
    ]);
    expect(lastmodOf(Timestamp.fromDate(new Date('2026-11-21T10:00:00Z')))).toBe('2026-11-21');
    expect(lastmodOf('not a date')).toBeNull();
  });

  it('adds the services an admin created since the build, and their emergency page', () => {
    const services = sitemapNewServices(
      [
        { id: 'plumber', data: { slug: 'plumber', emergency: true } },
        { id: 'pond-cleaning', data: { slug: 'pond-cleaning', updatedAt: '2026-11-25' } },
        { id: 'drain-jetting', data: { slug: 'drain-jetting', emergency: true } },
      ],
      PAGES,
    );
    expect(services).toEqual([
      { section: 'services', slug: 'pond-cleaning', updated: '2026-11-25' },
      { section: 'services', slug: 'drain-jetting', updated: null },
      { section: 'emergency', slug: 'drain-jetting', updated: null },
    ]);
    const xml = siteSitemapXml(PAGES, 'https://x.test', [], services);
    expect(xml).toContain(
      '<url><loc>https://x.test/services/pond-cleaning</loc><lastmod>2026-11-25</lastmod><priority>0.8</priority></url>',
    );
    expect(xml.match(/services\/plumber</g)).toHaveLength(1);
  });
});
