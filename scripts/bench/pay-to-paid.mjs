// Runs inside `with-emulators` (the built app on Hosting, the demo seed with company@ able to take
// cards, the local Stripe stand-in): company@ sends its demo customer one invoice per round through
// the real callables; each round opens the invoice's Pay page from the emailed link in a fresh
// Chromium context, presses Pay, types the card that pays on the stand-in's Checkout page and
// presses its Pay. The time runs from that last click to the paid page showing the receipt: the
// stand-in's redirect, the app starting, the webhook recording the payment and the page's wait
// seeing it. Writes median and p95 to .cache/bench-pay.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR } from '../lib/emulator-env.mjs';
import {
  APP_ORIGIN,
  launchChromium,
  percentiles,
  textSeenAt,
  timedContext,
} from './browser-timing.mjs';
import {
  callCallable,
  companyIdToken,
  DEMO_COMPANY_UID,
  DEMO_CUSTOMER_EMAIL,
  documentLinkPath,
  withFirestore,
} from './demo-documents.mjs';

const ROUNDS = 10;
const WARM_UP = 1;
/** What the paid page says once the webhook has recorded the payment. */
const RECEIPT = /Payment received/;

const customerId = await withFirestore(async (db) => {
  const found = await db
    .collection('companyCustomers')
    .where('companyId', '==', DEMO_COMPANY_UID)
    .where('email', '==', DEMO_CUSTOMER_EMAIL)
    .limit(1)
    .get();
  if (found.empty) throw new Error('The seed left company@ without customer@ as a customer.');
  return found.docs[0].id;
});

const idToken = await companyIdToken();
const dueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
  new Date(Date.now() + 14 * 86_400_000),
);

/** A sent invoice of £50.00 to customer@ (company@ is not VAT-registered); resolves to its Pay page's path. */
async function invoiceToPay(n) {
  const { documentId } = await callCallable(
    'saveDocumentDraft',
    {
      kind: 'invoice',
      customerId,
      lines: [
        { description: `Bench call-out ${n}`, quantity: 1, unitPricePence: 5000, vatRate: 2000 },
      ],
      validUntil: null,
      dueDate,
      depositPercent: null,
      notes: '',
      paymentTerms: '',
      templateId: null,
    },
    idToken,
  );
  await callCallable('sendDocument', { documentId }, idToken);
  const link = new URL(await documentLinkPath(documentId), APP_ORIGIN);
  return `/pay/${documentId}${link.search}`;
}

const browser = await launchChromium();

async function round(payPath) {
  const context = await timedContext(browser, RECEIPT);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(payPath);
    await page.getByRole('button', { name: /^Pay £50\.00 by card/ }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');

    const clickedAt = Date.now();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/document\/[^/]+\/paid/);
    await page.getByText(RECEIPT).first().waitFor();
    const shownAt = await textSeenAt(page);
    return shownAt - clickedAt;
  } finally {
    await context.close();
  }
}

const times = [];
try {
  const payPaths = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i += 1) payPaths.push(await invoiceToPay(i));
  for (let i = 0; i < WARM_UP; i += 1) await round(payPaths[i]); // first load of pages and functions
  for (let i = WARM_UP; i < payPaths.length; i += 1) times.push(await round(payPaths[i]));
} finally {
  await browser.close();
}

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-pay.json'),
  JSON.stringify({ count: ROUNDS, ...percentiles(times) }),
);
console.log(`Pay bench: ${ROUNDS} card payments measured.`);
