import {
  FEE_DEFAULTS,
  feeInForce,
  platformFeePence,
  type FeeSchedule,
} from '@fixwell/common/billing/fees';
import { expect, type Page } from '@playwright/test';

import { gotoApp } from './app';
import { standInEvents, standInPage, type StandInEvent } from './stripe-stand-in';

// Card payments of quotes and invoices end to end: a company's payouts set up on the stand-in's
// onboarding page, the stand-in's Checkout paid with a test card, money written as the app writes
// it, and the payment facts read from Firestore with every field (arrays and numbers too).

const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-fixwell/databases/(default)/documents';

/** "£1,234.56" from pence, as the app writes money (`formatMoney` in web/src/utils/format.ts). */
export function money(pence: number): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  }).format(pence / 100);
}

/**
 * On /company/stripe-connect: "Set up payouts", "Submit" on the stand-in's onboarding page, and
 * back on the success page once the Connect webhook has enabled card payments and payouts.
 */
export async function setUpPayouts(page: Page) {
  await gotoApp(page, '/company/stripe-connect');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(standInPage('/connect/onboarding/'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/company\/stripe-connect\/success$/);
  const checks = page.getByRole('list', { name: "Stripe's checks" });
  for (const item of ['Card payments enabled', 'Payouts enabled'])
    await expect(checks).toContainText(`${item}: done`, { timeout: 20_000 });
}

/** On the stand-in's Checkout page: types the card number and presses Pay. */
export async function payOnCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(standInPage('/checkout/cs_'));
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  stringValue?: string;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** A Firestore REST value as plain data: numbers as numbers, timestamps as ISO strings. */
function decode(value: RestValue): unknown {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields(value.mapValue?.fields);
  if ('nullValue' in value) return null;
  return value.booleanValue ?? value.stringValue ?? value.timestampValue;
}

function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([key, value]) => [key, decode(value)]),
  );
}

/**
 * A document with every field decoded (`readDocument` in emulators.ts leaves arrays out and
 * integers as strings), read with the emulators' admin credential; undefined when it is absent.
 */
export async function readRecord(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${FIRESTORE}/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Reading ${path} failed: ${response.status}`);
  return decodeFields(((await response.json()) as { fields?: Record<string, RestValue> }).fields);
}

/** One card payment as the webhook records it on the document (`DocumentPaymentRecord`). */
export interface RecordedPayment {
  paymentIntentId: string;
  checkoutSessionId: string;
  amountPence: number;
  feePence: number;
  refundedPence: number;
  purpose: 'invoice' | 'deposit';
  cardBrand: string | null;
  cardLast4: string | null;
  autoRefundReason: string | null;
}

/** The quote's or invoice's money as stored: status, amount paid and its card payments. */
export async function readDocumentMoney(documentId: string): Promise<{
  status: string;
  amountPaidPence: number;
  payments: RecordedPayment[];
}> {
  const document = await readRecord(`documents/${documentId}`);
  if (!document) throw new Error(`No document ${documentId}`);
  return {
    status: document.status as string,
    amountPaidPence: (document.amountPaidPence as number | undefined) ?? 0,
    payments: (document.payments as RecordedPayment[] | undefined) ?? [],
  };
}

/**
 * Fixwell's fee on a card payment of `amountPence` made now: the schedule in `settings/fees` in
 * force today (the admin may have set one), else the defaults, as the payment webhook works it out.
 */
export async function expectedPlatformFeePence(amountPence: number): Promise<number> {
  const settings = await readRecord('settings/fees');
  const schedules = ((settings?.schedules as FeeSchedule<string>[] | undefined) ?? []).map(
    (schedule) => ({ ...schedule, effectiveFromMillis: Date.parse(schedule.effectiveFrom) }),
  );
  return platformFeePence(amountPence, feeInForce(schedules, Date.now()) ?? FEE_DEFAULTS);
}

/**
 * The fee Fixwell keeps once part of a payment is refunded: every refund gives back the fee in
 * proportion to the amount refunded (`refund_application_fee`), as /company/payouts shows it.
 */
export function feeKeptAfterRefund(payment: {
  amountPence: number;
  feePence: number;
  refundedPence: number;
}): number {
  const { amountPence, feePence, refundedPence } = payment;
  return feePence - Math.round((feePence * refundedPence) / amountPence);
}

/** The `transactions` rows of one quote or invoice (its payment, fee and refunds), any order. */
export async function transactionsOfDocument(
  documentId: string,
): Promise<Array<Record<string, unknown> & { id: string }>> {
  const response = await fetch(`${FIRESTORE}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'transactions' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'documentId' },
            op: 'EQUAL',
            value: { stringValue: documentId },
          },
        },
      },
    }),
  });
  if (!response.ok) throw new Error(`Querying transactions failed: ${response.status}`);
  const results = (await response.json()) as Array<{
    document?: { name: string; fields?: Record<string, RestValue> };
  }>;
  return results.flatMap(({ document }) =>
    document ? [{ id: document.name.split('/').pop()!, ...decodeFields(document.fields) }] : [],
  );
}

/**
 * Waits until the stand-in has sent an event of `type` about this document's card payment and
 * the webhook has answered it with success: whatever the functions do with it is done by then.
 */
export async function waitForPaymentEventHandled(type: string, documentId: string) {
  type Delivered = StandInEvent & { delivery_attempts?: Array<{ status: number | null }> };
  await expect
    .poll(
      async () => {
        const events = (await standInEvents(type)) as Delivered[];
        return events.some(
          (event) =>
            event.data.object.metadata?.documentId === documentId &&
            (event.delivery_attempts ?? []).some(
              (attempt) => attempt.status !== null && attempt.status < 300,
            ),
        );
      },
      { message: `the webhook handled ${type} for ${documentId}`, timeout: 30_000 },
    )
    .toBe(true);
}
