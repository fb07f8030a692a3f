import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { clearRateLimits, listDocuments } from './support/emulators';
import { waitForMail } from './support/tokens-and-mail';

// Issue 16 §1 and §3 against the real emulators: a visitor's contact message reaches the admins'
// inbox as new, an admin opens it (it becomes read) and replies by email (recorded on the
// message, queued in `mail`); then the admin changes the matching cap on /admin/settings and the
// change is in the history.

const run = Date.now().toString(36);

test.beforeEach(async () => {
  await clearRateLimits();
});

test('a visitor’s message is answered from the inbox, and the reply is recorded and emailed', async ({
  browser,
}) => {
  const name = `Morgan Hughes ${run}`;
  const email = `e2e-inbox-${run}@example.co.uk`;
  const reply = `Yes, we cover the Isle of Skye for roofing (${run}).`;

  const visitor = await browser.newPage();
  await gotoApp(visitor, '/contact');
  await visitor.getByLabel('Name', { exact: true }).fill(name);
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByLabel('What is your message about?').selectOption({ index: 1 });
  await visitor
    .getByLabel('Message', { exact: true })
    .fill('Do you cover the Isle of Skye for roofing work? We need a roofer this month.');
  await visitor.getByRole('button', { name: /send/i }).click();
  await expect(visitor).toHaveURL(/\/contact-thank-you$/);
  await visitor.close();

  const page = await browser.newPage();
  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/contact-messages?status=new');
  const inList = page.getByRole('link', { name: new RegExp(name) });
  await expect(inList).toContainText('New');
  await inList.click();

  const detail = page.getByRole('article', { name: 'A question from a homeowner' });
  await expect(detail).toContainText('Do you cover the Isle of Skye for roofing work?');
  await expect(detail.getByRole('link', { name: email })).toBeVisible();
  // Opening it marked it read.
  await expect(detail.locator('.contact-inbox__status')).toHaveText('Read');

  await page.getByLabel(`Your reply to ${name}`).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  const replies = page.getByRole('region', { name: 'Replies sent (1)' });
  await expect(replies).toContainText(reply);
  await expect(replies).toContainText(DEMO.admin);

  const mail = await waitForMail(email, 'Re: your message to Fixwell');
  expect(mail).toContain(reply);
  const [stored] = (await listDocuments('contactMessages')).filter((m) => m.email === email);
  // Recorded on the message (the replies shown above are read from it, live).
  expect(stored).toMatchObject({ status: 'read' });
  expect(stored?.lastRepliedAt).toEqual(expect.any(String));
  const [queued] = (await listDocuments('mail')).filter((m) => m.to === email);
  expect(queued).toMatchObject({ kind: 'contact-reply', replyTo: 'support@fixwell.test' });

  // Archived, it leaves the new and read lists and is found among the archived.
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(detail.locator('.contact-inbox__status')).toHaveText('Archived');
  await gotoApp(page, '/admin/contact-messages?status=archived');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('Archived');
});

test('an admin changes the matching cap and the change is in the history', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/settings');
  const cap = page.getByLabel('Companies per quote request');
  const before = Number(await cap.inputValue());
  const after = (before % 5) + 1;

  async function save(value: number) {
    await cap.fill(String(value));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
  }

  await save(after);
  const history = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(
    history.getByText(`Companies per quote request: ${before} → ${after}`).first(),
  ).toBeVisible();
  await expect(history).toContainText(DEMO.admin);
  await page.reload();
  await expect(cap).toHaveValue(String(after));

  // Put it back for the other specs, which expect the seeded cap.
  await save(before);
  await expect(
    history.getByText(`Companies per quote request: ${after} → ${before}`).first(),
  ).toBeVisible();
});
