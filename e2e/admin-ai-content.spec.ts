import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';

// Issue 16 §2, AI-assisted drafts, in the browser on the emulators (AI_PROVIDER=local): an admin
// adds an idea, generates a draft from it with the local test provider, sees it labelled as not
// written by an AI model, and opens it in the editor as an unpublished draft.

const LOCAL_LABEL = 'Written by the local test provider, not an AI model';
const run = Date.now().toString(36);

test('an admin generates a draft from an idea with the local provider and opens it in the editor', async ({
  page,
}) => {
  const title = `Why does my boiler lose pressure ${run}`;

  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/blog/ideas');
  const add = page.getByRole('form', { name: 'Add an idea' });
  await add.getByLabel('Working title', { exact: true }).fill(title);
  await add.getByLabel('Target search phrase').fill('boiler losing pressure');
  await add.getByRole('button', { name: 'Add idea' }).click();
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });

  await gotoApp(page, '/admin/ai-content');
  await expect(page.getByTestId('local-provider-notice')).toContainText(LOCAL_LABEL, {
    timeout: 20_000,
  });
  await page.getByLabel('Idea', { exact: true }).selectOption({
    label: `${title} (boiler losing pressure)`,
  });
  await page.getByLabel('Content type').selectOption({ label: 'How-to guides' });
  await page.getByRole('button', { name: 'Generate a draft' }).click();

  const open = page.getByRole('link', { name: 'Open the draft in the editor' });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Draft saved: ${title}`)).toBeVisible();
  await expect(open.locator('xpath=ancestor::div[contains(@class,"card")]')).toContainText(
    LOCAL_LABEL,
  );
  // Listed among the recent AI drafts.
  await expect(
    page.getByRole('list', { name: 'Recent AI drafts, newest first' }).getByRole('link', {
      name: title,
    }),
  ).toBeVisible();

  await open.click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[^/]+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 20_000 });
  await expect(page.getByLabel('Text (Markdown)', { exact: true })).toHaveValue(
    new RegExp(LOCAL_LABEL),
  );
  // A draft: nothing went live.
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0);
});
