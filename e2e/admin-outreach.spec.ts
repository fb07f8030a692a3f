import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { listDocuments, pathOf } from './support/emulators';

// Issue 16 §3 against the real emulators: an admin sets the sender identity, creates a campaign,
// imports a small CSV file with one bad row (shown with its row, column and reason), starts the
// campaign; the first emails are queued in `mail` with an opt-out link and one-click headers;
// a prospect follows the link and presses its button, and the campaign shows it as opted out.

const run = Date.now().toString(36);

async function outreachMailTo(to: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await listDocuments('mail')).find(
      (mail) => mail.to === to && mail.kind === 'outreach',
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No outreach email reached ${to}`);
}

test('an admin imports prospects, starts a campaign, and an opt-out is honoured at once', async ({
  page,
}) => {
  const roofer = `info-${run}@york-roofing.co.uk`;
  const tiler = `hello-${run}@leeds-tiling.co.uk`;

  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/outreach');
  await page.getByLabel('Postal address').fill('1 Park Row, Leeds LS1 5AB');
  await page.getByRole('button', { name: 'Save sender and limit' }).click();
  await expect(page.getByText('Outreach emails use the new sender details')).toBeVisible();

  await page.getByLabel('Campaign name').fill(`Yorkshire trades ${run}`);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Yorkshire trades ${run}` }),
  ).toBeVisible();

  await page.getByLabel('CSV file of businesses').setInputFiles({
    name: 'prospects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Business name,Email,Trade,Town',
        `York Roofing Ltd,${roofer},Roofer,York`,
        `Home Fix ${run},homefix-${run}@gmail.com,Handyman,Leeds`,
        `Leeds Tiling,${tiler},Tiler,Leeds`,
      ].join('\r\n'),
    ),
  });
  const preview = page.getByRole('region', { name: 'Preview of prospects.csv' });
  await expect(preview).toContainText('2 businesses ready to import');
  const problem = preview
    .getByRole('table', { name: 'Rows with problems' })
    .getByRole('row')
    .nth(1);
  await expect(problem).toContainText('3');
  await expect(problem).toContainText('email');
  await expect(problem).toContainText('gmail.com is a personal webmail address');
  await preview.getByRole('button', { name: 'Import 2 businesses' }).click();
  await expect(page.getByText('2 businesses added')).toBeVisible();

  await page.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page.getByText(/2 emails queued now/)).toBeVisible();

  const mail = await outreachMailTo(roofer);
  const message = mail.message as {
    subject: string;
    text: string;
    headers: Record<string, string>;
  };
  expect(message.subject).toBe('Homeowners in York are looking for a roofer');
  expect(message.text).toContain('Fixwell, 1 Park Row, Leeds LS1 5AB');
  expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = message.text.match(/https?:\/\/\S+\/api\/outreach\/opt-out\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  expect(message.headers['List-Unsubscribe']).toBe(`<${link}>`);
  await outreachMailTo(tiler);

  // The link only asks (a mail scanner following it opts nobody out); the button opts out.
  const optOut = await page.context().newPage();
  await optOut.goto(pathOf(link!));
  await expect(optOut.getByRole('heading', { name: 'Stop emails from Fixwell?' })).toBeVisible();
  await expect(optOut.getByText(roofer)).toBeVisible();
  await optOut.getByRole('button', { name: 'Stop emails to this address' }).click();
  await expect(
    optOut.getByRole('heading', { name: 'You will get no more emails from us' }),
  ).toBeVisible();
  await expect(optOut.getByText(`${roofer} is off our list`)).toBeVisible();
  await optOut.close();

  await page.getByLabel('Status').selectOption('opted-out');
  await expect(page).toHaveURL(/status=opted-out/);
  const row = page.getByRole('row', { name: /York Roofing Ltd/ });
  await expect(row).toContainText('Opted out');
  await expect(page.getByRole('row', { name: /Leeds Tiling/ })).toHaveCount(0);
});
