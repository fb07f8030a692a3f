import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import { dateOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { readDoc } from '../lib/documents';

// GET /api/sitemaps/companies.xml: public company profiles change every day, so unlike the
// catalogue sitemap (written at build time) this one is read from Firestore on request and cached
// for an hour. robots.txt lists both.

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function companySitemapXml(
  origin: string,
  companies: { slug: string; updatedAt?: Date }[],
): string {
  const urls = companies.map(({ slug, updatedAt }) => {
    const loc = `${origin}/company/profile/${encodeURIComponent(slug)}`;
    const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}<priority>0.5</priority></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function companySitemap(_req: Request, res: Response): Promise<void> {
  const snapshot = await db()
    .collection(COLLECTIONS.companies)
    .where('public', '==', true)
    .select('slug', 'updatedAt')
    .limit(MAX_URLS)
    .get();
  const companies = snapshot.docs.flatMap((doc) => {
    const { slug, updatedAt } =
      readDoc<Partial<Pick<CompanyDocument<Timestamp>, 'slug' | 'updatedAt'>>>(doc) ?? {};
    const updated = dateOf(updatedAt);
    return typeof slug === 'string' && slug
      ? [{ slug, ...(updated ? { updatedAt: updated } : {}) }]
      : [];
  });
  res.set('Cache-Control', 'public, max-age=3600');
  res.type('application/xml').status(200).send(companySitemapXml(appUrl(), companies));
}
