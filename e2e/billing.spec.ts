import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { choosePlan, longDate, signUpCompany } from './support/billing';
import { findUidByEmail, readDocument } from './support/emulators';
import { standInEvents, standInPage, TEST_CARDS } from './support/stripe-stand-in';

// Company subscriptions end to end: the app, the callables, the local Stripe stand-in's hosted
// pages and the webhook, as a person goes through them. newco@ and company@ are shared by other
// specs (newco@ must stay unsubscribed, company@ subscribed), so the subscription that pays is a
// fresh sign-up's, and company@'s cancellation is resumed before its test ends.

test('newco@ is sent to billing, and a declined card at Checkout changes nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.newco);
  await gotoApp(page, '/company/leads');
  await expect(page).toHaveURL(/\/company\/billing\?reason=subscription-required$/);
  await expect(page.getByText('You need an active subscription to use that page.')).toBeVisible();

  await choosePlan(page, 'Professional');
  await expect(page).toHaveURL(standInPage('/checkout/cs_'));
  await expect(page.getByText('Professional').first()).toBeVisible();
  await page.getByLabel('Card number').fill(TEST_CARDS.declined);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  // Nothing was created at Stripe, so nothing was sent to the webhook or written.
  const customer = (await readDocument('stripeRefs/demo-newco'))?.customerId;
  expect(customer).toMatch(/^cus_/);
  const subscriptions = await standInEvents('customer.subscription.created');
  expect(subscriptions.filter((event) => event.data.object.customer === customer)).toEqual([]);
  expect(await readDocument('subscriptions/demo-newco')).toBeUndefined();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/company\/billing\?checkout=cancelled$/);
  await expect(page.getByText('Checkout was cancelled. You have not been charged.')).toBeVisible();
  await gotoApp(page, '/company/leads');
  await expect(page).toHaveURL(/\/company\/billing\?reason=subscription-required$/);
  expect(await readDocument('subscriptions/demo-newco')).toBeUndefined();
});

test('a company pays for Professional with 4242, its leads open, and the admin sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, businessName } = await signUpCompany(page, 'subscriber');
  await gotoApp(page, '/company/leads');
  await expect(page).toHaveURL(/\/company\/billing\?reason=subscription-required$/);

  await choosePlan(page, 'Professional');
  await expect(page).toHaveURL(standInPage('/checkout/cs_'));
  await page.getByLabel('Card number').fill(TEST_CARDS.pays);
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/company\/billing\?checkout=success/);
  await expect(page.getByText(/You.re subscribed to Professional/)).toBeVisible({
    timeout: 20_000,
  });
  const uid = await findUidByEmail(email);
  expect(await readDocument(`subscriptions/${uid}`)).toMatchObject({
    status: 'active',
    planId: 'professional',
    cancelAtPeriodEnd: false,
  });
  // The guard lets it through now, without a reload.
  await page.getByRole('link', { name: 'Go to your leads' }).click();
  await expect(page).toHaveURL(/\/company\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, DEMO.admin);
    await gotoApp(admin, '/admin/subscriptions');
    await admin.getByLabel('Company name starts with').fill(businessName);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: businessName });
    await expect(row).toContainText('Professional');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('£59.00');

    // Its first invoice, paid at Checkout, is the company's one transaction so far.
    await gotoApp(admin, `/admin/transactions?company=${uid}`);
    const payment = admin.getByRole('row').filter({ hasText: 'Subscription payment' });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('Succeeded');
    await expect(payment).toContainText(/in_\w+/);
  } finally {
    await adminContext.close();
  }
});

test('company@ cancels at period end in the billing portal and keeps its access', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subscription = await readDocument('subscriptions/demo-company');
  const periodEnd = longDate(String(subscription?.currentPeriodEnd));

  await signIn(page, DEMO.company);
  await gotoApp(page, '/company/billing');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(standInPage('/billing-portal/'));
  try {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Return to Fixwell' }).click();
    await expect(page).toHaveURL(/\/company\/billing$/);
    await expect(page.getByText(new RegExp(`Cancels on ${periodEnd}`, 'i'))).toBeVisible({
      timeout: 15_000,
    });
    await gotoApp(page, '/company/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  } finally {
    // Other specs rely on company@ renewing: resume it the same way.
    await gotoApp(page, '/company/billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByRole('button', { name: 'Return to Fixwell' }).click();
  }
  await expect(page.getByText(new RegExp(`Renews on ${periodEnd}`, 'i'))).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(async () => (await readDocument('subscriptions/demo-company'))?.cancelAtPeriodEnd)
    .toBe(false);
});

test('pastdue@ keeps its leads within the grace period and is told its payment failed', async ({
  page,
}) => {
  await signIn(page, DEMO.pastDue);
  await gotoApp(page, '/company/leads');
  await expect(page).toHaveURL(/\/company\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await gotoApp(page, '/company/billing');
  await expect(page.getByText('Payment overdue').first()).toBeVisible();
  await expect(page.getByText(/payment failed/i).first()).toBeVisible();
});
