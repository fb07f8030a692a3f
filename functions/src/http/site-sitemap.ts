import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import {
  offeredServices,
  SERVICE_INDEX_ID,
  type ServiceIndexDocument,
  type ServiceIndexEntry,
} from '@fixwell/common/catalogue/service-index';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import { appUrl } from '../lib/app-url';
import { logError } from '../lib/log';
import { ssrDirectory } from '../render/ssr-bundle';

// GET /sitemap.xml (a Hosting rewrite to the api function): the build's pages (services, towns,
// each service in each town, static pages: functions/lib/ssr/sitemap-pages.xml, written by the web
// build) and every published article and content page, read from `articles` on request, so a
// post an admin publishes is listed within the CDN's cache time without a deploy; likewise the
// pages of a service added in the console since the build, and a hidden service's are left out
// (the live service index says which). Public company profiles are in
// /api/sitemaps/companies.xml; robots.txt names both.

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

/** A page the sitemap adds to the build's: its path segments (each encoded), date and priority. */
export type SitemapPage = { segments: string[]; updated: string | null; priority: string };

/** The slugs a list of build pages names under `/prefix/{slug}`, in order. */
function slugsUnder(pagesXml: string, prefix: string): string[] {
  const pattern = new RegExp(`/${prefix}/([^/<]+)</loc>`, 'g');
  return [...pagesXml.matchAll(pattern)].map((match) => decodeURIComponent(match[1]!));
}

/**
 * What the live service index changes in the build's pages: the pages of services an admin hid
 * (their service, service-in-town and emergency pages) are dropped; a service added since the
 * build gets its service page, its emergency page when it has one, and a page in each of the
 * build's towns.
 */
export function serviceIndexChanges(
  pagesXml: string,
  services: readonly ServiceIndexEntry[],
): { hidden: string[]; added: SitemapPage[] } {
  const built = new Set(slugsUnder(pagesXml, 'services'));
  const towns = slugsUnder(pagesXml, 'tradespeople');
  const hidden = services.filter((service) => service.hidden).map((service) => service.slug);
  const added = offeredServices(services)
    .filter((service) => !built.has(service.slug))
    .flatMap(({ slug, emergency }) => [
      { segments: ['services', slug], updated: null, priority: '0.9' },
      ...(emergency ? [{ segments: ['emergency', slug], updated: null, priority: '0.8' }] : []),
      ...towns.map((town) => ({
        segments: ['services', slug, town],
        updated: null,
        priority: '0.7',
      })),
    ]);
  return { hidden, added };
}

/** Whether a build page is one of a hidden service's: /services/{slug}[/…] or /emergency/{slug}. */
function isHiddenServicePage(url: string, hidden: ReadonlySet<string>): boolean {
  const loc = /<loc>[^<]*?\/(services|emergency)\/([^/<]+)/.exec(url);
  return loc !== null && hidden.has(decodeURIComponent(loc[2]!));
}

/**
 * The build's `<url>` entries (less a hidden service's) followed by the pages of services added
 * since the build and the published articles, in one urlset.
 */
export function siteSitemapXml(
  pagesXml: string,
  origin: string,
  articles: readonly SitemapArticle[],
  services: { hidden: readonly string[]; added: readonly SitemapPage[] } = {
    hidden: [],
    added: [],
  },
): string {
  const hidden = new Set(services.hidden);
  const pages = (pagesXml.match(/<url>[\s\S]*?<\/url>/g) ?? []).filter(
    (url) => !isHiddenServicePage(url, hidden),
  );
  const entry = ({ segments, updated, priority }: SitemapPage): string => {
    const loc = `${origin}/${segments.map(encodeURIComponent).join('/')}`;
    const lastmod = updated ? `<lastmod>${updated}</lastmod>` : '';
    return `<url><loc>${escapeXml(loc)}</loc>${lastmod}<priority>${priority}</priority></url>`;
  };
  const articlePages = articles.map(({ section, slug, updated }) => ({
    segments: [section, slug],
    updated,
    priority: '0.6',
  }));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages, ...[...services.added, ...articlePages].map(entry)]
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
  const [pages, snapshot, index] = await Promise.all([
    buildPages(),
    db()
      .collection(COLLECTIONS.articles)
      .select('section', 'slug', 'status', 'updatedAt')
      .limit(MAX_URLS)
      .get(),
    // One document says which services admins added or hid since the build.
    db().collection(COLLECTIONS.catalogueIndexes).doc(SERVICE_INDEX_ID).get(),
  ]);
  const articles = sitemapArticles(
    snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as Record<string, unknown> })),
  );
  const services = readDoc<ServiceIndexDocument>(index)?.services ?? [];
  // As the pages it lists: a new post is in it within five minutes.
  res.set('Cache-Control', 'public, max-age=0, s-maxage=300');
  res
    .type('application/xml')
    .status(200)
    .send(siteSitemapXml(pages, appUrl(), articles, serviceIndexChanges(pages, services)));
}
