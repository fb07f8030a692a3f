import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { listDocuments, uniqueEmail, waitForEmailLink } from './support/emulators';
import { fillPlumberQuoteForm } from './support/quote-form';

// The quote form funnel, end to end: a guest's steps are counted by beacon, leaving the form on
// the last step with an email keeps a draft, and an admin sees the funnel and sends the draft's
// one recovery email.

async function waitForDraft(email: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const draft = (await listDocuments('quoteDrafts')).find((doc) => doc.email === email);
    if (draft) return draft;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No quote draft for ${email}`);
}

test('a guest leaves the form on the last step; an admin sees the funnel and follows up', async ({
  page,
}) => {
  // Two people's journeys in one test: the visitor's, then the admin's.
  test.slow();
  const email = uniqueEmail('leaver');
  await gotoApp(page, '/quote?service=plumber&postcode=ls6%202ab');
  const form = page.getByRole('form', { name: 'Quote request' });

  await fillPlumberQuoteForm(form, {
    description: 'The pipe under the kitchen sink is leaking at the joint and the cupboard is wet.',
    name: 'Leah Walker',
    email,
  });

  // The visitor switches away (the page is hidden, as when a phone user changes app): the
  // departure goes by beacon, with the draft.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const draft = await waitForDraft(email);
  expect(draft).toMatchObject({
    status: 'abandoned',
    name: 'Leah Walker',
    service: 'plumber',
    postcode: 'LS6 2AB',
    lastStep: 'contact',
  });

  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/quote-recovery');
  const row = page
    .getByRole('table', { name: 'Abandoned quote requests with an email, newest first' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Leah Walker');
  await expect(row).toContainText('LS6 2AB');
  await row.getByRole('button', { name: `Send recovery email to ${email}` }).click();
  await expect(page.getByText('Recovery email queued')).toBeVisible();
  await expect(row).toContainText('Sent on');
  await expect(row.getByRole('button')).toHaveCount(0);

  const link = await waitForEmailLink(email, '/quote?');
  expect(new URL(link).search).toBe('?service=plumber&postcode=LS6+2AB');

  await gotoApp(page, '/admin/analytics/quote-form');
  const steps = page.getByRole('table', { name: /The quote form, step by step/ });
  const contact = steps.getByRole('row').filter({ hasText: 'Your details' });
  // The first read of the day's figures may wait for a cold emulator.
  await expect(contact).toBeVisible({ timeout: 20_000 });
  // At least this visit: entered the last step, and left there.
  const [entered, , left] = await contact.getByRole('cell').allTextContents();
  expect(Number(entered)).toBeGreaterThanOrEqual(1);
  expect(Number(left)).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('table', { name: /by service/ })).toContainText('Plumber');
});
