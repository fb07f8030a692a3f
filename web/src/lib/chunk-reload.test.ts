import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetBuildStatus } from '@/lib/build-version';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '@/lib/chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: https://fixwell.test/assets/quote-1a2b.js',
      ),
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://fixwell.test/assets/quote-1a2b.js',
      ),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    [
      'a ChunkLoadError',
      Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    ],
    [
      'a wrapped failure',
      new Error('Route failed', { cause: new TypeError('Importing a module script failed.') }),
    ],
    ['a bare message', 'Failed to fetch dynamically imported module: /assets/x.js'],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("recognises Vite's vite:preloadError event", () => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for /assets/blog.css'),
    });
    expect(isChunkLoadError(event)).toBe(true);
  });

  it('looks inside an ErrorEvent', () => {
    const error = new TypeError('Importing a module script failed.');
    expect(isChunkLoadError(new ErrorEvent('error', { error, message: error.message }))).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Something went wrong',
    null,
    undefined,
    42,
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  const reload = vi.fn();
  const assign = vi.fn();
  const realLocation = window.location;

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    resetBuildStatus();
    reload.mockReset();
    assign.mockReset();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, pathname: '/', search: '', hash: '', reload, assign },
    });
  });

  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reloads the page on the first failure for a path', () => {
    expect(reloadOnceForChunkError('/services')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload the same path again within 10 seconds', () => {
    reloadOnceForChunkError('/services');
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);

    expect(reloadOnceForChunkError('/services')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the 10-second guard has passed', () => {
    reloadOnceForChunkError('/services');
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS);

    expect(reloadOnceForChunkError('/services')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path separately', () => {
    expect(reloadOnceForChunkError('/services')).toBe(true);
    expect(reloadOnceForChunkError('/blog')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the guard across the reload itself (sessionStorage)', () => {
    reloadOnceForChunkError('/quote');
    expect(sessionStorage.getItem('fixwell:chunk-reload:/quote')).toBe(String(Date.now()));
  });

  it('loads the page the visitor was heading to when the chunk failed on the way there', () => {
    expect(reloadOnceForChunkError('/services', '/services?trade=plumbing')).toBe(true);

    expect(assign).toHaveBeenCalledWith('/services?trade=plumbing');
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunkError('/services', '/services?trade=plumbing')).toBe(false);
  });

  it('never reloads for a crawler', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; bingbot/2.0)',
    );

    expect(reloadOnceForChunkError('/services')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
