import { describe, expect, it } from 'vitest';

import {
  APP_SHELL_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
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
