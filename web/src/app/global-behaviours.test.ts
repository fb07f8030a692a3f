import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startGlobalBehaviours, type GlobalBehavioursRouter } from '@/app/global-behaviours';
import { resetBuildStatus } from '@/lib/build-version';

const pages = vi.hoisted(() => {
  const load = () => vi.fn(async () => ({ default: () => null }));
  return { '/': load(), '/services': load(), '/blog': load(), '/quote': load(), '/faq': load() };
});

vi.mock('@/app/routes/route-table', () => ({
  routeTable: Object.entries(pages).map(([path, page]) => ({
    path,
    layout: 'default',
    guards: [],
    title: path,
    page,
  })),
}));

type Location = { pathname: string; search: string; hash: string };

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: Location }) => void>();
  const router = {
    state: { location: { pathname, search: '', hash: '' } },
    subscribe: vi.fn((listener: (state: { location: Location }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    navigate: vi.fn(async (to: string) => {
      router.goTo(to);
    }),
    goTo(next: string) {
      router.state = { location: { pathname: next, search: '', hash: '' } };
      listeners.forEach((listener) => listener(router.state));
    },
    get listenerCount() {
      return listeners.size;
    },
  };
  return router satisfies GlobalBehavioursRouter;
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function buildServer(redirects: unknown[] = [], latestBuildId = 'dev') {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/build/latest.json'))
      return jsonResponse({ buildId: latestBuildId, builtAt: 'x' });
    if (url === '/build/dev.json') return jsonResponse({ buildId: 'dev', builtAt: 'x', redirects });
    return new Response('not found', { status: 404 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('startGlobalBehaviours', () => {
  let stop: (() => void) | undefined;
  const idleCallbacks: Array<() => void> = [];

  beforeEach(() => {
    Object.values(pages).forEach((page) => page.mockClear());
    resetBuildStatus();
    sessionStorage.clear();
    idleCallbacks.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  });

  it('prefetches /, /services, /blog and /quote once the browser is idle', async () => {
    stop = startGlobalBehaviours({ router: fakeRouter('/'), fetch: buildServer(), isDev: true });
    expect(pages['/']).not.toHaveBeenCalled();

    idleCallbacks.forEach((callback) => callback());

    await vi.waitFor(() => {
      for (const path of ['/', '/services', '/blog', '/quote'] as const)
        expect(pages[path]).toHaveBeenCalledTimes(1);
    });
    expect(pages['/faq']).not.toHaveBeenCalled();
  });

  it('prefetches nothing on a customer’s document or its Pay page, opened from an email', async () => {
    for (const path of ['/document/doc-1', '/pay/doc-1']) {
      stop = startGlobalBehaviours({ router: fakeRouter(path), fetch: buildServer(), isDev: true });
      idleCallbacks.forEach((callback) => callback());
      await new Promise((resolve) => setTimeout(resolve, 0));
      Object.values(pages).forEach((page) => expect(page).not.toHaveBeenCalled());
      stop();
      stop = undefined;
    }
  });

  it('prefetches nothing in reduced-data mode', async () => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });

    stop = startGlobalBehaviours({ router: fakeRouter('/'), fetch: buildServer(), isDev: true });
    idleCallbacks.forEach((callback) => callback());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(document.documentElement.dataset.reducedData).toBe('true');
    Object.values(pages).forEach((page) => expect(page).not.toHaveBeenCalled());
  });

  it("applies the build's redirect rule on start, replacing the history entry", async () => {
    const router = fakeRouter('/old-pricing');
    stop = startGlobalBehaviours({
      router,
      fetch: buildServer([{ from: '/old-pricing', to: '/pricing' }]),
      isDev: true,
    });

    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith('/pricing', { replace: true }),
    );
  });

  it('applies redirect rules on every navigation, without looping', async () => {
    const router = fakeRouter('/');
    const fetch = buildServer([{ from: '/guides/*', to: '/blog/*' }]);
    stop = startGlobalBehaviours({ router, fetch, isDev: true });
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/build/dev.json', expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));

    router.goTo('/guides/boilers');

    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith('/blog/boilers', { replace: true });
    expect(router.state.location.pathname).toBe('/blog/boilers');
  });

  it('sends the visitor to an external address with location.replace', async () => {
    const replace = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, replace },
    });
    try {
      stop = startGlobalBehaviours({
        router: fakeRouter('/sister-sites'),
        fetch: buildServer([{ from: '/sister-sites', to: 'https://example.co.uk/' }]),
        isDev: true,
      });
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://example.co.uk/'));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('polls for a newer build outside development only', async () => {
    const devFetch = buildServer();
    stop = startGlobalBehaviours({ router: fakeRouter('/'), fetch: devFetch, isDev: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(devFetch.mock.calls.some(([url]) => String(url).startsWith('/build/latest.json'))).toBe(
      false,
    );
    stop();

    const prodFetch = buildServer();
    stop = startGlobalBehaviours({ router: fakeRouter('/'), fetch: prodFetch, isDev: false });
    await vi.waitFor(() =>
      expect(
        prodFetch.mock.calls.some(([url]) => /^\/build\/latest\.json\?t=\d+$/.test(String(url))),
      ).toBe(true),
    );
  });

  it('reports unhandled errors and promise rejections', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = startGlobalBehaviours({ router: fakeRouter('/'), fetch: buildServer(), isDev: true });

    const rejection = new Error('lost promise');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejection }));
    const thrown = new Error('thrown in a handler');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));

    expect(log).toHaveBeenCalledWith(
      expect.any(String),
      rejection,
      expect.objectContaining({ source: 'unhandledrejection' }),
    );
    expect(log).toHaveBeenCalledWith(
      expect.any(String),
      thrown,
      expect.objectContaining({ source: 'window.onerror' }),
    );
  });

  it('reloads once when Vite fails to preload a chunk, then lets the failure surface', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, pathname: '/blog', search: '', hash: '', reload },
    });
    try {
      stop = startGlobalBehaviours({
        router: fakeRouter('/blog'),
        fetch: buildServer(),
        isDev: true,
      });
      const event = new Event('vite:preloadError', { cancelable: true });

      const again = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      window.dispatchEvent(again);

      expect(reload).toHaveBeenCalledTimes(1);
      expect(event.defaultPrevented).toBe(true);
      // Within the 10-second guard the error is not swallowed: the page's error view takes over.
      expect(again.defaultPrevented).toBe(false);
      expect(log).toHaveBeenCalledWith(
        expect.any(String),
        again,
        expect.objectContaining({ source: 'vite:preloadError' }),
      );
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('neither prefetches pages nor registers the service worker inside the quote widget', async () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    try {
      stop = startGlobalBehaviours({
        router: fakeRouter('/widget/quote-form'),
        fetch: buildServer(),
        registerServiceWorker: true,
      });
      idleCallbacks.forEach((callback) => callback());
      await new Promise((resolve) => setTimeout(resolve, 0));

      Object.values(pages).forEach((page) => expect(page).not.toHaveBeenCalled());
      expect(register).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('registers the service worker when asked (production builds)', () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    try {
      stop = startGlobalBehaviours({ router: fakeRouter('/'), fetch: buildServer(), isDev: true });
      expect(register).not.toHaveBeenCalled();
      stop();

      stop = startGlobalBehaviours({
        router: fakeRouter('/'),
        fetch: buildServer(),
        registerServiceWorker: true,
      });
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('registers the worker that precaches only the shell for a visitor saving data', () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
    try {
      stop = startGlobalBehaviours({
        router: fakeRouter('/'),
        fetch: buildServer(),
        registerServiceWorker: true,
      });
      expect(register).toHaveBeenCalledWith('/sw-shell.js', { scope: '/' });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('loads the page a navigation was heading to when its chunk is missing', () => {
    const assign = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, pathname: '/', search: '', hash: '', assign, reload: vi.fn() },
    });
    try {
      const router = fakeRouter('/');
      const pending = { pathname: '/blog', search: '?page=2', hash: '' };
      Object.assign(router.state, { navigation: { location: pending } });
      stop = startGlobalBehaviours({ router, fetch: buildServer(), isDev: true });

      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

      expect(assign).toHaveBeenCalledWith('/blog?page=2');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('undoes everything on cleanup', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = fakeRouter('/');
    stop = startGlobalBehaviours({ router, fetch: buildServer(), isDev: false });
    expect(router.listenerCount).toBe(1);

    stop();
    stop = undefined;

    expect(router.listenerCount).toBe(0);
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('after cleanup') }),
    );
    expect(log).not.toHaveBeenCalled();
  });
});
