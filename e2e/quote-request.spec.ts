import { expect, test } from '@playwright/test';

import { gotoApp, waitForApp } from './support/app';
import { listDocuments } from './support/emulators';
import { answerPlumberQuestions } from './support/quote-form';

// A homeowner's quote request, as a guest: the form prefilled from the link, step by step, sent
// through the callable, confirmed, and tracked by its link without signing in.

test('a guest requests a quote for a plumber and tracks it by its link', async ({ page }) => {
  // Four steps, a reload, a submission through the functions and the tracking page.
  test.slow();
  const email = `guest-${Date.now()}@example.co.uk`;
  await gotoApp(page, '/quote?service=plumber&postcode=ls6%202ab');
  const form = page.getByRole('form', { name: 'Quote request' });

  // Step 1: the service is prefilled; its own questions must be answered.
  await expect(form.getByLabel('What do you need?')).toHaveValue('plumber');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Answer this question.').first()).toBeVisible();
  await answerPlumberQuestions(form);

  // Step 2: a too-short description is refused with its message.
  await form.getByLabel('Within 2 days').check();
  await form.getByLabel('£250 to £1,000').check();
  await form.getByLabel('Describe the job').fill('Leak');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Describe the job in at least 20 characters.')).toBeVisible();
  await form
    .getByLabel('Describe the job')
    .fill('The pipe under the kitchen sink is leaking at the joint and the cupboard is wet.');

  // A reload keeps everything typed so far.
  await page.reload();
  await waitForApp(page);
  await expect(form.getByLabel('Describe the job')).toHaveValue(/kitchen sink is leaking/);
  await form.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the postcode from the link, normalised.
  await expect(form.getByLabel('Postcode of the property')).toHaveValue('LS6 2AB');
  await form.getByLabel('House').check();
  await form.getByRole('button', { name: 'Continue' }).click();

  // Step 4: contact details and consent.
  await form.getByLabel('Your name').fill('Priya Shah');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone').fill('07700 900123');
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(
    form.getByText('Tick the box so matched companies may contact you about this job.'),
  ).toBeVisible();
  await form.getByLabel(/I agree that up to three matched companies may contact me/).check();
  await form.getByRole('button', { name: 'Send my request' }).click();

  // The first request may wait for the Functions emulator to start a worker on a busy machine;
  // how fast submitting really is, is measured by `npm run bench`.
  await expect(page).toHaveURL(/\/quote-success\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Stored with the contact details, and the confirmation email carries the tracking link.
  const quotes = await listDocuments('quotes');
  const stored = quotes.find(
    (quote) => (quote.contact as { email?: string } | undefined)?.email === email,
  );
  expect(stored).toMatchObject({ service: 'plumber', postcode: 'LS6 2AB' });
  // Matching runs as soon as it is stored: LS is covered by the seeded Brightwater company.
  await expect
    .poll(async () => {
      const quote = (await listDocuments('quotes')).find(
        (candidate) => (candidate.contact as { email?: string } | undefined)?.email === email,
      );
      return quote?.status;
    })
    .toBe('matched');
  expect(JSON.stringify(stored)).not.toContain('trackingToken"');

  await page.getByRole('link', { name: /\/quote\/track\// }).click();
  await expect(page).toHaveURL(/\/quote\/track\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect(page.getByText('Received').first()).toBeVisible();
  await expect(page.getByText('Priya Shah')).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});

test('an unknown tracking link says so', async ({ page }) => {
  await gotoApp(page, `/quote/track/${'A'.repeat(43)}`);
  await expect(
    page.getByText(
      'We could not find a quote request for that link. Check it, or request a new quote.',
    ),
  ).toBeVisible();
});
