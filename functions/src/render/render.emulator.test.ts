import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { SEED_ARTICLES } from '@fixwell/common/catalogue/catalogue-data';
import { COLLECTIONS } from '@fixwell/common/collections';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { REGION } from '../lib/region';
import {
  adminDb,
  API_URL,
  clearEmulators,
  closeAdmin,
  eventually,
  PROJECT_ID,
} from '../testing/emulators';

// renderPublicPage on the Functions emulator, serving the web build's server bundle (functions/lib/ssr,
// written by `npm run build -w web -- --mode emulator`), with data read live from the Firestore
// emulator; sitemap.xml with the published articles; IndexNow submissions to the local stand-in.

const RENDER_URL = `http://127.0.0.1:5001/${PROJECT_ID}/${REGION}/renderPublicPage`;
const STAND_IN = 'http://127.0.0.1:12112';

const template = SEED_ARTICLES.find((article) => article.section === 'guides')!;
const fresh = {
  ...template,
  slug: 'a-guide-published-after-the-build',
  title: 'A guide published after the build, read live',
  description:
    'Published by an admin after the last deploy: crawlers get its full HTML and head tags at once.',
  updatedAt: '2026-11-20',
  publishedAt: '2026-11-20',
};

beforeEach(async () => {
  await clearEmulators();
  await fetch(`${STAND_IN}/received`, { method: 'DELETE' });
});
afterAll(closeAdmin);

describe('renderPublicPage', () => {
  it('serves an article written after the build with its full HTML and head tags', async () => {
    await adminDb().collection(COLLECTIONS.articles).doc(fresh.slug).set(fresh);
    const response = await fetch(`${RENDER_URL}/guides/${fresh.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title data-prerendered-head>${fresh.title}`);
    expect(head).toMatch(/<meta data-prerendered-head name="description" content="Published by/);
    expect(head).toMatch(
      new RegExp(`<link data-prerendered-head rel="canonical" href="[^"]+/guides/${fresh.slug}"`),
    );
    expect(html).toMatch(/"@type":"Article"/);
    expect(html).toContain(`<h1`);
    expect(html).toContain(`data-prerendered="/guides/${fresh.slug}"`);
    // The data it was drawn with, for the browser to hydrate with (app/prerendered-data.ts).
    const shipped =
      /<script id="prerendered-queries" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(shipped).toContain(fresh.title);
    expect(html).not.toContain('noindex');
  });

  it('sends the page compressed to a browser that takes it, as Hosting does its own files', async () => {
    await adminDb().collection(COLLECTIONS.articles).doc(fresh.slug).set(fresh);
    /** The answer's raw bytes and headers (fetch would decompress them out of sight). */
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(
          `${RENDER_URL}/guides/${fresh.slug}`,
          { headers: { 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        ).on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain(`<title data-prerendered-head>${fresh.title}`);

    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toContain('text/html');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const fromBr = brotliDecompressSync(br.body).toString('utf8');
    // The whole page, data included.
    expect(fromBr).toContain(`<title data-prerendered-head>${fresh.title}`);
    expect(fromBr).toContain('<script id="prerendered-queries"');
    expect(fromBr.trimEnd()).toMatch(/<\/html>$/);
    expect(br.body.length).toBeLessThan(html.length / 3);

    const gzip = await raw('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toContain(
      `data-prerendered="/guides/${fresh.slug}"`,
    );
  });

  it('shows an edit at once: the next render reads the document again', async () => {
    const ref = adminDb().collection(COLLECTIONS.articles).doc(fresh.slug);
    await ref.set(fresh);
    await (await fetch(`${RENDER_URL}/guides/${fresh.slug}`)).text();
    await ref.update({ title: 'A guide published after the build, then edited' });
    const html = await (await fetch(`${RENDER_URL}/guides/${fresh.slug}`)).text();
    expect(html).toContain(
      '<title data-prerendered-head>A guide published after the build, then edited',
    );
  });

  it('answers 404 with noindex for an article that does not exist', async () => {
    const response = await fetch(`${RENDER_URL}/guides/no-such-guide`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toContain(
      '<meta data-prerendered-head name="robots" content="noindex"/>',
    );
  });

  it('answers a listing’s later page with that page', async () => {
    await adminDb().collection(COLLECTIONS.articles).doc(fresh.slug).set(fresh);
    const response = await fetch(`${RENDER_URL}/guides`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(fresh.title);
  });

  it('leaves an app route under a rendered prefix to the app shell', async () => {
    const response = await fetch(`${RENDER_URL}/company/profile/delete-account`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered=');
  });
});

describe('sitemap.xml', () => {
  it('lists the build’s pages and every published article, with its date', async () => {
    await adminDb().collection(COLLECTIONS.articles).doc(fresh.slug).set(fresh);
    const response = await fetch(`${API_URL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain('/services/plumber</loc>');
    expect(xml).toContain(`/guides/${fresh.slug}</loc><lastmod>2026-11-20</lastmod>`);
  });
});

type Received = {
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
  status: number;
};

describe('IndexNow', () => {
  it('submits a published article to the endpoint and records the answer in the history', async () => {
    // Its own slug: the writes of the tests above may still be submitting.
    const announced = { ...fresh, slug: 'a-guide-announced-to-indexnow' };
    await adminDb().collection(COLLECTIONS.articles).doc(announced.slug).set(announced);
    const [received] = await eventually(async () => {
      const list = (await (await fetch(`${STAND_IN}/received`)).json()) as Received[];
      const ours = list.filter((entry) =>
        entry.body.urlList.some((url) => url.endsWith(announced.slug)),
      );
      return ours.length ? ours : undefined;
    }, 'the stand-in to receive a submission');
    expect(received!.body.urlList).toEqual([expect.stringMatching(`/guides/${announced.slug}$`)]);
    expect([200, 202]).toContain(received!.status);
    const history = await eventually(async () => {
      const snapshot = await adminDb()
        .collection(COLLECTIONS.indexNowSubmissions)
        .where('source', '==', `articles/${announced.slug}`)
        .get();
      return snapshot.empty ? undefined : snapshot.docs.map((doc) => doc.data());
    }, 'the history row');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      trigger: 'article',
      source: `articles/${announced.slug}`,
      outcome: 'accepted',
      urlCount: 1,
      requestedBy: null,
    });

    // The key file at the site root answers the key the submission carried.
    const keyFile = await fetch(`${API_URL}/${received!.body.key}.txt`);
    expect(keyFile.status).toBe(200);
    expect(await keyFile.text()).toBe(received!.body.key);
    expect((await fetch(`${API_URL}/0123456789abcdef0123456789abcdef.txt`)).status).toBe(404);
  });
});
