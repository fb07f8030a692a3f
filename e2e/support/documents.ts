import { expect, type Page } from '@playwright/test';

import { gotoApp, waitForApp } from './app';

export interface DocumentCustomer {
  name: string;
  email: string;
}

export interface QuoteLine {
  description: string;
  quantity: string;
  /** In pounds, as typed: "85.00". */
  price: string;
}

/** Adds a customer by hand on /company/customers and waits until the list shows them. */
export async function addCustomer(page: Page, customer: DocumentCustomer) {
  await gotoApp(page, '/company/customers');
  const form = page.getByRole('form', { name: 'Add a customer' });
  await form.getByLabel('Name').fill(customer.name);
  await form.getByLabel('Email', { exact: true }).fill(customer.email);
  await form.getByLabel('Address line 1').fill('7 Harbour Terrace');
  await form.getByLabel('Town or city').fill('Wick');
  await form.getByLabel('Postcode').fill('kw1 5ez');
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(
    page.getByRole('table', { name: 'Your customers' }).getByRole('link', { name: customer.name }),
  ).toBeVisible();
}

/** Fills line `index` (0-based) of the document editor. */
export async function fillLine(page: Page, index: number, line: QuoteLine) {
  const group = page.getByRole('group', { name: `Line ${index + 1}`, exact: true });
  await group.getByLabel('Description').fill(line.description);
  await group.getByLabel('Quantity').fill(line.quantity);
  await group.getByLabel('Unit price (£)').fill(line.price);
}

/** On the editor: chooses the customer from the picker. */
export async function chooseCustomer(page: Page, customer: DocumentCustomer) {
  await page
    .getByLabel('Customer', { exact: true })
    .selectOption({ label: `${customer.name} (${customer.email})` });
}

/** "Save draft" on the editor; resolves with the saved document's id, read from the address. */
export async function saveDraft(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]document=[^&]+/);
  return new URL(page.url()).searchParams.get('document')!;
}

/** A new quote with these lines, saved and sent; resolves with its id once the list is back. */
export async function writeAndSendQuote(
  page: Page,
  customer: DocumentCustomer,
  lines: QuoteLine[],
): Promise<string> {
  await gotoApp(page, '/company/invoices/new?kind=quote');
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
  await chooseCustomer(page, customer);
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a line' }).click();
    await fillLine(page, index, line);
  }
  const id = await saveDraft(page);
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page).toHaveURL(/\/company\/documents$/);
  await waitForApp(page);
  return id;
}

/** The company's documents table row for this number. */
export function documentRow(page: Page, number: string) {
  return page
    .getByRole('table', { name: 'Your quotes and invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
}

/**
 * The id and number of a company's document made from a template (such as one the seed sent),
 * read with the emulators' admin credential.
 */
export async function documentFromTemplate(
  companyId: string,
  templateId: string,
): Promise<{ id: string; number: string } | undefined> {
  const response = await fetch(
    'http://127.0.0.1:8080/v1/projects/demo-fixwell/databases/(default)/documents/documents?pageSize=500',
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`Listing documents failed: ${response.status}`);
  type Field = { stringValue?: string };
  const body = (await response.json()) as {
    documents?: Array<{ name: string; fields?: Record<string, Field> }>;
  };
  const found = (body.documents ?? []).find(
    ({ fields }) =>
      fields?.companyId?.stringValue === companyId && fields.templateId?.stringValue === templateId,
  );
  return found
    ? {
        id: found.name.split('/').pop()!,
        number: found.fields?.number?.stringValue ?? '',
      }
    : undefined;
}
