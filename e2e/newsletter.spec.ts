import { expect, test } from '@playwright/test';

import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { clearRateLimits, listDocuments, pathOf, uniqueEmail } from './support/emulators';
import { waitForMail } from './support/tokens-and-mail';

// Issue 16 §3 against the real emulators and the local mail stand-in: a visitor subscribes in the
// footer and confirms by the emailed link (double opt-in); an admin sends a test and then an issue
// to homeowners, whose counts reach "delivered" from the stand-in's write-back; the visitor
// unsubscribes by the link in the issue and is on the suppression list.

const run = Date.now().toString(36);

test.beforeEach(async () => {
  await clearRateLimits();
});

test('subscribe, confirm, receive an issue and unsubscribe by its link', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(`e2e-newsletter-${run}`);
  const subject = `Winter boiler tips ${run}`;

  const visitor = await browser.newPage();
  await gotoApp(visitor, '/about');
  const signup = visitor.getByRole('region', { name: 'The Fixwell newsletter' });
  await signup.getByLabel('Your email address').fill(email);
  await signup.getByRole('radio', { name: 'I am a homeowner' }).check();
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('status')).toContainText('Check your inbox');

  const confirmation = await waitForMail(email, 'Confirm your Fixwell newsletter subscription');
  const confirmLink = confirmation.match(
    /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/,
  )?.[0];
  expect(confirmLink).toBeTruthy();
  await visitor.goto(pathOf(confirmLink!));
  await visitor.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed');
  // The stand-in delivered the confirmation as the Trigger Email extension would.
  const delivered = (await listDocuments('mail')).find(
    (mail) =>
      mail.to === email && (mail.message as { subject?: string }).subject?.startsWith('Confirm'),
  );
  expect((delivered?.delivery as { state?: string } | undefined)?.state).toBe('SUCCESS');

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin);
  await gotoApp(admin, '/admin/newsletter');
  await admin.getByLabel('Subject').fill(subject);
  await admin.getByLabel('Issue text').fill('## Bleed your radiators\n\nDo it before the cold.');
  await expect(
    admin
      .frameLocator('iframe[title="Preview of the email"]')
      .getByRole('heading', { name: 'Bleed your radiators' }),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Send a test to me' }).click();
  expect(await waitForMail(DEMO.admin, `[Test] ${subject}`)).toContain('Bleed your radiators');

  await admin.getByLabel('Send to').selectOption({ label: 'Homeowners' });
  await admin.getByLabel('Your password').fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Send issue' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Send this issue?' });
  await expect(dialog).toContainText('confirmed subscriber');
  await dialog.getByRole('button', { name: /^Send to / }).click();

  const row = admin
    .getByRole('table', { name: 'Issues sent, newest first' })
    .getByRole('row', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  // Recipients, queued, delivered, failed, suppressed: every recipient delivered, none failed.
  await expect(async () => {
    const cells = await row.getByRole('cell').allTextContents();
    const [recipients, queued, sent, failed] = cells.slice(3, 7);
    expect(Number(recipients?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(queued).toBe(recipients);
    expect(sent).toBe(recipients);
    expect(failed).toBe('0');
  }).toPass({ timeout: 60_000 });

  const issue = await waitForMail(email, subject);
  const unsubscribe = issue.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/)?.[0];
  expect(unsubscribe).toBeTruthy();
  await visitor.goto(pathOf(unsubscribe!));
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  const subscribers = await listDocuments('newsletterSubscribers');
  expect(subscribers.some((subscriber) => subscriber.email === email)).toBe(false);
});
