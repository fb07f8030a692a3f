import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Fixwell-demo-1';

export const DEMO = {
  admin: 'admin@fixwell.test',
  customer: 'customer@fixwell.test',
  company: 'company@fixwell.test',
  newco: 'newco@fixwell.test',
  /** A company whose renewal failed: payment overdue, inside its grace period. */
  pastDue: 'pastdue@fixwell.test',
  deactivated: 'deactivated@fixwell.test',
} as const;

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the real form and waits until the app has left the login page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}
