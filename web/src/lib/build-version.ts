import type { BuildRedirect } from '@/lib/build-redirects';

/** Replaced at build time by the build-metadata Vite plugin (web/vite/build-metadata-plugin.ts). */
declare const __BUILD_ID__: string | undefined;

const DEV_BUILD_ID = 'dev';
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : DEV_BUILD_ID;
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

type LatestBuild = { buildId: string; builtAt: string };
export type BuildManifest = LatestBuild & { redirects: BuildRedirect[] };

/** 'unknown' until a check succeeds; 'outdated' once a newer build has been deployed. */
export type BuildStatus = 'unknown' | 'current' | 'outdated';

type Fetch = typeof fetch;

let status: BuildStatus = 'unknown';

export function getBuildStatus(): BuildStatus {
  return status;
}

function setStatus(next: BuildStatus): void {
  status = next;
}

/** For tests. */
export function resetBuildStatus(): void {
  status = 'unknown';
}

function isLatestBuild(value: unknown): value is LatestBuild {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LatestBuild).buildId === 'string' &&
    typeof (value as LatestBuild).builtAt === 'string'
  );
}

async function fetchJson(url: string, fetchImpl: Fetch, signal?: AbortSignal): Promise<unknown> {
  const response = await fetchImpl(url, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Asks the server which build is live. The timestamp defeats every cache between us and Hosting.
 * Returns whether a newer build exists, or null when the check cannot tell (offline, no metadata).
 */
export async function checkForNewBuild(
  options: { fetch?: Fetch; signal?: AbortSignal; currentBuildId?: string } = {},
): Promise<boolean | null> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const currentBuildId = options.currentBuildId ?? BUILD_ID;
  try {
    const latest = await fetchJson(`/build/latest.json?t=${Date.now()}`, fetchImpl, options.signal);
    if (!isLatestBuild(latest)) return null;
    const newer = latest.buildId !== currentBuildId;
    setStatus(newer ? 'outdated' : 'current');
    return newer;
  } catch {
    return null;
  }
}

/** The redirect rules shipped with this build; an empty list when they cannot be loaded. */
export async function fetchBuildManifest(
  buildId: string = BUILD_ID,
  options: { fetch?: Fetch; signal?: AbortSignal } = {},
): Promise<BuildManifest | null> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const manifest = await fetchJson(
      `/build/${encodeURIComponent(buildId)}.json`,
      fetchImpl,
      options.signal,
    );
    if (!isLatestBuild(manifest)) return null;
    const redirects = (manifest as { redirects?: unknown }).redirects;
    return {
      ...manifest,
      redirects: Array.isArray(redirects) ? (redirects as BuildRedirect[]) : [],
    };
  } catch {
    return null;
  }
}

/**
 * Checks every `intervalMs` and whenever the tab becomes visible again (a laptop lid opened after
 * a deploy). Returns a function that stops polling.
 */
export function startBuildVersionPolling(
  options: { fetch?: Fetch; intervalMs?: number } = {},
): () => void {
  const controller = new AbortController();
  const check = () => {
    void checkForNewBuild({
      ...(options.fetch ? { fetch: options.fetch } : {}),
      signal: controller.signal,
    });
  };
  const timer = setInterval(check, options.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  check();

  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    controller.abort();
  };
}
