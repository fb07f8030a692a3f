import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  APP_SHELL_CACHE_CONTROL,
  encodePage,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  pageEncoding,
  renderAnswer,
} from './render-response';

describe('how renderPublicPage answers', () => {
  it('serves a rendered page for five minutes at the CDN, never from the browser cache', () => {
    const answer = renderAnswer({ kind: 'page', html: '<h1>x</h1>', status: 200, queries: {} });
    expect(answer).toMatchObject({ status: 200, body: 'page', noindex: false });
    expect(answer.headers['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(PAGE_CACHE_CONTROL).toContain('s-maxage=300');
  });

  it('answers 404 for a page that does not exist, kept out of search', () => {
    const answer = renderAnswer({ kind: 'page', html: '<h1>x</h1>', status: 404, queries: {} });
    expect(answer).toMatchObject({ status: 404, body: 'page', noindex: true });
    expect(answer.headers['X-Robots-Tag']).toBe('noindex');
    expect(answer.headers['Cache-Control']).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it('gives an app route the app shell', () => {
    const answer = renderAnswer({ kind: 'app', reason: 'answered 302' });
    expect(answer).toMatchObject({ status: 200, body: 'app-shell' });
    expect(answer.headers['Cache-Control']).toBe(APP_SHELL_CACHE_CONTROL);
  });

  it('tells crawlers to come back when Firestore could not be read, and caches nothing', () => {
    const answer = renderAnswer({ kind: 'failed' });
    expect(answer).toMatchObject({ status: 503, body: 'app-shell' });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Retry-After']).toBe('60');
  });
});

describe('how a rendered page travels', () => {
  it('sends Brotli to a browser that takes it, else gzip, else the plain page', () => {
    // Chrome, Safari and Firefox all send this or close to it.
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
  });

  it('honours an encoding refused with q=0, and a wildcard', () => {
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('BR;Q=0, GZIP;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('br;q=0, *;q=0.1')).toBe('gzip');
  });

  it('encodes the page so that the browser reads back exactly the same HTML, much smaller', () => {
    const html = `<!doctype html><html><body>${'<p class="page__lede">Plumbers in Leeds…</p>'.repeat(400)}</body></html>`;
    const br = encodePage(html, 'br');
    const gzip = encodePage(html, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(encodePage(html, 'identity').toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(br.length).toBeLessThanOrEqual(gzip.length);
  });
});
