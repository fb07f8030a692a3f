import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The service worker is blocked in the other suites so that caching cannot hide a broken build.
test.use({ serviceWorkers: 'allow' });

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
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load installs the worker; it controls pages from the next navigation on.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/how-it-works').catch(() => undefined);
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await context.setOffline(false);
});
