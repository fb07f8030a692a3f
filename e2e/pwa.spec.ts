import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEMO, fillSignIn } from './support/accounts';
import { waitForApp } from './support/app';

// The service worker is blocked in the other suites so that caching cannot hide a broken build.
test.use({ serviceWorkers: 'allow' });

/** The files a generated worker precaches, as its `precacheAndRoute([...])` call lists them. */
function precacheUrls(serviceWorker: string): string[] {
  const list = /precacheAndRoute\((\[[\s\S]*?\])\s*,/.exec(serviceWorker)?.[1] ?? '';
  return [...list.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => `/${match[1]}`);
}

/** Installs the worker, then reloads so that it controls the page (it does from the next load). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** Paths the worker has cached at run time (the `fixwell-assets` cache), not the HTTP cache. */
function workerCachedAssets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('fixwell-assets');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** Reloads the page offline and expects the app to draw the same page from the worker's caches. */
async function expectSamePageOffline(page: Page, context: BrowserContext, heading: string) {
  await context.setOffline(true);
  try {
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  } finally {
    await context.setOffline(false);
  }
}

test('the app is an installable PWA with an en-GB manifest and a service worker', async ({
  page,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();

  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    name: string;
    lang: string;
    theme_color: string;
    display: string;
    icons: Array<{ sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Fixwell', lang: 'en-GB', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);

  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active);
  });
  expect(registered).toBe(true);
});

test('Chromium reports the app as installable', async ({ baseURL }, testInfo) => {
  // Incognito contexts (Playwright's default) are never installable: use a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'fixwell-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: Array<{ errorId: string }>;
        };
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('navigating while offline shows the offline page', async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.goto('/how-it-works').catch(() => undefined);
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await context.setOffline(false);
});

test('the worker precaches the shell and the public sections, not the areas', async ({ page }) => {
  await page.goto('/');
  const precached = precacheUrls(await (await page.request.get('/sw.js')).text());
  expect(precached).toContain('/offline.html');
  expect(precached).toEqual(expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']));

  // Everything the home page's own scripts need is there, so it opens offline after one visit.
  const appShell = await (await page.request.get('/app-shell.html')).text();
  const shellScripts = [...appShell.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(shellScripts.length).toBeGreaterThan(0);
  expect(precached).toEqual(expect.arrayContaining(shellScripts));

  // Chunk names follow the source files: the areas' layouts and pages, the widget and payment.
  const areaChunk =
    /^\/assets\/(admin-layout|company-layout|customer-layout|dashboard|quote-form|pay|document)-[\w-]{8}\.js$/;
  expect(precached.filter((url) => areaChunk.test(url))).toEqual([]);

  // A visitor saving data gets a worker that precaches the shell only.
  const shellOnly = precacheUrls(await (await page.request.get('/sw-shell.js')).text());
  expect(shellOnly).toContain('/offline.html');
  expect(shellOnly).toEqual(expect.arrayContaining(shellScripts));
  expect(shellOnly.length).toBeLessThan(precached.length);
});

test('a page left out of the precache works offline after one visit', async ({ page, context }) => {
  const precached = precacheUrls(await (await page.request.get('/sw.js')).text());
  await page.goto('/');
  await controlledByWorker(page);

  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) {
      scripts.push(pathname);
    }
  });
  await page.goto('/professionals');
  await waitForApp(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(heading?.trim()).toBeTruthy();
  const notPrecached = scripts.filter((url) => !precached.includes(url));
  expect(notPrecached.length).toBeGreaterThan(0);
  // The worker keeps those chunks as they are used, not the browser's HTTP cache by chance.
  await expect.poll(() => workerCachedAssets(page)).toEqual(expect.arrayContaining(notPrecached));

  await expectSamePageOffline(page, context, heading ?? '');
});

test('a signed-in area page works offline after a first online visit', async ({
  page,
  context,
}) => {
  const precached = precacheUrls(await (await page.request.get('/sw.js')).text());
  await page.goto('/login');
  await controlledByWorker(page);
  await fillSignIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer/);
  // Once more, now that the worker controls the page, so the page itself is cached too.
  await page.reload();
  await waitForApp(page);
  const areaChunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/customer-layout-.+\.js$/.test(path)),
  );
  expect(areaChunks).toHaveLength(1);
  expect(precached).not.toContain(areaChunks[0]);
  await expect.poll(() => workerCachedAssets(page)).toContain(areaChunks[0]);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(heading?.trim()).toBeTruthy();

  await expectSamePageOffline(page, context, heading ?? '');
});
