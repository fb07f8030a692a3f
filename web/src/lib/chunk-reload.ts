import { isBot } from '@/lib/bot-detection';
import { checkForNewBuild, getBuildStatus } from '@/lib/build-version';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_PREFIX = 'fixwell:chunk-reload:';

// Each browser words a failed dynamic import differently.
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preloader
  /loading (css )?chunk [\w-]+ failed/i, // webpack-style wording some libraries re-throw
  /failed to load module script/i,
];

/** Whether `error` means a lazily loaded piece of the app could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  if (typeof Event !== 'undefined' && error instanceof Event) {
    // `vite:preloadError` carries the original failure in `payload`.
    if (error.type === 'vite:preloadError') return true;
    const { payload, error: inner } = error as Event & { payload?: unknown; error?: unknown };
    return isChunkLoadError(payload ?? inner);
  }
  if (typeof error === 'string') return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error));
  if (typeof error === 'object') {
    const { name, message, cause } = error as {
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (name === 'ChunkLoadError') return true;
    if (
      typeof message === 'string' &&
      CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))
    )
      return true;
    if (cause !== undefined && cause !== error) return isChunkLoadError(cause);
  }
  return false;
}

function storageKey(path: string): string {
  return `${STORAGE_PREFIX}${path}`;
}

function lastReloadAt(path: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(path))) || 0;
  } catch {
    return 0;
  }
}

function reloadNow(path: string, href: string | undefined): boolean {
  if (Date.now() - lastReloadAt(path) < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(storageKey(path), String(Date.now()));
  } catch {
    // Without storage we cannot guard against a loop, so we do not reload at all.
    return false;
  }
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (href && href !== here) window.location.assign(href);
  else window.location.reload();
  return true;
}

/**
 * Reloads the page so it picks up the newly deployed build, at most once per path in 10 seconds
 * (a chunk that is missing after the reload is a real fault, not a deploy, and must not loop).
 *
 * A missing chunk almost always means a new deploy, so we reload when a newer build is known or the
 * last check could not tell. Only when the last check said we are current do we re-check first and
 * reload if that reveals a deploy after all. Crawlers never reload. Returns whether it reloaded now.
 *
 * `href` is where to load when the failure happened on the way to another page (a client-side
 * navigation whose page chunk is gone): the browser then loads that page instead of the old one.
 */
export function reloadOnceForChunkError(path: string, href?: string): boolean {
  if (isBot()) return false;
  if (getBuildStatus() !== 'current') return reloadNow(path, href);
  void checkForNewBuild().then((newer) => {
    if (newer !== false) reloadNow(path, href);
  });
  return false;
}
