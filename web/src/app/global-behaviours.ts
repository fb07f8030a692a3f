import { routeTable } from '@/app/routes/route-table';
import { isBot } from '@/lib/bot-detection';
import { resolveRedirect, validRedirects, type BuildRedirect } from '@/lib/build-redirects';
import { BUILD_ID, fetchBuildManifest, startBuildVersionPolling } from '@/lib/build-version';
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload';
import { reportError } from '@/lib/error-reporting';
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from '@/lib/preload-queue';
import { isReducedDataMode, watchReducedData } from '@/lib/reduced-data';

/** SPEC §2: the pages most visitors go to next. */
export const PREFETCH_PATHS = ['/', '/services', '/blog', '/quote'] as const;

type RouterLocation = { pathname: string; search: string; hash: string };

/** The parts of React Router's data router we use, typed structurally so tests can pass a fake. */
export type GlobalBehavioursRouter = {
  /** `navigation.location` is where a client-side navigation in progress is heading. */
  state: { location: RouterLocation; navigation?: { location?: RouterLocation | undefined } };
  subscribe(listener: (state: { location: RouterLocation }) => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): unknown;
};

export type GlobalBehavioursOptions = {
  router: GlobalBehavioursRouter;
  /** Tests inject these; the app uses the real ones. */
  fetch?: typeof fetch;
  isDev?: boolean;
  registerServiceWorker?: boolean;
};

function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1500);
  return () => clearTimeout(handle);
}

/**
 * The quote widget runs inside other sites' iframes: its visitors never go on to our other pages,
 * and a service worker there would be registered in the partner site's storage partition.
 */
export function isEmbeddedWidget(pathname: string): boolean {
  return pathname === '/widget' || pathname.startsWith('/widget/');
}

/**
 * A customer's document or its Pay page, opened from an email, often on a phone: the popular
 * public pages are not where they go next, and preloading them would compete with the document.
 */
export function isCustomerDocumentPage(pathname: string): boolean {
  return /^\/(document|pay)\//.test(pathname);
}

/** Preloads the route modules of PREFETCH_PATHS, unless the visitor is saving data. */
export function prefetchPopularRoutes(): Promise<void> {
  if (isReducedDataMode()) return Promise.resolve();
  const queue = createPreloadQueue(MAX_CONCURRENT_PRELOADS);
  const loads = PREFETCH_PATHS.flatMap((path) => {
    const entry = routeTable.find((route) => route.path === path);
    return entry ? [queue.preload(path, entry.page)] : [];
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * The worker to register. `sw.js` precaches the shell and the public sections most visitors open
 * (about 230 KB gzip, downloaded after load); a visitor saving data gets `sw-shell.js`, the same
 * worker precaching only the shell (already in the HTTP cache from this visit), the offline page
 * and the icons, and caches other chunks only as they are used. Registering that worker rather
 * than none keeps the offline page and the installable app for them; a later visit without
 * Save-Data registers `sw.js` again, which replaces it (see vite/public-precache-plugin.ts).
 */
function serviceWorkerScript(reducedData: boolean = isReducedDataMode()): string {
  return `${import.meta.env.BASE_URL}${reducedData ? 'sw-shell.js' : 'sw.js'}`;
}

/**
 * Registers the worker vite-plugin-pwa generates (see vite.config.ts). This is what
 * `registerSW({ immediate: true })` from `virtual:pwa-register` does for our 'prompt' set-up, done
 * by hand because that virtual module exists only inside the PWA plugin's build, and importing it
 * here would break every test that imports the app.
 */
function registerServiceWorker(): void {
  navigator.serviceWorker
    .register(serviceWorkerScript(), { scope: import.meta.env.BASE_URL })
    .catch((error: unknown) => reportError(error, { source: 'service-worker' }));
}

/**
 * Everything the app does outside any one page: error reporting, reduced-data mode, prefetching,
 * build-version polling and redirects, chunk-failure reloads and the service worker.
 * Called once from `App`; the returned function undoes all of it.
 */
export function startGlobalBehaviours(options: GlobalBehavioursOptions): () => void {
  const { router } = options;
  const isDev = options.isDev ?? import.meta.env.DEV;
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof WindowEventMap>(
    type: K,
    handler: (event: WindowEventMap[K]) => void,
  ) => {
    window.addEventListener(type, handler);
    cleanups.push(() => window.removeEventListener(type, handler));
  };

  // A chunk usually fails on the way to a new page: load that page, not the one we are leaving.
  const reloadForChunkError = () => {
    const target = router.state.navigation?.location ?? router.state.location;
    return reloadOnceForChunkError(
      target.pathname,
      `${target.pathname}${target.search}${target.hash}`,
    );
  };

  // Errors nobody caught.
  listen('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message) && reloadForChunkError()) return;
    reportError(event.error ?? event.message, {
      source: 'window.onerror',
      file: event.filename,
      line: event.lineno,
    });
  });
  listen('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForChunkError()) return;
    reportError(event.reason, { source: 'unhandledrejection' });
  });

  // Vite fires this when a chunk it preloads for a lazy route is gone (usually after a deploy).
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError()) {
      event.preventDefault();
      return;
    }
    reportError((event as Event & { payload?: unknown }).payload ?? event, {
      source: 'vite:preloadError',
    });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  cleanups.push(() => window.removeEventListener('vite:preloadError', onPreloadError));

  cleanups.push(watchReducedData());

  const embedded = isEmbeddedWidget(router.state.location.pathname);

  // Crawlers get no speculative downloads: they only ever read the page they asked for.
  if (!isBot() && !embedded && !isCustomerDocumentPage(router.state.location.pathname)) {
    cleanups.push(
      onIdle(() => {
        void prefetchPopularRoutes();
      }),
    );
  }

  // Redirect rules from this build's metadata, applied now and on every navigation.
  let redirects: BuildRedirect[] = [];
  const applyRedirect = (pathname: string) => {
    const target = resolveRedirect(pathname, redirects, window.location.origin);
    if (!target) return;
    if (target.kind === 'external') window.location.replace(target.to);
    else void router.navigate(target.to, { replace: true });
  };
  const manifestController = new AbortController();
  void fetchBuildManifest(BUILD_ID, { ...fetchOption, signal: manifestController.signal }).then(
    (manifest) => {
      if (manifestController.signal.aborted || !manifest) return;
      redirects = validRedirects(manifest.redirects);
      applyRedirect(router.state.location.pathname);
    },
  );
  cleanups.push(() => manifestController.abort());

  let lastPathname = router.state.location.pathname;
  cleanups.push(
    router.subscribe((state) => {
      if (state.location.pathname === lastPathname) return;
      lastPathname = state.location.pathname;
      applyRedirect(lastPathname);
    }),
  );

  // A dev server has no deploys to poll for.
  if (!isDev) cleanups.push(startBuildVersionPolling(fetchOption));

  if (
    (options.registerServiceWorker ?? import.meta.env.PROD) &&
    !embedded &&
    'serviceWorker' in navigator
  ) {
    registerServiceWorker();
  }

  return () => {
    cleanups
      .splice(0)
      .reverse()
      .forEach((cleanup) => cleanup());
  };
}
