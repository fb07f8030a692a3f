import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { signUpSubscribedCompany } from './support/billing';
import {
  addCustomer,
  chooseCustomer,
  documentFromTemplate,
  documentRow,
  fillLine,
  saveDraft,
  writeAndSendQuote,
  type DocumentCustomer,
} from './support/documents';
import { pathOf, readDocument, uniqueEmail, waitForEmailLink } from './support/emulators';

// Quotes end to end: a company adds a customer, writes a quote with live totals, saves, reloads
// and sends it; the customer opens the emailed link (token in it), accepts or declines; the
// company sees the answer and turns an accepted quote into an invoice. A fresh subscribed company
// (company@ is shared with other specs and the demo), so its first quote is Q-0001. Card payment
// of documents comes later. The last two tests read the demo data the seed wrote for company@
// (scripts/seed/documents-demo.ts) and answer nothing.

test.describe.configure({ mode: 'serial' });

let companyContext: BrowserContext;
let company: Page;
let businessName: string;
const customer: DocumentCustomer = {
  name: 'Morag Sinclair',
  email: uniqueEmail('householder'),
};
/** The first quote, written in the first test and answered in the second. */
let quoteId: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  companyContext = await browser.newContext();
  company = await companyContext.newPage();
  ({ businessName } = await signUpSubscribedCompany(company, 'documents'));
});

test.afterAll(async () => {
  await companyContext?.close();
});

/** A page of its own for the customer, signed out, as someone opening the email would be. */
async function withCustomerPage<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a company adds a customer, writes a quote with live totals, saves it, reloads and sends it', async () => {
  test.setTimeout(90_000);
  await addCustomer(company, customer);

  await gotoApp(company, '/company/invoices/new?kind=quote');
  await expect(company.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
  await chooseCustomer(company, customer);
  const totals = company.getByRole('region', { name: 'Totals' });

  await fillLine(company, 0, {
    description: 'Replace the outside tap',
    quantity: '1',
    price: '85.00',
  });
  await expect(company.getByRole('group', { name: 'Line 1', exact: true })).toContainText(
    'Line amount: £85.00',
  );
  await expect(totals).toContainText('£85.00');

  await company.getByRole('button', { name: 'Add a line' }).click();
  await fillLine(company, 1, { description: 'Labour (hours)', quantity: '1.5', price: '40' });
  await expect(company.getByRole('group', { name: 'Line 2', exact: true })).toContainText(
    'Line amount: £60.00',
  );
  // Not VAT-registered: the total is the subtotal.
  await expect(totals.getByRole('definition')).toHaveText(['£145.00', '£145.00']);

  quoteId = await saveDraft(company);
  expect(await readDocument(`documents/${quoteId}`)).toMatchObject({
    kind: 'quote',
    status: 'draft',
    totals: { totalPence: '14500' },
  });

  // The draft is on the server: a reload finds it as it was left.
  await company.reload();
  await expect(company.getByRole('heading', { level: 1, name: 'Edit quote' })).toBeVisible();
  const line1 = company.getByRole('group', { name: 'Line 1', exact: true });
  await expect(line1.getByLabel('Description')).toHaveValue('Replace the outside tap');
  await expect(
    company.getByRole('group', { name: 'Line 2', exact: true }).getByLabel('Quantity'),
  ).toHaveValue('1.5');
  await expect(company.getByLabel('Customer', { exact: true })).toHaveValue(/.+/);
  await expect(totals).toContainText('£145.00');

  await gotoApp(company, '/company/documents');
  const draftRow = company
    .getByRole('table', { name: 'Your quotes and invoices' })
    .getByRole('row')
    .filter({ hasText: customer.name });
  await expect(draftRow).toContainText('Draft');
  await draftRow.getByRole('link', { name: `Edit draft quote for ${customer.name}` }).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Edit quote' })).toBeVisible();

  await company.getByRole('button', { name: 'Send quote' }).click();
  await expect(company).toHaveURL(/\/company\/documents$/);
  await expect(company.getByText(`Quote Q-0001 sent to ${customer.email}`)).toBeVisible();
  const row = documentRow(company, 'Q-0001');
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('£145.00');
  expect(await readDocument(`documents/${quoteId}`)).toMatchObject({
    status: 'sent',
    number: 'Q-0001',
  });
});

test('the customer accepts the quote from the emailed link, and the company converts it into an invoice', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const link = await waitForEmailLink(customer.email, `/document/${quoteId}?token=`);

  await withCustomerPage(browser, async (page) => {
    await gotoApp(page, pathOf(link));
    await expect(
      page.getByRole('heading', { level: 1, name: `Quote Q-0001 from ${businessName}` }),
    ).toBeVisible();
    await expect(page.getByText('Replace the outside tap')).toBeVisible();
    await expect(page.getByLabel('Totals')).toContainText('£145.00');

    const accept = page.getByRole('form', { name: 'Accept this quote' });
    await expect(accept).toBeVisible();
    // Both are needed: the name as signature and the tick.
    await accept.getByRole('button', { name: 'Accept quote' }).click();
    await expect(
      page.getByText('Tick to confirm you accept the quote and its terms.'),
    ).toBeVisible();
    await accept.getByLabel('Your full name').fill(customer.name);
    await accept.getByLabel('I accept this quote and its terms').check();
    await accept.getByRole('button', { name: 'Accept quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/document/${quoteId}/accepted`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quote accepted' })).toBeVisible();
  });
  expect(await readDocument(`documents/${quoteId}`)).toMatchObject({
    status: 'accepted',
    acceptance: { name: customer.name, version: '1' },
  });

  await gotoApp(company, '/company/documents');
  const row = documentRow(company, 'Q-0001');
  await expect(row).toContainText('Accepted');
  await row.getByRole('button', { name: 'Convert to invoice (Q-0001)' }).click();
  await expect(company.getByText('An invoice draft was made from Q-0001.')).toBeVisible();
  await company.getByRole('link', { name: 'Edit the new draft' }).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
  await expect(
    company.getByRole('group', { name: 'Line 1', exact: true }).getByLabel('Description'),
  ).toHaveValue('Replace the outside tap');
  await expect(company.getByRole('region', { name: 'Totals' })).toContainText('£145.00');
  const invoiceId = new URL(company.url()).searchParams.get('document')!;
  expect(await readDocument(`documents/${invoiceId}`)).toMatchObject({
    kind: 'invoice',
    status: 'draft',
    sourceDocumentId: quoteId,
    totals: { totalPence: '14500' },
  });
});

test('the customer declines a quote with a reason, and the company sees it declined', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const declinedId = await writeAndSendQuote(company, customer, [
    { description: 'Power-flush the heating system', quantity: '1', price: '420' },
  ]);
  await expect(documentRow(company, 'Q-0002')).toContainText('Sent');
  const link = await waitForEmailLink(customer.email, `/document/${declinedId}?token=`);

  await withCustomerPage(browser, async (page) => {
    await gotoApp(page, pathOf(link));
    await expect(
      page.getByRole('heading', { level: 1, name: `Quote Q-0002 from ${businessName}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const decline = page.getByRole('form', { name: 'Decline this quote' });
    await decline.getByLabel('The timing does not suit me').check();
    await decline
      .getByLabel(`Anything you would like ${businessName} to know?`)
      .fill('We are away until the spring.');
    await decline.getByRole('button', { name: 'Decline quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/document/${declinedId}/declined`));
  });
  expect(await readDocument(`documents/${declinedId}`)).toMatchObject({
    status: 'declined',
    decline: { reason: 'timing', note: 'We are away until the spring.' },
  });

  await gotoApp(company, '/company/documents');
  await expect(documentRow(company, 'Q-0002')).toContainText('Declined');
  // An answered quote cannot be converted.
  await expect(
    documentRow(company, 'Q-0002').getByRole('button', { name: /Convert to invoice/ }),
  ).toHaveCount(0);
});

test('a link with the wrong token shows that the document was not found, and nothing of it', async ({
  browser,
}) => {
  await withCustomerPage(browser, async (page) => {
    await gotoApp(page, `/document/${quoteId}?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'We could not find this document. Check the link in your email',
    );
    await expect(page.getByText(businessName)).toHaveCount(0);
    await expect(page.getByText('Replace the outside tap')).toHaveCount(0);
  });
});

test('company@ previews its seeded "Boiler service" template as a customer would see it', async ({
  page,
}) => {
  await signIn(page, DEMO.company);
  await gotoApp(page, '/company/templates/preview/demo-company-template-boiler-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Template preview' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    'This is how a quote made from Boiler service looks to your customer today.',
  );
  const sheet = page.locator('.document-sheet');
  await expect(sheet).toContainText('Brightwater Plumbing & Heating');
  await expect(sheet).toContainText('Annual boiler service and gas safety check');
  await expect(sheet).toContainText('Magnetic system filter clean');
  await expect(sheet.getByLabel('Totals')).toContainText('£120.00');
});

test('customer@, signed in, opens the quote the seed sent from company@ without a link token', async ({
  page,
}) => {
  const seeded = await documentFromTemplate('demo-company', 'demo-company-template-boiler-service');
  expect(seeded, 'the seed sends a quote from company@’s Boiler service template').toBeDefined();
  await signIn(page, DEMO.customer);
  await gotoApp(page, `/document/${seeded!.id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Quote ${seeded!.number} from Brightwater Plumbing & Heating`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Annual boiler service and gas safety check')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Accept this quote' })).toBeVisible();
});
