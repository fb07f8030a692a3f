import type { Article, Location, Service } from '@fixwell/common/catalogue/catalogue-schema';

// Relative, not `@/`: the Vite config that runs this has no aliases yet.
import { routeDeclarations } from '../src/config/routes';

// The build's part of sitemap.xml and robots.txt, written at build time from the seed catalogue.
// Articles are published and edited without a deploy, so they are not in it: the api function
// serves /sitemap.xml as these pages (shipped in functions/lib/ssr/sitemap-pages.xml by
// web/scripts/prerender.mjs) plus the published articles read from Firestore on request
// (functions/src/http/site-sitemap.ts).

export type SitemapUrl = { loc: string; lastmod?: string; priority: number };

/** Indexable pages that are not generated from the catalogue: the table's `sitemap` entries. */
export const STATIC_PUBLIC_PATHS: readonly { path: string; priority: number }[] =
  routeDeclarations.flatMap(({ path, sitemap }) =>
    sitemap !== undefined && !path.includes(':') ? [{ path, priority: sitemap }] : [],
  );

/** Where an article lives: blog posts under /blog, the rest under their content type. */
export function articlePath(article: Pick<Article, 'section' | 'slug'>): string {
  return `/${article.section}/${article.slug}`;
}

export function catalogueUrls(
  catalogue: { services: Service[]; locations: Location[]; articles: Article[] },
  siteUrl: string,
): SitemapUrl[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (path: string, priority: number, lastmod?: string): SitemapUrl => ({
    loc: `${origin}${path}`,
    priority,
    ...(lastmod ? { lastmod } : {}),
  });

  const sections = [...new Set(catalogue.articles.map((article) => article.section))].filter(
    (section) => section !== 'blog',
  );
  return [
    ...STATIC_PUBLIC_PATHS.map((entry) => url(entry.path, entry.priority)),
    ...catalogue.services.map((service) => url(`/services/${service.slug}`, 0.9)),
    ...catalogue.services
      .filter((service) => service.emergency)
      .map((service) => url(`/emergency/${service.slug}`, 0.8)),
    ...catalogue.locations.map((location) => url(`/tradespeople/${location.slug}`, 0.6)),
    ...catalogue.services.flatMap((service) =>
      catalogue.locations.map((location) => url(`/services/${service.slug}/${location.slug}`, 0.7)),
    ),
    ...sections.map((section) => url(`/${section}`, 0.5)),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function buildSitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      }<priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private areas and one-off pages are kept out of search; public company profiles are not. */
export const DISALLOWED_PREFIXES = [
  '/admin',
  '/customer',
  '/company/',
  '/api/',
  '/widget/',
  '/quote/track/',
  '/quote-success/',
  '/pay/',
  '/document/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/contact-thank-you',
];

export function buildRobotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /company/profile/',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    // sitemap.xml: the build's pages and the published articles, read from Firestore on request;
    // public company profiles likewise (both by the api function, functions/src/http).
    `Sitemap: ${origin}/api/sitemaps/companies.xml`,
    '',
  ].join('\n');
}
