import {
  SEED_ARTICLES,
  SEED_LOCATIONS,
  SEED_SERVICES,
} from '@fixwell/common/catalogue/catalogue-data';
import { describe, expect, it } from 'vitest';

import { routes } from '../src/config/routes';
import { buildRobotsTxt, buildSitemapXml, catalogueUrls } from './sitemap';

const SITE = 'https://www.fixwell.co.uk';
const catalogue = { services: SEED_SERVICES, locations: SEED_LOCATIONS, articles: SEED_ARTICLES };

describe('sitemap', () => {
  const urls = catalogueUrls(catalogue, `${SITE}/`);
  const locs = new Set(urls.map((url) => url.loc));

  it('lists every service, every service in every town, emergency pages and towns', () => {
    for (const service of SEED_SERVICES) {
      expect(locs.has(`${SITE}/services/${service.slug}`)).toBe(true);
      expect(locs.has(`${SITE}/emergency/${service.slug}`)).toBe(service.emergency);
    }
    for (const location of SEED_LOCATIONS)
      expect(locs.has(`${SITE}/tradespeople/${location.slug}`)).toBe(true);
    expect(locs.has(`${SITE}/services/plumber/leeds`)).toBe(true);
    const pairs = urls.filter((url) => /\/services\/[^/]+\/[^/]+$/.test(url.loc));
    expect(pairs).toHaveLength(SEED_SERVICES.length * SEED_LOCATIONS.length);
    // Articles are published without a deploy: the api function adds them from Firestore
    // (functions/src/http/site-sitemap.ts); the build lists their sections' listings.
    for (const article of SEED_ARTICLES) {
      expect(locs.has(`${SITE}/${article.section}/${article.slug}`)).toBe(false);
    }
    expect(locs.has(`${SITE}/how-to`)).toBe(true);
  });

  it("lists the route table's sitemap pages first, with the priorities the table gives them", () => {
    expect(urls[0]).toEqual({ loc: `${SITE}/`, priority: 1 });
    expect(urls).toContainEqual({ loc: `${SITE}/faq`, priority: routes.faq.sitemap });
    expect(urls).toContainEqual({ loc: `${SITE}/alternatives/bark`, priority: 0.5 });
    expect(locs.has(`${SITE}/contact-thank-you`)).toBe(false);
  });

  it('has no duplicates, no private or noindex pages, and stays under the 50,000-URL limit', () => {
    expect(locs.size).toBe(urls.length);
    expect(urls.length).toBeLessThan(50_000);
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(admin|customer|api|widget|login|signup)\b|\/landing$|index-old/);
    }
  });

  it('writes valid sitemap XML with escaped addresses', () => {
    const xml = buildSitemapXml([
      { loc: `${SITE}/a?b=1&c=2`, priority: 0.5, lastmod: '2026-11-22' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      `<url><loc>${SITE}/a?b=1&#38;c=2</loc><lastmod>2026-11-22</lastmod><priority>0.5</priority></url>`,
    );
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps private areas out and names the sitemap', () => {
    const robots = buildRobotsTxt(`${SITE}/`);
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Allow: /company/profile/');
    for (const path of ['/admin', '/customer', '/company/', '/api/', '/widget/']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${SITE}/api/sitemaps/companies.xml`);
  });
});
