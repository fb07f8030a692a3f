import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';

// Issue 16 §1 and §3 against the emulators and the seed (scripts/seed/platform-stats-demo.ts):
// an admin opens the dashboard, sees this week's figures from the seeded rollups and the alert
// for a seeded request nobody covers, follows it to the request; then opens the demand analytics,
// switches the range and downloads the figures as CSV.

test('an admin reads the dashboard, follows an alert and exports the demand figures', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  const figures = page.getByRole('region', { name: 'Figures' });
  // Four weeks of seeded requests: this month's figures are never empty.
  await expect(figures.getByText('Quote requests this week')).toBeVisible();
  await expect(figures.getByText('Monthly recurring revenue')).toBeVisible();
  await expect(figures.getByText(/^Same days last week: \d+$/).first()).toBeVisible();
  await expect(figures.getByRole('link', { name: /checks? waiting/ })).toHaveAttribute(
    'href',
    '/admin/companies',
  );

  const alerts = page.getByRole('region', { name: 'Alerts' });
  const noMatch = alerts.getByRole('link', { name: 'Landscaper in TR1' }).first();
  await expect(noMatch).toBeVisible();
  await noMatch.click();
  await expect(page).toHaveURL(/\/admin\/quotes\/demo-demand-\d+-\d+$/);
  await expect(page.getByText('Landscaper').first()).toBeVisible();

  await gotoApp(page, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const services = page.getByRole('table', { name: /Demand by service/ });
  await expect(services.getByRole('link', { name: 'Electrician' })).toBeVisible();

  await page.getByRole('radio', { name: /Last 90 days/ }).check();
  await expect(page).toHaveURL(/range=90/);
  await expect(page.getByRole('table', { name: /Demand by period/ })).toContainText('w/c');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download these figures (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^demand-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('Period start,Period end,Quote requests');

  // One service's page, from the list.
  await page
    .getByRole('table', { name: /Demand by service/ })
    .getByRole('link', { name: 'Electrician' })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics\/service\/electrician\?range=90$/);
  await expect(page.getByRole('table', { name: /by postcode area/ })).toContainText('LS');
});
