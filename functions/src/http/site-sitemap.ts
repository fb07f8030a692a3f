import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { logError } from '../lib/log';
import { ssrDirectory } from '../render/ssr-bundle';

// GET /sitemap.xml (a Hosting rewrite to the api function): the build's pages (services, towns,
// each service in each town, static pages: functions/lib/ssr/sitemap-pages.xml, written by the web
// build) and every published article and content page, read from `articles` on request, so a
// post an admin publishes is listed within the CDN's cache time without a deploy; likewise a
// service added in the console since the build. Public company
// profiles are in /api/sitemaps/companies.xml; robots.txt names both.

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type SitemapArticle = { section: string; slug: string; updated: string | null };

/** `lastmod` of an article: its `updatedAt` as a date (stored as "YYYY-MM-DD" or a timestamp). */
export function lastmodOf(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const date = dateOf(value);
  return date ? date.toISOString().slice(0, 10) : null;
}

/** The published articles of `articles` documents' data; drafts (a status other than published) are left out. */
export function sitemapArticles(
  docs: readonly { id: string; data: Record<string, unknown> }[],
): SitemapArticle[] {
  return docs.flatMap(({ id, data }) => {
    if (typeof data.status === 'string' && data.status !== 'published') return [];
    if (typeof data.section !== 'string' || !data.section) return [];
    const slug = typeof data.slug === 'string' && data.slug ? data.slug : id;
    return [{ section: data.section, slug, updated: lastmodOf(data.updatedAt) }];
  });
}

/**
 * Services added in the console since the build (`services` documents the build's pages do not
 * list): their service page, and their emergency page when they have one.
 */
export function sitemapNewServices(
  docs: readonly { id: string; data: Record<string, unknown> }[],
  pagesXml: string,
): SitemapArticle[] {
  return docs.flatMap(({ id, data }) => {
    const slug = typeof data.slug === 'string' && data.slug ? data.slug : id;
    if (pagesXml.includes(`/services/${encodeURIComponent(slug)}</loc>`)) return [];
    const updated = lastmodOf(data.updatedAt);
    return [
      { section: 'services', slug, updated },
      ...(data.emergency === true ? [{ section: 'emergency', slug, updated }] : []),
    ];
  });
}

/** The build's `<url>` entries followed by the articles' and new services', in one urlset. */
export function siteSitemapXml(
  pagesXml: string,
  origin: string,
  articles: readonly SitemapArticle[],
  newServices: readonly SitemapArticle[] = [],
): string {
  const pages = pagesXml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  const entry =
    (priority: string) =>
    ({ section, slug, updated }: SitemapArticle): string => {
      const loc = `${origin}/${encodeURIComponent(section)}/${encodeURIComponent(slug)}`;
      const lastmod = updated ? `<lastmod>${updated}</lastmod>` : '';
      return `<url><loc>${escapeXml(loc)}</loc>${lastmod}<priority>${priority}</priority></url>`;
    };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages, ...newServices.map(entry('0.8')), ...articles.map(entry('0.6'))]
      .slice(0, MAX_URLS)
      .map((line) => `  ${line}`),
    '</urlset>',
    '',
  ].join('\n');
}

let pagesXml: Promise<string> | undefined;

function buildPages(): Promise<string> {
  pagesXml ??= readFile(join(ssrDirectory(), 'sitemap-pages.xml'), 'utf8').catch(
    (error: unknown) => {
      // Not built yet: the articles alone, and the next request tries again.
      logError('sitemap: the build pages are missing (run npm run build -w web)', error);
      pagesXml = undefined;
      return '';
    },
  );
  return pagesXml;
}

export async function siteSitemap(_req: Request, res: Response): Promise<void> {
  const [pages, snapshot, services] = await Promise.all([
    buildPages(),
    db()
      .collection(COLLECTIONS.articles)
      .select('section', 'slug', 'status', 'updatedAt')
      .limit(MAX_URLS)
      .get(),
    // Only admins' services can be missing from the build's pages (the seed's are all in it).
    db()
      .collection(COLLECTIONS.services)
      .where('source', '==', 'admin')
      .select('slug', 'emergency', 'updatedAt')
      .limit(1000)
      .get(),
  ]);
  const docsOf = (result: typeof snapshot) =>
    result.docs.map((doc) => ({ id: doc.id, data: doc.data() as Record<string, unknown> }));
  const articles = sitemapArticles(docsOf(snapshot));
  const newServices = sitemapNewServices(docsOf(services), pages);
  // As the pages it lists: a new post is in it within five minutes.
  res.set('Cache-Control', 'public, max-age=0, s-maxage=300');
  res
    .type('application/xml')
    .status(200)
    .send(siteSitemapXml(pages, appUrl(), articles, newServices));
}
