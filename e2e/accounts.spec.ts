import { expect, test } from '@playwright/test';

import { DEMO, fillSignIn, signIn } from './support/accounts';
import {
  findUidByEmail,
  pathOf,
  readDocument,
  uniqueEmail,
  waitForEmailLink,
} from './support/emulators';

test.describe('signing in', () => {
  for (const [email, home] of [
    [DEMO.admin, '/admin'],
    [DEMO.customer, '/customer'],
    [DEMO.company, '/company'],
  ] as const) {
    test(`${email} signs in and lands in ${home}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a company without a subscription lands on billing', async ({ page }) => {
    await signIn(page, DEMO.newco);
    await expect(page).toHaveURL(/\/company\/billing/);
  });

  test('a deactivated account is refused with its message', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, DEMO.deactivated);
    await expect(
      page.getByText('Your account has been deactivated. Please contact support for assistance.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer$/);
  });

  test('a wrong password shows the catalogue message', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, DEMO.customer, 'not-the-password-1');
    await expect(
      page.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
  });

  test('signing out returns to the home page and closes the area', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/login/);
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/customer/profile');
    await page.reload();
    await expect(page).toHaveURL(/\/customer\/profile$/);
    await expect(page.getByLabel('Display name')).toHaveValue('Sarah Thompson');
  });
});

test.describe('signing up', () => {
  test('a homeowner signs up, gets a customer profile and verifies the email', async ({ page }) => {
    const email = uniqueEmail('homeowner');
    await page.goto('/signup');
    await page.getByLabel("I'm a homeowner").check();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Kettle-boils-42');
    await page.getByLabel('Confirm password').fill('Kettle-boils-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/customer$/);

    const uid = await findUidByEmail(email);
    const profile = await readDocument(`users/${uid}`);
    expect(profile).toMatchObject({
      email,
      role: 'customer',
      active: true,
      emailVerified: false,
      displayName: email.split('@')[0],
    });

    const link = await waitForEmailLink(email, '/verify-email');
    await page.goto(pathOf(link));
    await expect(
      page.getByText(/email (address )?(has been |is )?verified/i).first(),
    ).toBeVisible();
    await expect.poll(async () => (await readDocument(`users/${uid}`))?.emailVerified).toBe(true);
  });

  test('a trade professional signs up with business details and starts onboarding', async ({
    page,
  }) => {
    const email = uniqueEmail('trade');
    await page.goto('/signup?role=company');
    await page.getByLabel('Business name').fill('Hartley Electrical Ltd');
    await page.getByLabel('Main trade').selectOption({ label: 'Electrician' });
    await page.getByLabel('Base postcode').fill('ls6 2ab');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Fuse-box-2026');
    await page.getByLabel('Confirm password').fill('Fuse-box-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/company\/onboarding$/);
  });

  test('an address already registered is refused with the catalogue message', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel("I'm a homeowner").check();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill('Kettle-boils-42');
    await page.getByLabel('Confirm password').fill('Kettle-boils-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  });

  test('the sign-up draft survives a reload, without the password', async ({ page }) => {
    await page.goto('/signup?role=company');
    await page.getByLabel('Business name').fill('Draft Roofing');
    await page.getByLabel('Password', { exact: true }).fill('Secret-123');
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByLabel('Business name')).toHaveValue('Draft Roofing');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });
});

test.describe('forgotten passwords', () => {
  test('a user resets the password from the emailed link and signs in with it', async ({
    page,
  }) => {
    const email = uniqueEmail('forgetful');
    await page.goto('/signup');
    await page.getByLabel("I'm a homeowner").check();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Original-pass-1');
    await page.getByLabel('Confirm password').fill('Original-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

    const link = await waitForEmailLink(email, '/reset-password');
    await page.goto(pathOf(link));
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-2');
    await page.getByLabel('Confirm new password').fill('Brand-new-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText(/password (has been )?(changed|reset|updated)/i).first(),
    ).toBeVisible();

    await page.goto('/login');
    await fillSignIn(page, email, 'Brand-new-pass-2');
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('an unknown address gets the same answer as a known one', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
  });
});

test.describe('profiles', () => {
  test('a customer changes their display name and it persists', async ({ page }) => {
    const email = uniqueEmail('renamer');
    await page.goto('/signup');
    await page.getByLabel("I'm a homeowner").check();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Rename-me-123');
    await page.getByLabel('Confirm password').fill('Rename-me-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/customer$/);

    await page.goto('/customer/profile');
    await page.getByLabel('Display name').fill('Priya Patel');
    await page.getByLabel('Phone').fill('07700 900456');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Priya Patel');
  });
});
