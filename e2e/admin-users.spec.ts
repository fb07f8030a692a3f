import { expect, test } from '@playwright/test';

import { DEMO, DEMO_PASSWORD, fillSignIn, signIn } from './support/accounts';
import { uniqueEmail } from './support/emulators';

const DEACTIVATED = 'Your account has been deactivated. Please contact support for assistance.';
const PASSWORD = 'Kettle-boils-42';

test('an admin deactivates a signed-in customer, whose session ends at once; reactivating lets them back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A homeowner of this test's own, signed in in their own browser.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = uniqueEmail('deactivate-me');
  const name = email.split('@')[0]!;
  await customer.goto('/signup');
  await customer.getByLabel("I'm a homeowner").check();
  await customer.getByLabel('Email', { exact: true }).fill(email);
  await customer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await customer.getByLabel('Confirm password').fill(PASSWORD);
  await customer.getByRole('button', { name: 'Create account' }).click();
  await expect(customer).toHaveURL(/\/customer$/);

  // The admin finds them by the start of their email and opens their page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin/users');
  const search = admin.getByLabel('Name or email starts with');
  await expect(async () => {
    await search.fill(name.slice(0, 16));
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin.getByRole('link', { name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 2, name })).toBeVisible();

  // Deactivate, with a reason and the admin's password (a recent sign-in).
  const deactivate = admin.getByRole('form', { name: 'Deactivate this account' });
  await deactivate.getByLabel('Reason').fill('Reported for abusive messages');
  await deactivate.getByLabel('Your password').fill(DEMO_PASSWORD);
  await deactivate.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(admin.getByText('Account deactivated')).toBeVisible();
  await expect(
    admin.getByText(/Deactivated by admin@fixwell\.test, .*: Reported for abusive messages/),
  ).toBeVisible();

  // The customer's open session ends by itself, with the message, well within the test's time.
  await expect(customer.getByText(DEACTIVATED)).toBeVisible({ timeout: 20_000 });
  await expect(customer).toHaveURL(/\/login\?redirect=%2Fcustomer$/);
  await customer.goto('/customer');
  await expect(customer).toHaveURL(/\/login/);
  await fillSignIn(customer, email, PASSWORD);
  await expect(
    customer.getByText('This account has been disabled. Please contact support.'),
  ).toBeVisible();

  // Reactivated, they sign in again.
  const reactivate = admin.getByRole('form', { name: 'Reactivate this account' });
  await reactivate.getByLabel('Reason').fill('Spoke to them; reinstated');
  await reactivate.getByLabel('Your password').fill(DEMO_PASSWORD);
  await reactivate.getByRole('button', { name: 'Reactivate account' }).click();
  await expect(admin.getByText('Account reactivated')).toBeVisible();
  await signIn(customer, email, PASSWORD);
  await expect(customer).toHaveURL(/\/customer/);

  await customerContext.close();
  await adminContext.close();
});
