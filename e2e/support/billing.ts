import { expect, type Page } from '@playwright/test';

import { uniqueEmail } from './emulators';
import { standInPage, TEST_CARDS } from './stripe-stand-in';

/** A London date as the app writes it: "22 November 2026". */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

/**
 * Signs a new trade company up through the real form (a fresh account, so a test that subscribes
 * it or sets up its payouts leaves the demo accounts as other specs expect them). It covers
 * Caithness (KW), where no demo company or test request is, so it never takes a lead elsewhere.
 */
export async function signUpCompany(page: Page, prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = uniqueEmail(prefix);
  const businessName = `Wick Electrical ${suffix}`;
  await page.goto('/signup?role=company');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Main trade').selectOption({ label: 'Electrician' });
  await page.getByLabel('Base postcode').fill('KW1 4YT');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Fuse-box-2026');
  await page.getByLabel('Confirm password').fill('Fuse-box-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/company\/onboarding$/);
  return { email, businessName };
}

/** On /company/billing: "Choose plan" on the named plan's card. */
export async function choosePlan(page: Page, planName: string) {
  await page.getByRole('button', { name: `Choose plan: ${planName}` }).click();
}

/** A new company subscribed to Starter through Checkout, back on /company/billing. */
export async function signUpSubscribedCompany(page: Page, prefix: string) {
  const company = await signUpCompany(page, prefix);
  await page.goto('/company/billing');
  await choosePlan(page, 'Starter');
  await expect(page).toHaveURL(standInPage('/checkout/cs_'));
  await page.getByLabel('Card number').fill(TEST_CARDS.pays);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/You.re subscribed to Starter/)).toBeVisible({ timeout: 20_000 });
  return company;
}
