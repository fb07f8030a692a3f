import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { signUpSubscribedCompany } from './support/billing';
import { findUidByEmail, readDocument } from './support/emulators';
import { standInPage } from './support/stripe-stand-in';

// Stripe Connect (Express) onboarding end to end: "Set up payouts", the stand-in's onboarding
// page, back to the success page the Connect webhook's document drives, and the admin's view.
// Each test signs a new company up and subscribes it (the payouts pages are for subscribers), so
// the demo accounts stay as other specs expect them and a retry starts from nothing.

test('a company completes payouts onboarding, and the admin sees the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, businessName } = await signUpSubscribedCompany(page, 'payouts');
  const uid = await findUidByEmail(email);
  await gotoApp(page, '/company/stripe-connect');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(standInPage('/connect/onboarding/'));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/company\/stripe-connect\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts set-up' })).toBeVisible();
  const checks = page.getByRole('list', { name: "Stripe's checks" });
  for (const item of ['Details submitted', 'Card payments enabled', 'Payouts enabled'])
    await expect(checks).toContainText(`${item}: done`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Continue setup' })).toHaveCount(0);
  const account = await readDocument(`connectAccounts/${uid}`);
  expect(account).toMatchObject({ status: 'enabled', payoutsEnabled: true, chargesEnabled: true });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, DEMO.admin);
    await gotoApp(admin, '/admin/stripe-accounts');
    const row = admin.getByRole('row').filter({ hasText: businessName });
    await expect(row).toContainText('Payouts enabled');
    await expect(row).toContainText(String(account?.accountId));
    await row.getByRole('link').first().click();
    await expect(admin).toHaveURL(new RegExp(`/admin/stripe-accounts/${account?.accountId}$`));
    await expect(admin.getByText(businessName).first()).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Recent payouts' })).toBeVisible();
  } finally {
    await adminContext.close();
  }
});

test('"Save and finish later" leaves requirements due, with "Continue setup"', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await signUpSubscribedCompany(page, 'payouts-later');
  const uid = await findUidByEmail(email);
  await gotoApp(page, '/company/stripe-connect');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(standInPage('/connect/onboarding/'));
  const firstLink = page.url();
  await page.getByRole('button', { name: 'Save and finish later' }).click();

  await expect(page).toHaveURL(/\/company\/stripe-connect\/success$/);
  const checks = page.getByRole('list', { name: "Stripe's checks" });
  await expect(checks).toContainText('Details submitted: done', { timeout: 20_000 });
  await expect(checks).toContainText('Payouts enabled: not yet');
  await expect(page.getByRole('list', { name: 'Stripe still needs' })).toContainText(
    'Bank account for payouts',
  );
  expect(await readDocument(`connectAccounts/${uid}`)).toMatchObject({
    payoutsEnabled: false,
    detailsSubmitted: true,
  });

  // A fresh account link takes the company back to Stripe where it left off.
  await page.getByRole('button', { name: 'Continue setup' }).click();
  await expect(page).toHaveURL(standInPage('/connect/onboarding/'));
  expect(page.url()).not.toBe(firstLink);

  // A used link sends the browser to /company/stripe-connect/refresh, which makes a fresh one.
  const refreshed = page.waitForURL(/\/company\/stripe-connect\/refresh$/);
  await page.goto(firstLink);
  await refreshed;
  await expect(page).toHaveURL(standInPage('/connect/onboarding/'));
  expect(page.url()).not.toBe(firstLink);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});
