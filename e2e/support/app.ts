import type { Page } from '@playwright/test';

/** Waits until the app has started on the page it is showing (it marks <html> when ready). */
export async function waitForApp(page: Page) {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/** Opens a page of the app and waits until the app has started on it. */
export async function gotoApp(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
}
