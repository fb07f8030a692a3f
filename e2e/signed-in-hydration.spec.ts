import { expect, test, type Page } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';

// A returning visitor who is signed in gets the same prerendered page as everyone else (it is
// built signed out). The app must take that markup over as it is and only then show their account
// menu; if its first render differed, React would throw the page away and draw it again.

declare global {
  interface Window {
    /** Layout shift seen so far, as Core Web Vitals counts it (shifts after input excluded). */
    layoutShift?: number;
  }
}

/**
 * Tags the prerendered heading and header before any app script runs (they start after the first
 * paint), with properties rather than attributes, which React would see as a mismatch; and adds
 * up the layout shift from the first paint on.
 */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      for (const selector of ['h1', 'header.site-header']) {
        const element = document.querySelector(selector);
        if (element) Object.assign(element, { fromPrerender: true });
      }
    });
  });
}

const keptFromPrerender = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement & { fromPrerender?: boolean }).fromPrerender);

for (const { email, home, urls } of [
  { email: DEMO.customer, home: '/customer', urls: ['/', '/services/plumber'] },
  { email: DEMO.company, home: '/company', urls: ['/professionals', '/services/plumber/leeds'] },
] as const) {
  test(`${email} gets prerendered pages hydrated, then their account menu`, async ({ page }) => {
    await signIn(page, email);
    await watchTakeover(page);

    for (const url of urls) {
      await gotoApp(page, url);
      // The page really came prerendered, or this test would prove nothing.
      await expect(page.locator('#root'), url).toHaveAttribute('data-prerendered', url);

      const account = page.getByRole('navigation', { name: 'Main' });
      await expect(account.getByRole('link', { name: 'Your account' }), url).toHaveAttribute(
        'href',
        home,
      );
      await expect(account.getByRole('button', { name: 'Sign out' }), url).toBeVisible();
      await expect(account.getByRole('link', { name: 'Sign in' }), url).toHaveCount(0);

      // The menu only appears once hydration is over, so its verdict is in. (A signed-in page
      // keeps Firestore's channel open: it never goes network-idle.)
      expect(await keptFromPrerender(page, 'h1'), url).toBe(true);
      expect(await keptFromPrerender(page, 'header.site-header'), url).toBe(true);
      await expect(page.locator('html'), url).not.toHaveAttribute('data-prerender-redrawn');
      // The account menu takes the place held for it (the CLS budget is 0.05).
      const shift = (await page.evaluate(() => window.layoutShift)) ?? 0;
      test.info().annotations.push({ type: 'layout shift', description: `${url}: ${shift}` });
      expect(shift, url).toBeLessThan(0.05);
    }
  });
}

test('a visitor who never signed in is offered sign-in on a hydrated page', async ({ page }) => {
  await watchTakeover(page);
  await gotoApp(page, '/services/plumber');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Your account' })).toHaveCount(0);
  expect(await keptFromPrerender(page, 'header.site-header')).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender-redrawn');
});
