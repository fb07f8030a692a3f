import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// How renderPublicPage answers, decided from what the renderer returned: pure, so the caching and
// indexing rules are unit-tested without a server.

/**
 * A rendered page: browsers always ask again (max-age=0); the CDN keeps it five minutes, so an
 * admin's edit reaches crawlers within minutes, and serves the old copy for a day while it fetches
 * the new one in the background, so visitors never wait on a cold render.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** A page that does not exist may exist a minute later (a post about to be published). */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** The app shell, for an app route under a rendered prefix (`/company/profile/delete-account`). */
export const APP_SHELL_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

export type RenderOutcome =
  | { kind: 'page'; html: string; status: number; queries: unknown }
  | { kind: 'app'; reason: string }
  | { kind: 'failed' };

export type RenderAnswer = {
  status: number;
  headers: Record<string, string>;
  /** Which page to send: the composed page, or the app shell (which loads its data itself). */
  body: 'page' | 'app-shell';
  noindex: boolean;
};

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

export function renderAnswer(outcome: RenderOutcome): RenderAnswer {
  if (outcome.kind === 'failed') {
    // Firestore could not be read: crawlers come back later; a person gets the app, which
    // loads the page itself.
    return {
      status: 503,
      headers: { ...HTML, 'Cache-Control': 'no-store', 'Retry-After': '60' },
      body: 'app-shell',
      noindex: false,
    };
  }
  if (outcome.kind === 'app') {
    return {
      status: 200,
      headers: { ...HTML, 'Cache-Control': APP_SHELL_CACHE_CONTROL },
      body: 'app-shell',
      noindex: false,
    };
  }
  if (outcome.status === 404) {
    return {
      status: 404,
      headers: { ...HTML, 'Cache-Control': NOT_FOUND_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' },
      body: 'page',
      noindex: true,
    };
  }
  return {
    status: outcome.status,
    headers: { ...HTML, 'Cache-Control': PAGE_CACHE_CONTROL },
    body: 'page',
    noindex: outcome.status !== 200,
  };
}

/** How a page travels: what Hosting does for the files it serves, the function does for its pages. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send a page in, from the request's Accept-Encoding: Brotli, else gzip, else none.
 * Hosting compresses the files it serves itself but documents nothing of the kind for a function's
 * answer, and its emulator passes that answer through as it is; a rendered page is 35–52 KB of HTML
 * (8–14 KB in Brotli), which a phone would otherwise download whole before its first paint.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * The page's bytes in that encoding. Brotli at quality 5: smaller than gzip, for a few milliseconds
 * of CPU (quality 11, the default, takes 30–100 ms a page for 10% fewer bytes).
 */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(html);
  return Buffer.from(html);
}
