import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { PayoutsOverview } from '@fixwell/common/billing/payouts-overview';
import type { StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  signUpCustomer,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { signInAsAdmin } from '../testing/billing-fixtures';
import { COMPANY_PASSWORD, seedCompany } from '../testing/quote-fixtures';
import { standIn, standInStripe } from '../testing/stripe-stand-in';
import { PAYOUT_MESSAGES } from './payout-messages';

// Payouts through the real Connect webhook, with the stand-in's signatures and clock: a card
// payment's funds wait 7 days, the stand-in pays the balance out at the next midnight
// (payout.created) and it arrives the day after (payout.paid). And `getPayoutsOverview`, the
// callable behind `/company/payouts`.

const COMPANY_ID = 'payouts-overview-co';
const DAY = 86_400;
/** A £120.00 card payment with Fixwell's £3.00 fee: £117.00 reaches the company. */
const PAYMENT = { amountPence: 12_000, feePence: 300 } as const;
const NET = PAYMENT.amountPence - PAYMENT.feePence;

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await standIn.reset();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

const overview = () => client.call<PayoutsOverview>('getPayoutsOverview');

async function signInAsCompany(id = COMPANY_ID): Promise<void> {
  const email = await seedCompany(id, { slug: `${id}-leeds` });
  await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
}

/** The signed-in company through Stripe's onboarding, payouts enabled; answers its account id. */
async function onboard(uid = COMPANY_ID): Promise<string> {
  const { url } = await client.call<StripeRedirect>('startConnectOnboarding');
  await standIn.submitOnboarding(url, true);
  const mirrored = await eventually(async () => {
    const data = (await adminDb().collection(COLLECTIONS.connectAccounts).doc(uid).get()).data();
    return data?.payoutsEnabled === true ? data : undefined;
  }, 'payouts enabled');
  return mirrored.accountId as string;
}

/**
 * A customer's card payment as a destination charge to the account, made on the stand-in directly
 * (the document-payment callable is not what these tests are about). Its metadata names no
 * document, so the payment webhook leaves it alone.
 */
async function payByCard(accountId: string): Promise<void> {
  const session = await standInStripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'gbp',
          unit_amount: PAYMENT.amountPence,
          product_data: { name: 'Invoice INV-0001' },
        },
      },
    ],
    payment_intent_data: {
      application_fee_amount: PAYMENT.feePence,
      transfer_data: { destination: accountId },
    },
    success_url: 'http://localhost:5173/document/doc-1/paid',
    cancel_url: 'http://localhost:5173/pay/doc-1',
  });
  await standIn.payCheckout(session.id);
}

/** Moves the stand-in's clock to the next midnight (UTC), when it makes the day's payouts. */
async function advanceToMidnight(): Promise<void> {
  const now = await standIn.now();
  await standIn.advance((Math.floor(now / DAY) + 1) * DAY - now);
}

/** The £117.00 of a card payment paid out (7 days on) and arrived (a day later); answers its id. */
async function paidOut(accountId: string): Promise<string> {
  await standIn.advance(7 * DAY);
  await advanceToMidnight();
  await standIn.advance(DAY);
  const [payout] = (await standInStripe().payouts.list({ limit: 1 }, { stripeAccount: accountId }))
    .data;
  expect(payout).toMatchObject({ amount: NET, status: 'paid' });
  return payout!.id;
}

const transactionRef = (id: string) => adminDb().collection(COLLECTIONS.transactions).doc(id);

function rowWhen(id: string, status: string) {
  return eventually(async () => {
    const data = (await transactionRef(id).get()).data();
    return data?.status === status ? data : undefined;
  }, `transactions/${id} ${status}`);
}

async function payoutNotifications(uid = COMPANY_ID) {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.notifications)
    .where('userId', '==', uid)
    .get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .filter((notice) => String(notice.id).startsWith('payout-'));
}

/** Delivers the payout event of `type` again, as Stripe would after a lost acknowledgement. */
async function redeliver(type: string, payoutId: string, { asNew }: { asNew: boolean }) {
  const [event] = (await standIn.events({ type })).filter(
    (candidate) => candidate.data.object.id === payoutId,
  );
  expect(event, `${type} for ${payoutId}`).toBeDefined();
  // Forgetting the event makes the webhook handle it again, as if it arrived for the first time.
  if (asNew) await adminDb().collection(COLLECTIONS.stripeEvents).doc(event!.id).delete();
  return standIn.deliver(event!.id);
}

describe('payout events through the Connect webhook', () => {
  it('records a payout as pending, then paid, and tells the company once', async () => {
    await signInAsCompany();
    const accountId = await onboard();
    await payByCard(accountId);
    await standIn.advance(7 * DAY);
    await advanceToMidnight();

    const [payout] = (await standInStripe().payouts.list({}, { stripeAccount: accountId })).data;
    expect(payout).toMatchObject({ amount: NET, status: 'in_transit' });
    const pending = await rowWhen(payout!.id, 'pending');
    expect(pending).toMatchObject({
      type: 'payout',
      companyId: COMPANY_ID,
      companyName: `Company ${COMPANY_ID}`,
      amountPence: NET,
      currency: 'gbp',
      stripeObjectId: payout!.id,
    });
    expect(pending.description).toMatch(/^Payout to bank, expected \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect((pending.occurredAt as Timestamp).toMillis()).toBe(payout!.created * 1000);
    expect(await payoutNotifications()).toEqual([]);

    await standIn.advance(DAY);

    const paid = await rowWhen(payout!.id, 'succeeded');
    expect(paid).toMatchObject({ type: 'payout', amountPence: NET });
    expect((paid.occurredAt as Timestamp).toMillis()).toBe(payout!.arrival_date * 1000);
    expect(await payoutNotifications()).toEqual([
      expect.objectContaining({
        id: `payout-paid-${payout!.id}`,
        type: 'payout-paid',
        title: '£117.00 is on its way to your bank',
        link: '/company/payouts',
        readAt: null,
      }),
    ]);
  });

  it('keeps one row and one notice under replays and late, out-of-order events', async () => {
    await signInAsCompany();
    const accountId = await onboard();
    await payByCard(accountId);
    const payoutId = await paidOut(accountId);
    await rowWhen(payoutId, 'succeeded');
    await eventually(
      async () => ((await payoutNotifications()).length === 1 ? true : undefined),
      'the payout notice',
    );

    // The same delivery again is a duplicate; payout.paid handled afresh finds its notice sent.
    expect(await redeliver('payout.paid', payoutId, { asNew: false })).toMatchObject({
      status: 200,
      body: { duplicate: true },
    });
    expect((await redeliver('payout.paid', payoutId, { asNew: true })).status).toBe(200);
    // payout.created arriving after payout.paid writes the payout as Stripe holds it now: paid.
    expect((await redeliver('payout.created', payoutId, { asNew: true })).status).toBe(200);

    expect((await transactionRef(payoutId).get()).data()).toMatchObject({
      type: 'payout',
      status: 'succeeded',
      amountPence: NET,
    });
    const rows = await adminDb()
      .collection(COLLECTIONS.transactions)
      .where('companyId', '==', COMPANY_ID)
      .where('type', '==', 'payout')
      .get();
    expect(rows.docs.map((doc) => doc.id)).toEqual([payoutId]);
    expect(await payoutNotifications()).toHaveLength(1);
  });
});

/**
 * An invoice with one card payment, as the payment webhook records it: paid, or back to unpaid
 * (`paidAt` null) once the payment is refunded in full.
 */
async function seedPaidInvoice(
  id: string,
  payment: { paymentIntentId: string; refundedPence?: number; paidAt: Date; number?: string },
  companyId = COMPANY_ID,
) {
  const paidAt = Timestamp.fromDate(payment.paidAt);
  const keptPence = PAYMENT.amountPence - (payment.refundedPence ?? 0);
  await adminDb()
    .collection(COLLECTIONS.documents)
    .doc(id)
    .set({
      companyId,
      kind: 'invoice',
      status: keptPence > 0 ? 'paid' : 'sent',
      number: payment.number ?? `INV-${id.slice(-4)}`,
      customer: { id: 'customer-1', name: 'Sam Patel', email: 'sam@example.com', uid: null },
      amountPaidPence: keptPence,
      paidAt: keptPence > 0 ? paidAt : null,
      payments: [
        {
          paymentIntentId: payment.paymentIntentId,
          checkoutSessionId: `cs_${id}`,
          amountPence: PAYMENT.amountPence,
          feePence: PAYMENT.feePence,
          refundedPence: payment.refundedPence ?? 0,
          purpose: 'invoice',
          cardBrand: 'visa',
          cardLast4: '4242',
          paidAt,
          autoRefundReason: null,
        },
      ],
      updatedAt: paidAt,
    });
}

describe('getPayoutsOverview', () => {
  it('answers the balance, payouts and card payments of an onboarded company', async () => {
    await signInAsCompany();
    const accountId = await onboard();
    await payByCard(accountId);
    await seedPaidInvoice('doc-0001', {
      paymentIntentId: 'pi_older',
      paidAt: new Date('2026-11-02T10:00:00Z'),
    });
    await seedPaidInvoice('doc-0002', {
      paymentIntentId: 'pi_newer',
      refundedPence: 3_000,
      paidAt: new Date('2026-11-03T10:00:00Z'),
    });
    // Another company's paid invoice and an unpaid draft of this one's are not listed.
    await seedPaidInvoice(
      'doc-9999',
      { paymentIntentId: 'pi_other', paidAt: new Date('2026-11-04T10:00:00Z') },
      'someone-else',
    );
    await adminDb()
      .collection(COLLECTIONS.documents)
      .doc('doc-draft')
      .set({ companyId: COMPANY_ID, kind: 'invoice', status: 'draft', number: null, paidAt: null });

    // Before the funds are available: all of it pending, nothing paid out yet.
    const before = await overview();
    expect(before).toMatchObject({
      connected: true,
      status: 'enabled',
      payoutsEnabled: true,
      availablePence: 0,
      pendingPence: NET,
      payouts: [],
    });
    expect(before.payments).toEqual([
      {
        id: 'pi_newer',
        documentId: 'doc-0002',
        documentNumber: 'INV-0002',
        customerName: 'Sam Patel',
        amountPence: 12_000,
        feePence: 225,
        refundedPence: 3_000,
        netPence: 8_775,
        status: 'partly-refunded',
        paidAtIso: '2026-11-03T10:00:00.000Z',
      },
      expect.objectContaining({
        id: 'pi_older',
        documentId: 'doc-0001',
        feePence: 300,
        netPence: 11_700,
        status: 'succeeded',
      }),
    ]);
    expect(before.totals).toEqual({
      paidPence: 24_000,
      feePence: 525,
      refundedPence: 3_000,
      netPence: 20_475,
    });

    const payoutId = await paidOut(accountId);

    const after = await overview();
    expect(after).toMatchObject({ availablePence: 0, pendingPence: 0 });
    expect(after.payouts).toEqual([
      expect.objectContaining({ id: payoutId, amountPence: NET, status: 'paid' }),
    ]);
    expect(after.payouts[0]!.arrivalDateIso).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });

  it('finds a payment refunded in full through its row once the company has many documents', async () => {
    await signInAsCompany();
    await onboard();
    // 50 paid invoices from earlier in November fill the most recently paid documents.
    for (let day = 1; day <= 25; day += 1) {
      for (const hour of [9, 15]) {
        const id = `doc-${String(day * 100 + hour).padStart(4, '0')}`;
        await seedPaidInvoice(id, {
          paymentIntentId: `pi_${id}`,
          paidAt: new Date(Date.UTC(2026, 10, day, hour)),
        });
      }
    }
    // The newest payment, refunded in full: its invoice is unpaid again (paidAt null).
    const refundedAt = new Date('2026-11-26T10:00:00Z');
    await seedPaidInvoice('doc-refunded', {
      paymentIntentId: 'pi_refunded',
      refundedPence: PAYMENT.amountPence,
      paidAt: refundedAt,
      number: 'INV-0051',
    });
    const row = (paymentIntentId: string, documentId: string) => ({
      type: 'document-payment',
      status: 'refunded',
      companyId: COMPANY_ID,
      companyName: `Company ${COMPANY_ID}`,
      amountPence: PAYMENT.amountPence,
      currency: 'gbp',
      description: 'Invoice, paid by Sam Patel',
      stripeObjectId: paymentIntentId,
      documentId,
      stripeEventId: 'evt_1',
      occurredAt: Timestamp.fromDate(refundedAt),
      updatedAt: Timestamp.fromDate(refundedAt),
    });
    await transactionRef('pi_refunded').set(row('pi_refunded', 'doc-refunded'));
    // A row that names another company's document shows nothing of it.
    await seedPaidInvoice(
      'doc-9999',
      { paymentIntentId: 'pi_other', paidAt: refundedAt },
      'someone-else',
    );
    await transactionRef('pi_other').set(row('pi_other', 'doc-9999'));

    const { payments } = await overview();

    expect(payments).toHaveLength(50);
    expect(payments[0]).toEqual({
      id: 'pi_refunded',
      documentId: 'doc-refunded',
      documentNumber: 'INV-0051',
      customerName: 'Sam Patel',
      amountPence: PAYMENT.amountPence,
      feePence: 0,
      refundedPence: PAYMENT.amountPence,
      netPence: 0,
      status: 'refunded',
      paidAtIso: refundedAt.toISOString(),
    });
    expect(payments.map((payment) => payment.id)).not.toContain('pi_other');
    // The oldest of the 50 paid invoices is the one left out.
    expect(payments.map((payment) => payment.id)).not.toContain('pi_doc-0109');
  });

  it('answers not connected, without Stripe, before the company has submitted its details', async () => {
    await signInAsCompany();
    const empty = {
      connected: false,
      payoutsEnabled: false,
      availablePence: 0,
      pendingPence: 0,
      payouts: [],
      payments: [],
      totals: { paidPence: 0, feePence: 0, refundedPence: 0, netPence: 0 },
    };
    expect(await overview()).toEqual({ ...empty, status: null });

    // Onboarding started but left: the account exists, the company has not finished.
    await client.call<StripeRedirect>('startConnectOnboarding');
    await eventually(
      async () =>
        (await adminDb().collection(COLLECTIONS.connectAccounts).doc(COMPANY_ID).get()).exists
          ? true
          : undefined,
      'the new account',
    );
    // Stripe is not asked: a balance fault would fail the call if it were.
    await standIn.fault({ method: 'GET', path: '/v1/balance', status: 500, times: 1 });
    expect(await overview()).toEqual({ ...empty, status: 'onboarding' });
  });

  it('answers a Stripe failure as something to retry', async () => {
    await signInAsCompany();
    await onboard();
    await standIn.fault({ method: 'GET', path: '/v1/balance', status: 500, times: 5 });

    expect(await callFailure(overview())).toMatchObject({
      code: 'functions/unavailable',
      message: PAYOUT_MESSAGES.stripeUnavailable,
    });
  });

  it('refuses anyone but a company, anonymous callers and input', async () => {
    expect(await callFailure(overview())).toMatchObject({ code: 'functions/unauthenticated' });

    await signUpCustomer(client, uniqueEmail('customer'));
    expect(await callFailure(overview())).toMatchObject({
      code: 'functions/permission-denied',
      message: PAYOUT_MESSAGES.companyOnly,
    });
    await client.auth.signOut();

    await signInAsAdmin(client);
    expect(await callFailure(overview())).toMatchObject({ code: 'functions/permission-denied' });
    await client.auth.signOut();

    await signInAsCompany();
    expect(
      await callFailure(client.call('getPayoutsOverview', { companyId: 'someone-else' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
  });
});
