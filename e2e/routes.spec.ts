import { expect, test, type Page } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import {
  ADMIN_URLS,
  COMPANY_SUBSCRIBED_URLS,
  COMPANY_UNSUBSCRIBED_URLS,
  CUSTOMER_URLS,
  PUBLIC_URLS,
} from './support/spec-routes';

/** Opens each URL and checks it stays there and shows a real page: one heading, no error page. */
async function expectPagesOpen(page: Page, urls: string[]) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const url of urls) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    await expect(page, url).toHaveURL(new RegExp(`${url.replace(/[.?]/g, '\\$&')}$`));
    await expect(page.getByText('Page not found', { exact: false }), url).toHaveCount(0);
  }
  expect(errors).toEqual([]);
}

test.describe('every SPEC.md route opens for the right visitor', () => {
  test('public pages open for a signed-out visitor', async ({ page }) => {
    test.setTimeout(120_000);
    await expectPagesOpen(page, PUBLIC_URLS);
  });

  test('customer pages open for a customer', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expectPagesOpen(page, CUSTOMER_URLS);
  });

  test('company pages open for a subscribed company', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.company);
    await expectPagesOpen(page, [...COMPANY_SUBSCRIBED_URLS, ...COMPANY_UNSUBSCRIBED_URLS]);
  });

  test('admin pages open for an admin', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await expectPagesOpen(page, ADMIN_URLS);
  });
});

test.describe('guards turn the wrong visitors away', () => {
  test('a signed-out visitor is sent to sign in, and back afterwards', async ({ page }) => {
    await page.goto('/customer/quotes?status=open');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer%2Fquotes%3Fstatus%3Dopen$/);
    await page.getByLabel('Email', { exact: true }).fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill('Fixwell-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/customer\/quotes\?status=open$/);
  });

  test('a redirect to another site is ignored after sign-in', async ({ page }) => {
    await page.goto('/login?redirect=//evil.example.com/steal');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill('Fixwell-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('a customer opening company and admin pages lands in their own area', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/company/leads');
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('a company opening customer and admin pages lands in its own area', async ({ page }) => {
    await signIn(page, DEMO.company);
    await page.goto('/customer/quotes');
    await expect(page).toHaveURL(/\/company$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/company$/);
  });

  test('an admin opening a customer page lands in the admin area', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/customer/quotes');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a company without a subscription is sent to billing with the reason', async ({ page }) => {
    await signIn(page, DEMO.newco);
    await page.goto('/company/leads');
    await expect(page).toHaveURL(/\/company\/billing/);
    await expect(page.getByText(/active subscription/i).first()).toBeVisible();
    await expectPagesOpen(page, COMPANY_UNSUBSCRIBED_URLS);
  });

  test('admin pages without a guard still show nothing to a visitor', async ({ page }) => {
    await page.goto('/admin/site-images');
    await expect(page.getByText(/for Fixwell administrators/i)).toBeVisible();
  });
});

test.describe('the error page', () => {
  test('an unknown path shows the 404 page, not indexed, with ways onward', async ({ page }) => {
    await page.goto('/this/path/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
    await expect(page.getByText('Page not found', { exact: false }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/services"]').first()).toBeVisible();
    await expect(main.locator('a[href="/blog"]').first()).toBeVisible();
    await expect(main.locator('a[href="/quote"]').first()).toBeVisible();
  });

  test('an unknown content type is a 404 through the route validation', async ({ page }) => {
    await page.goto('/not-a-content-type');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
  });
});
