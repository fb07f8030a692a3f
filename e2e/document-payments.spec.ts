import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { longDate, signUpSubscribedCompany } from './support/billing';
import {
  addCustomer,
  chooseCustomer,
  documentRow,
  fillLine,
  saveDraft,
  type DocumentCustomer,
} from './support/documents';
import { findUidByEmail, pathOf, uniqueEmail, waitForEmailLink } from './support/emulators';
import {
  expectedPlatformFeePence,
  feeKeptAfterRefund,
  money,
  payOnCheckout,
  readDocumentMoney,
  readRecord,
  setUpPayouts,
  transactionsOfDocument,
  waitForPaymentEventHandled,
} from './support/payments';
import { standInNow, standInPage, TEST_CARDS } from './support/stripe-stand-in';

// Issue 13 end to end: a company sets up payouts and sends a quote; the customer accepts it; the
// company converts it into an invoice and sends that; the customer pays it by card on the Stripe
// stand-in (a declined card first); both see it paid, /company/payouts shows Fixwell's fee and what
// the company receives, the admin sees the payment and the fee; the company refunds part of it and
// the invoice is part paid again. A fresh subscribed company, so its numbers start at Q-0001 and
// INV-0001 and nothing depends on the demo data. Payments and refunds are recorded by the webhook,
// after the browser is back: those checks wait for it.

test.describe.configure({ mode: 'serial' });

/** What the webhook takes to arrive and be written, with room for a busy machine. */
const WEBHOOK_TIMEOUT = 30_000;

const TOTAL_PENCE = 82_550;
const REFUND_PENCE = 10_000;
const REFUND_REASON = 'The old fuse board was not replaced in the end';

let companyContext: BrowserContext;
let company: Page;
let businessName: string;
let companyUid: string;
const customer: DocumentCustomer = { name: 'Eilidh Munro', email: uniqueEmail('card-payer') };
let quoteId: string;
let invoiceId: string;
/** The invoice's card payment (`pi_…`), read from the customer's receipt. */
let paymentIntentId: string;
/** Fixwell's fee on the payment, from the fee schedule in force. */
let feePence: number;
/** The day the payment is made, as Stripe (the stand-in, whose clock the seed moved on) dates it. */
let paidOn: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  companyContext = await browser.newContext();
  company = await companyContext.newPage();
  const signedUp = await signUpSubscribedCompany(company, 'card-payments');
  businessName = signedUp.businessName;
  companyUid = await findUidByEmail(signedUp.email);
  feePence = await expectedPlatformFeePence(TOTAL_PENCE);
});

test.afterAll(async () => {
  await companyContext?.close();
});

/** A page of its own, signed out, as someone opening the email would have it. */
async function withCustomerPage<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The value (`<dd>`) next to the term (`<dt>`) named exactly `term` in a description list. */
function valueOf(list: Locator, term: string): Locator {
  return list
    .locator('div')
    .filter({
      has: list
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition')
    .first();
}

/** The row of /company/payouts' card payments table for this document number. */
function payoutsPaymentRow(page: Page, number: string): Locator {
  return page
    .getByRole('region', { name: 'Card payments from your customers, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) });
}

test('a company sets up payouts, adds a customer and sends a quote without VAT', async () => {
  test.setTimeout(90_000);
  await setUpPayouts(company);
  await addCustomer(company, customer);

  await gotoApp(company, '/company/invoices/new?kind=quote');
  await expect(company.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
  await chooseCustomer(company, customer);
  await fillLine(company, 0, {
    description: 'Fit a new 10-way consumer unit',
    quantity: '1',
    price: '445.50',
  });
  await company.getByRole('button', { name: 'Add a line' }).click();
  await fillLine(company, 1, {
    description: 'Rewire the kitchen ring main',
    quantity: '1',
    price: '380',
  });
  // A new company is not VAT-registered: the total is the subtotal, with no VAT on top.
  await expect(company.getByRole('region', { name: 'Totals' }).getByRole('definition')).toHaveText([
    money(TOTAL_PENCE),
    money(TOTAL_PENCE),
  ]);
  quoteId = await saveDraft(company);

  await company.getByRole('button', { name: 'Send quote' }).click();
  await expect(company).toHaveURL(/\/company\/documents$/);
  await expect(company.getByText(`Quote Q-0001 sent to ${customer.email}`)).toBeVisible();
  await expect(documentRow(company, 'Q-0001')).toContainText('Sent');
  await expect(documentRow(company, 'Q-0001')).toContainText(money(TOTAL_PENCE));
});

test('the customer accepts the quote from the emailed link', async ({ browser }) => {
  test.setTimeout(60_000);
  const link = await waitForEmailLink(customer.email, `/document/${quoteId}?token=`);
  await withCustomerPage(browser, async (page) => {
    await gotoApp(page, pathOf(link));
    await expect(
      page.getByRole('heading', { level: 1, name: `Quote Q-0001 from ${businessName}` }),
    ).toBeVisible();
    const accept = page.getByRole('form', { name: 'Accept this quote' });
    await accept.getByLabel('Your full name').fill(customer.name);
    await accept.getByLabel('I accept this quote and its terms').check();
    await accept.getByRole('button', { name: 'Accept quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/document/${quoteId}/accepted`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quote accepted' })).toBeVisible();
  });
});

test('the company converts the accepted quote into an invoice and sends it', async () => {
  test.setTimeout(60_000);
  await gotoApp(company, '/company/documents');
  const quote = documentRow(company, 'Q-0001');
  await expect(quote).toContainText('Accepted');
  await quote.getByRole('button', { name: 'Convert to invoice (Q-0001)' }).click();
  await expect(company.getByText('An invoice draft was made from Q-0001.')).toBeVisible();
  await company.getByRole('link', { name: 'Edit the new draft' }).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
  await expect(company.getByRole('region', { name: 'Totals' })).toContainText(money(TOTAL_PENCE));
  invoiceId = new URL(company.url()).searchParams.get('document')!;

  await company.getByRole('button', { name: 'Send invoice' }).click();
  // A sent invoice is listed with the company's invoices.
  await expect(company).toHaveURL(/\/company\/invoices$/);
  await expect(company.getByText(`Invoice INV-0001 sent to ${customer.email}`)).toBeVisible();
  const invoice = company
    .getByRole('table', { name: 'Your invoices' })
    .getByRole('row')
    .filter({ has: company.getByRole('rowheader', { name: 'INV-0001', exact: true }) });
  await expect(invoice).toContainText('Sent');
  await expect(invoice).toContainText(money(TOTAL_PENCE));
  await expect(
    valueOf(company.getByRole('region', { name: 'Invoice totals' }), 'Outstanding'),
  ).toHaveText(money(TOTAL_PENCE));
  expect(await readDocumentMoney(invoiceId)).toEqual({
    status: 'sent',
    amountPaidPence: 0,
    payments: [],
  });
});

test('the customer pays the invoice by card: a declined card first, then one that pays', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const link = await waitForEmailLink(customer.email, `/document/${invoiceId}?token=`);
  paidOn = longDate((await standInNow()).toISOString());

  await withCustomerPage(browser, async (page) => {
    await gotoApp(page, pathOf(link));
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice INV-0001 from ${businessName}` }),
    ).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment.getByRole('heading', { name: 'Amount due' })).toBeVisible();
    await expect(payment.getByText(money(TOTAL_PENCE), { exact: true })).toBeVisible();
    await payment.getByRole('link', { name: `Pay ${money(TOTAL_PENCE)} by card` }).click();

    await expect(page).toHaveURL(new RegExp(`/pay/${invoiceId}\\?token=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    const paying = page.getByLabel('What you are paying');
    await expect(valueOf(paying, 'From')).toHaveText(businessName);
    await expect(valueOf(paying, 'For')).toHaveText('Invoice INV-0001');
    await expect(valueOf(paying, 'Amount due')).toHaveText(money(TOTAL_PENCE));
    await page.getByRole('button', { name: `Pay ${money(TOTAL_PENCE)} by card` }).click();

    // The stand-in's Checkout: paid to the company's connected account, under its name.
    await expect(page).toHaveURL(standInPage('/checkout/cs_'));
    await expect(
      page.getByRole('heading', { level: 1, name: `Pay ${businessName}` }),
    ).toBeVisible();
    await expect(page.getByText(money(TOTAL_PENCE)).first()).toBeVisible();

    await payOnCheckout(page, TEST_CARDS.declined);
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(standInPage('/checkout/cs_'));
    // A declined card moves no money: once the webhook has had Stripe's word of the failure,
    // the invoice is as it was, with nothing paid.
    await waitForPaymentEventHandled('payment_intent.payment_failed', invoiceId);
    expect(await readDocumentMoney(invoiceId)).toMatchObject({ amountPaidPence: 0, payments: [] });

    await payOnCheckout(page, TEST_CARDS.pays);
    await expect(page).toHaveURL(new RegExp(`/document/${invoiceId}/paid\\?session_id=cs_`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible({
      timeout: WEBHOOK_TIMEOUT,
    });
    await expect(
      page.getByText(`Thank you. ${businessName} has been told that you paid.`),
    ).toBeVisible();
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(valueOf(receipt, 'Paid to')).toHaveText(businessName);
    await expect(valueOf(receipt, 'For')).toHaveText('Invoice INV-0001');
    await expect(valueOf(receipt, 'Amount paid')).toHaveText(money(TOTAL_PENCE));
    await expect(valueOf(receipt, 'Card')).toHaveText('Visa ending 4242');
    await expect(valueOf(receipt, 'Date')).toHaveText(paidOn);
    await expect(valueOf(receipt, 'Reference')).toHaveText(/^pi_\w+$/);
    await expect(receipt.getByText('Left to pay')).toHaveCount(0);
    paymentIntentId = (await valueOf(receipt, 'Reference').textContent())!;

    await page.getByRole('link', { name: 'Back to the invoice' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice INV-0001 from ${businessName}` }),
    ).toBeVisible();
    await expect(page.getByText(`Paid in full on ${paidOn}. Thank you.`)).toBeVisible();
    await expect(page.locator('.document-sheet')).toContainText(`Paid on ${paidOn}`);
    await expect(page.getByRole('link', { name: /by card$/ })).toHaveCount(0);
  });

  const stored = await readDocumentMoney(invoiceId);
  expect(stored).toMatchObject({ status: 'paid', amountPaidPence: TOTAL_PENCE });
  expect(stored.payments).toEqual([
    expect.objectContaining({
      paymentIntentId,
      amountPence: TOTAL_PENCE,
      feePence,
      refundedPence: 0,
      purpose: 'invoice',
      cardBrand: 'visa',
      cardLast4: '4242',
      autoRefundReason: null,
    }),
  ]);
  expect(await readRecord(`transactions/${paymentIntentId}`)).toMatchObject({
    type: 'document-payment',
    status: 'succeeded',
    companyId: companyUid,
    companyName: businessName,
    documentId: invoiceId,
    amountPence: TOTAL_PENCE,
    stripeObjectId: paymentIntentId,
  });
});

test('the company sees the invoice paid, and its payouts show the fee, the net amount and the pending balance', async () => {
  test.setTimeout(60_000);
  const netPence = TOTAL_PENCE - feePence;
  await gotoApp(company, '/company/documents');
  await expect(documentRow(company, 'INV-0001')).toContainText('Paid');
  await expect(documentRow(company, 'INV-0001')).not.toContainText('Part paid');

  await gotoApp(company, '/company/payouts');
  const balance = company.getByRole('region', { name: 'Your balance' });
  // The stand-in holds a new UK account's payments for 7 days: all of it is still pending.
  await expect(valueOf(balance, 'Pending')).toHaveText(money(netPence));
  await expect(payoutsPaymentRow(company, 'INV-0001').getByRole('cell')).toHaveText([
    'INV-0001',
    customer.name,
    money(TOTAL_PENCE),
    money(feePence),
    '–',
    money(netPence),
  ]);
});

test('the admin sees the card payment and Fixwell’s fee among the company’s transactions', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO.admin);
    await gotoApp(admin, '/admin/transactions');
    const filters = admin.getByRole('form', { name: 'Filter transactions' });
    await filters.getByLabel('Company id').fill(companyUid);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(admin).toHaveURL(new RegExp(`company=${companyUid}`));

    const rows = admin.getByRole('region', { name: 'Transactions' }).getByRole('row');
    const payment = rows.filter({ hasText: paymentIntentId });
    await expect(payment.getByRole('cell')).toHaveText([
      paidOn,
      'Card payment',
      businessName,
      `Invoice INV-0001, paid by ${customer.name}`,
      money(TOTAL_PENCE),
      'Succeeded',
      paymentIntentId,
    ]);
    const fee = rows.filter({ hasText: 'Platform fee on invoice INV-0001' });
    await expect(fee).toHaveCount(1);
    await expect(fee.getByRole('cell').nth(1)).toHaveText('Platform fee');
    await expect(fee.getByRole('cell').nth(2)).toHaveText(businessName);
    await expect(fee.getByRole('cell').nth(4)).toHaveText(money(feePence));
    await expect(fee.getByRole('cell').nth(5)).toHaveText('Succeeded');
  } finally {
    await context.close();
  }
});

test('the company refunds part of the payment, and the invoice is part paid again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const paidAfterRefund = TOTAL_PENCE - REFUND_PENCE;

  // The company's own view of the invoice is its preview, with the payments and refunds.
  await gotoApp(company, `/document/${invoiceId}`);
  await expect(company.getByText('Preview: this is what your customer sees')).toBeVisible();
  const payments = company.getByRole('region', { name: 'Payments', exact: true });
  await payments
    .getByRole('button', { name: `Refund the ${money(TOTAL_PENCE)} payment of ${paidOn}` })
    .click();
  const form = company.getByRole('form', {
    name: `Refund the ${money(TOTAL_PENCE)} payment of ${paidOn}`,
  });
  await form.getByLabel('Part of it').check();
  await form.getByLabel('Amount to refund').fill('100');
  await form.getByLabel('Reason for the refund').fill(REFUND_REASON);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('group', { name: 'Confirm the refund' })).toContainText(
    `Refund ${money(REFUND_PENCE)} to the customer’s Visa ending 4242? A refund cannot be undone.`,
  );
  await form.getByRole('button', { name: `Yes, refund ${money(REFUND_PENCE)}` }).click();
  await expect(payments.getByRole('status')).toHaveText(
    `Refund of ${money(REFUND_PENCE)} requested. It will show here once Stripe confirms it.`,
  );

  // Stripe confirms the refund through the webhook; the page shows it once it is recorded.
  const paymentRow = payments.getByRole('row').filter({ hasText: 'Visa ending 4242' });
  await expect(async () => {
    await company.reload();
    await expect(paymentRow.getByRole('cell').nth(3)).toHaveText(money(REFUND_PENCE), {
      timeout: 3_000,
    });
  }).toPass({ timeout: WEBHOOK_TIMEOUT });
  await expect(company.locator('.document-sheet')).toContainText(
    `Part paid: ${money(paidAfterRefund)} of ${money(TOTAL_PENCE)}`,
  );

  const stored = await readDocumentMoney(invoiceId);
  expect(stored).toMatchObject({ status: 'part-paid', amountPaidPence: paidAfterRefund });
  expect(stored.payments).toEqual([
    expect.objectContaining({
      paymentIntentId,
      amountPence: TOTAL_PENCE,
      refundedPence: REFUND_PENCE,
    }),
  ]);
  const rows = await transactionsOfDocument(invoiceId);
  expect(rows.find((row) => row.id === paymentIntentId)).toMatchObject({
    type: 'document-payment',
    status: 'succeeded',
    amountPence: TOTAL_PENCE,
  });
  expect(rows.filter((row) => row.type === 'application-fee')).toEqual([
    expect.objectContaining({ amountPence: feePence, companyId: companyUid }),
  ]);
  expect(rows.filter((row) => row.type === 'refund')).toEqual([
    expect.objectContaining({
      id: expect.stringMatching(/^re_/),
      status: 'succeeded',
      amountPence: REFUND_PENCE,
      companyId: companyUid,
      description: `Refund on invoice INV-0001: ${REFUND_REASON}`,
    }),
  ]);

  await gotoApp(company, '/company/documents');
  await expect(documentRow(company, 'INV-0001')).toContainText('Part paid');

  // The refunded part's share of the fee comes back to the company.
  const feeKept = feeKeptAfterRefund({
    amountPence: TOTAL_PENCE,
    feePence,
    refundedPence: REFUND_PENCE,
  });
  await gotoApp(company, '/company/payouts');
  await expect(payoutsPaymentRow(company, 'INV-0001').getByRole('cell')).toHaveText([
    'INV-0001',
    customer.name,
    money(TOTAL_PENCE),
    money(feeKept),
    money(REFUND_PENCE),
    money(TOTAL_PENCE - feeKept - REFUND_PENCE),
  ]);

  // The customer's link now asks for what is left.
  const link = await waitForEmailLink(customer.email, `/document/${invoiceId}?token=`);
  await withCustomerPage(browser, async (page) => {
    await gotoApp(page, pathOf(link));
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment.getByRole('heading', { name: 'Amount due' })).toBeVisible();
    await expect(payment.getByText(money(REFUND_PENCE), { exact: true })).toBeVisible();
    await expect(
      payment.getByRole('link', { name: `Pay ${money(REFUND_PENCE)} by card` }),
    ).toBeVisible();
    await expect(page.locator('.document-sheet')).toContainText(
      `Part paid: ${money(paidAfterRefund)} of ${money(TOTAL_PENCE)}`,
    );

    // The receipt says what was refunded and what is left to pay.
    await gotoApp(
      page,
      pathOf(link).replace(`/document/${invoiceId}?`, `/document/${invoiceId}/paid?`),
    );
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(valueOf(receipt, 'Amount paid')).toHaveText(money(TOTAL_PENCE));
    await expect(valueOf(receipt, 'Refunded')).toHaveText(money(REFUND_PENCE));
    await expect(valueOf(receipt, 'Left to pay')).toHaveText(money(REFUND_PENCE));
    await expect(
      receipt.getByRole('link', { name: `Pay the remaining ${money(REFUND_PENCE)} by card` }),
    ).toBeVisible();
  });
});
