import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { gotoApp } from './support/app';
import { signUpSubscribedCompany } from './support/billing';
import { addCustomer, writeAndSendQuote } from './support/documents';
import { uniqueEmail } from './support/emulators';

// Branding end to end: a new company names itself, is refused a colour white text cannot be read
// on, saves a dark one, uploads a logo the api function checks and shrinks, and its quote then
// carries all of it as the customer will see it.

/** A 1,200 × 400 PNG: wider and taller than the 600 × 240 box logos are fitted into. */
function bigLogo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 400,
      channels: 4,
      background: { r: 11, g: 93, b: 59, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
}

test('a company brands itself, and its quote shows the name, colour and logo', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpSubscribedCompany(page, 'branding');
  await gotoApp(page, '/company/branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Trading name (optional)' }).fill('Tidewater Heating');
  const colour = page.getByRole('textbox', { name: 'Brand colour (optional)' });
  await colour.fill('#ffd700');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(
    page.getByText(/White text on this colour has a contrast of only 1\.\d:1/).first(),
  ).toBeVisible();

  await colour.fill('#0b5d3b');
  await page
    .getByRole('textbox', { name: 'Footer (optional)' })
    .fill('Tidewater Heating Ltd, registered in Scotland SC123456.');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toBeVisible();

  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await bigLogo(),
  });
  const logo = page.getByRole('img', { name: 'Your current logo' });
  await expect(logo).toBeVisible({ timeout: 20_000 });
  // Visible as soon as the element is laid out; its size is known once the picture is decoded.
  const size = await logo.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  expect(size).toEqual({ width: 600, height: 200 });

  // Saved for good: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Trading name (optional)' })).toHaveValue(
    'Tidewater Heating',
  );
  await expect(colour).toHaveValue('#0b5d3b');

  const customer = { name: 'Isla Munro', email: uniqueEmail('branded') };
  await addCustomer(page, customer);
  const quoteId = await writeAndSendQuote(page, customer, [
    { description: 'Power flush', quantity: '1', price: '350.00' },
  ]);
  await gotoApp(page, `/document/${quoteId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /Quote Q-0001 from Tidewater Heating/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tidewater Heating logo' })).toBeVisible();
  await expect(
    page.getByText('Tidewater Heating Ltd, registered in Scotland SC123456.'),
  ).toBeVisible();
});
