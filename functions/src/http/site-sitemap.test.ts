import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import type { ServiceIndexEntry } from '@fixwell/common/catalogue/service-index';

import { lastmodOf, serviceIndexChanges, siteSitemapXml, sitemapArticles } from './site-sitemap';

const PAGES = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://x.test/services/plumber</loc><priority>0.9</priority></url>
  <url><loc>https://x.test/services/locksmith</loc><priority>0.9</priority></url>
  <url><loc>https://x.test/emergency/locksmith</loc><priority>0.8</priority></url>
  <url><loc>https://x.test/tradespeople/leeds</loc><priority>0.6</priority></url>
  <url><loc>https://x.test/tradespeople/bath</loc><priority>0.6</priority></url>
  <url><loc>https://x.test/services/plumber/leeds</loc><priority>0.7</priority></url>
  <url><loc>https://x.test/services/locksmith/leeds</loc><priority>0.7</priority></url>
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

  const entry = (slug: string, changes: Partial<ServiceIndexEntry> = {}): ServiceIndexEntry => ({
    slug,
    name: slug,
    searchTerm: slug,
    category: 'outdoor-and-garden',
    summary: 'A service.',
    emergency: false,
    related: [],
    trades: ['gardener'],
    ...changes,
  });

  it('adds the pages of a service an admin created since the build: in every town, and its emergency page', () => {
    const changes = serviceIndexChanges(PAGES, [
      entry('plumber', { emergency: true }),
      entry('locksmith', { emergency: true }),
      entry('pond-cleaning'),
      entry('drain-jetting', { emergency: true }),
    ]);
    expect(changes.hidden).toEqual([]);
    const xml = siteSitemapXml(PAGES, 'https://x.test', [], changes);
    for (const path of [
      '/services/pond-cleaning',
      '/services/pond-cleaning/leeds',
      '/services/pond-cleaning/bath',
      '/services/drain-jetting',
      '/emergency/drain-jetting',
      '/services/drain-jetting/bath',
    ]) {
      expect(xml, path).toContain(`<loc>https://x.test${path}</loc>`);
    }
    expect(xml).not.toContain('/emergency/pond-cleaning');
    expect(xml).toContain(
      '<url><loc>https://x.test/services/pond-cleaning</loc><priority>0.9</priority></url>',
    );
    // The build's own services are listed once.
    expect(xml.match(/services\/plumber</g)).toHaveLength(1);
  });

  it('leaves out every page of a service an admin hid, and only that service’s', () => {
    const changes = serviceIndexChanges(PAGES, [
      entry('plumber'),
      entry('locksmith', { emergency: true, hidden: true }),
      entry('pond-cleaning', { hidden: true }),
    ]);
    expect(changes).toEqual({ hidden: ['locksmith', 'pond-cleaning'], added: [] });
    const xml = siteSitemapXml(PAGES, 'https://x.test', [], changes);
    expect(xml).not.toContain('locksmith');
    expect(xml).not.toContain('pond-cleaning');
    expect(xml).toContain('<loc>https://x.test/services/plumber</loc>');
    expect(xml).toContain('<loc>https://x.test/services/plumber/leeds</loc>');
    expect(xml).toContain('<loc>https://x.test/tradespeople/leeds</loc>');
  });
});
