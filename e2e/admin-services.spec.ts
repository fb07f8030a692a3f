import { expect, test, type Locator } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';

// Issue 16 §2 in the browser: a visitor asks for a service the catalogue lacks from the quote
// form; an admin approves it into a new service, then edits its price range; the new service's
// page shows the new figure without a deploy, /services lists it and the quote form offers it;
// once the admin hides it, its page is not found and the quote form no longer offers it.

const run = Date.now().toString(36);
const text = `Pond cleaning ${run}`;
const slug = `pond-cleaning-${run}`;

async function fillNth(group: Locator, label: string, values: readonly string[]) {
  const fields = group.getByLabel(label, { exact: true });
  for (const [index, value] of values.entries()) await fields.nth(index).fill(value);
}

test('a visitor suggests a service; an admin approves it into a new service and prices it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  const visitor = await browser.newPage();
  await gotoApp(visitor, '/quote');
  await visitor.getByRole('button', { name: 'Other: tell us what you need' }).click();
  const suggestion = visitor.getByRole('region', { name: 'Other: tell us what you need' });
  await suggestion.getByLabel('What do you need?', { exact: true }).fill(text);
  await suggestion.getByLabel(/Postcode/).fill('LS6');
  await suggestion.getByRole('button', { name: 'Send the suggestion' }).click();
  await expect(visitor.getByText('Our team reads every suggestion')).toBeVisible({
    timeout: 30_000,
  });
  await visitor.close();

  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/service-suggestions');
  const card = page.getByRole('article', { name: text });
  await expect(card).toContainText('Asked once', { timeout: 30_000 });
  await expect(card).toContainText('from LS6');
  await card.getByRole('link', { name: 'Approve as a new service' }).click();

  await expect(page.getByRole('heading', { name: 'New service' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(text);
  await expect(page.getByLabel('Address (slug)', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Category', { exact: true }).selectOption('outdoor-and-garden');
  await page
    .getByLabel('Summary', { exact: true })
    .fill('Garden ponds emptied, cleaned, planted back and refilled by local pond specialists.');
  await page
    .getByRole('group', { name: 'Trades that take this work' })
    .getByRole('checkbox', { name: 'Landscaper' })
    .check();
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      [
        'A pond left alone fills with silt, leaves and blanket weed, and the water turns green and airless for fish.',
        'A clean takes the fish out into holding tanks, pumps the pond down, removes the sludge by hand and checks the liner.',
        'Most ponds need a full clean every three to five years, with a lighter clear-out of leaves each autumn.',
      ].join('\n'),
    );
  await page
    .getByLabel('What affects the price', { exact: true })
    .fill(
      [
        'The size and depth of the pond',
        'How much silt and weed has built up',
        'Whether fish must be rehoused while it is cleaned',
      ].join('\n'),
    );

  const prices = page.getByRole('group', { name: 'Typical prices' });
  await fillNth(prices, 'Job', ['Small pond clean', 'Medium pond clean', 'Large pond clean']);
  await fillNth(prices, 'From (£)', ['150', '250', '400']);
  await fillNth(prices, 'To (£)', ['250', '400', '700']);

  const questions = page.getByRole('group', { name: 'Questions on the quote form' });
  await fillNth(questions, 'Question', ['How big is the pond?', 'Are there fish in the pond?']);
  await fillNth(questions, 'Answer key', ['pond-size', 'fish']);
  await fillNth(questions, 'Options', ['Small\nMedium\nLarge', 'Yes\nNo']);

  const faqs = page.getByRole('group', { name: 'Frequently asked questions' });
  await fillNth(faqs, 'Question', [
    'How often should a pond be cleaned?',
    'Is it safe for the fish in my pond?',
    'When is the best time of year to clean?',
    'Do you take the sludge away with you?',
  ]);
  await fillNth(faqs, 'Answer', [
    'Most garden ponds need a full clean every three to five years.',
    'Yes: fish wait in aerated holding tanks with their own pond water.',
    'Early spring or autumn, when fish and wildlife are least disturbed.',
    'Yes, the sludge and weed are bagged and taken away, or left for your compost.',
  ]);
  const related = page.getByRole('group', { name: 'Related services' });
  await related.getByRole('checkbox', { name: 'Landscaper' }).check();
  await related.getByRole('checkbox', { name: 'Garden maintenance' }).check();

  await page.getByRole('button', { name: 'Create the service' }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${slug}`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `Edit ${text}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Created');

  // The price range: a highest price below the lowest is refused on the field, then fixed.
  const from = page.getByRole('group', { name: 'Typical prices' }).getByLabel('From (£)', {
    exact: true,
  });
  const to = page.getByRole('group', { name: 'Typical prices' }).getByLabel('To (£)', {
    exact: true,
  });
  await expect(from.first()).toHaveValue('150');
  await to.first().fill('100');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The highest price must not be below the lowest.')).toBeVisible();
  await to.first().fill('325');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Edited (prices)', {
    timeout: 30_000,
  });

  // The suggestion left the inbox as approved.
  await gotoApp(page, '/admin/service-suggestions?status=approved');
  await expect(page.getByRole('article', { name: text })).toContainText(`service: ${slug}`);

  // The new service's page, added without a deploy, shows the new figure.
  const reader = await browser.newPage();
  await gotoApp(reader, `/services/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(/pond cleaning/i);
  await expect(reader.getByText('£150 to £325')).toBeVisible({ timeout: 30_000 });

  // Listed on /services and offered on the quote form, without a deploy.
  await gotoApp(reader, '/services');
  await expect(reader.getByRole('link', { name: new RegExp(text) })).toHaveAttribute(
    'href',
    `/services/${slug}`,
  );
  await gotoApp(reader, '/quote');
  const picker = reader.getByRole('combobox', { name: 'What do you need?' });
  await expect(picker.getByRole('option', { name: text })).toHaveCount(1);

  // The admin hides it: its page is not found, and the quote form no longer offers it.
  await gotoApp(page, `/admin/services?edit=${slug}`);
  await page.getByRole('checkbox', { name: 'Hide this service' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Edited (visibility)', {
    timeout: 30_000,
  });
  await expect(async () => {
    await gotoApp(reader, `/services/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await gotoApp(reader, '/quote');
  await expect(reader.getByRole('combobox', { name: 'What do you need?' })).toBeVisible();
  await expect(
    reader.getByRole('combobox', { name: 'What do you need?' }).getByRole('option', { name: text }),
  ).toHaveCount(0);
  await reader.close();
});
