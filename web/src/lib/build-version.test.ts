import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  BUILD_POLL_INTERVAL_MS,
  checkForNewBuild,
  fetchBuildManifest,
  getBuildStatus,
  resetBuildStatus,
  startBuildVersionPolling,
} from '@/lib/build-version';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function latestBuild(buildId: string) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse({ buildId, builtAt: '2026-11-22T10:15:00.000Z' }),
  );
}

describe('build version', () => {
  beforeEach(() => {
    resetBuildStatus();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for /build/latest.json with a timestamp, bypassing caches', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:20:00Z') });
    const fetch = latestBuild('dev');

    await checkForNewBuild({ fetch });

    expect(fetch).toHaveBeenCalledWith(
      `/build/latest.json?t=${Date.parse('2026-11-22T10:20:00Z')}`,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('remembers when a newer build has been deployed', async () => {
    await expect(
      checkForNewBuild({ fetch: latestBuild('20261122T101500Z-abc123'), currentBuildId: 'old' }),
    ).resolves.toBe(true);
    expect(getBuildStatus()).toBe('outdated');
  });

  it('knows when it is the latest build', async () => {
    await expect(
      checkForNewBuild({ fetch: latestBuild('same'), currentBuildId: 'same' }),
    ).resolves.toBe(false);
    expect(getBuildStatus()).toBe('current');
  });

  it('cannot tell when the check fails', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkForNewBuild({ fetch: offline })).resolves.toBeNull();
    await expect(
      checkForNewBuild({ fetch: vi.fn(async () => jsonResponse({}, 404)) }),
    ).resolves.toBeNull();
    expect(getBuildStatus()).toBe('unknown');
  });

  it('fetches the manifest of a build by its id, with its redirect rules', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        buildId: 'b1',
        builtAt: '2026-11-22T10:15:00.000Z',
        redirects: [{ from: '/a', to: '/b' }],
      }),
    );

    await expect(fetchBuildManifest('b1', { fetch })).resolves.toEqual({
      buildId: 'b1',
      builtAt: '2026-11-22T10:15:00.000Z',
      redirects: [{ from: '/a', to: '/b' }],
    });
    expect(fetch).toHaveBeenCalledWith('/build/b1.json', expect.anything());
  });

  it('polls every 5 minutes and when the tab becomes visible, until stopped', async () => {
    vi.useFakeTimers();
    const fetch = latestBuild('x');
    const stop = startBuildVersionPolling({ fetch });
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(BUILD_POLL_INTERVAL_MS).toBe(300_000);
    expect(fetch).toHaveBeenCalledTimes(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  describe('with a chunk failure while the last check said "current"', () => {
    const realLocation = window.location;
    const reload = vi.fn();

    beforeEach(() => {
      sessionStorage.clear();
      reload.mockReset();
      Object.defineProperty(window, 'location', {
        configurable: true,
        value: { ...realLocation, reload },
      });
    });

    afterEach(() => {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    });

    it('checks again and reloads once that reveals a deploy', async () => {
      await checkForNewBuild({ fetch: latestBuild('dev') });
      expect(getBuildStatus()).toBe('current');
      vi.stubGlobal('fetch', latestBuild('newer'));

      expect(reloadOnceForChunkError('/blog')).toBe(false);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });

    it('does not reload when the fresh check confirms the build is current', async () => {
      await checkForNewBuild({ fetch: latestBuild('dev') });
      const fetch = latestBuild('dev');
      vi.stubGlobal('fetch', fetch);

      expect(reloadOnceForChunkError('/blog')).toBe(false);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
