import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import type { DocumentView } from '@fixwell/common/documents/document-view';

import { addDays } from '../documents/document-decisions';
import { DEPOSIT_ALREADY_PAID } from '../documents/convert-quote-to-invoice';
import { DOCUMENT_MESSAGES } from '../documents/document-messages';
import { londonMidnightMillis, londonDateOf } from '@fixwell/common/london-time';
import { closeClients, seedAccount, signedIn, tracked } from '../testing/billing-fixtures';
import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  documentLinkToken,
  mailTo,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { COMPANY_PASSWORD, seedCompany } from '../testing/quote-fixtures';
import { hostedPageId, standIn, standInStripe } from '../testing/stripe-stand-in';
import {
  AUTO_REFUND_REASONS,
  invoiceSentMessage,
  noCardsMessage,
  PAYMENT_MESSAGES,
  refundTooLargeMessage,
} from './payment-messages';

// Paying documents by card, end to end on the emulators and the Stripe stand-in: the real
// callables, the stand-in's Checkout and refunds, and the real webhook with real signatures.

const COMPANY = 'acme';
const COMPANY_NAME = `Company ${COMPANY}`;
const today = () => londonDateOf(Date.now());
const day = (offset: number) => addDays(today(), offset);

beforeEach(async () => {
  await Promise.all([clearEmulators(), standIn.reset()]);
  // The fee in force: 3 % + 25p (a later schedule, not yet started, must not be used).
  await adminDb()
    .collection(COLLECTIONS.settings)
    .doc(SETTINGS_DOCS.fees)
    .set({
      schedules: [
        {
          percentBasisPoints: 300,
          fixedPence: 25,
          minimumPence: 50,
          effectiveFrom: Timestamp.fromMillis(londonMidnightMillis(day(-30))),
          changedBy: { uid: 'admin-1', email: 'admin@example.co.uk' },
          changedAt: Timestamp.now(),
        },
        {
          percentBasisPoints: 900,
          fixedPence: 0,
          minimumPence: 0,
          effectiveFrom: Timestamp.fromMillis(londonMidnightMillis(day(30))),
          changedBy: { uid: 'admin-1', email: 'admin@example.co.uk' },
          changedAt: Timestamp.now(),
        },
      ],
      updatedAt: Timestamp.now(),
    });
});
/** Every event delivered and answered, so no webhook is still writing when the next test clears. */
async function deliveriesSettled(): Promise<void> {
  await eventually(async () => {
    const events = await standIn.events();
    return events.every((event) => {
      const last = event.delivery_attempts.at(-1);
      return last && last.status !== null && last.status < 500;
    })
      ? true
      : undefined;
  }, 'every event delivered');
}

afterEach(async () => {
  await deliveriesSettled();
  await closeClients();
});
afterAll(closeAdmin);

const feeOf = (amountPence: number) => Math.round(amountPence * 0.03) + 25;

/** A company signed in on its own client. */
async function companyClient(id = COMPANY): Promise<WebClient> {
  const email = await seedCompany(id);
  const client = tracked(webClient());
  await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
  return client;
}

/** Connect onboarding finished through the real callable and the stand-in; the account id. */
async function onboard(company: WebClient, id = COMPANY): Promise<string> {
  const { url } = await company.call<StripeRedirect>('startConnectOnboarding');
  await standIn.submitOnboarding(url, true);
  const mirror = await eventually(async () => {
    const data = (await adminDb().collection(COLLECTIONS.connectAccounts).doc(id).get()).data();
    return data?.status === 'enabled' ? data : undefined;
  }, 'payouts to be enabled');
  return mirror.accountId as string;
}

/** `companyCustomers/{id}`; with `uid`, the homeowner's Fixwell account. */
async function seedCustomer(id: string, companyId = COMPANY, over: Record<string, unknown> = {}) {
  const email = typeof over.email === 'string' ? over.email : `${id}@example.co.uk`;
  await adminDb()
    .collection(COLLECTIONS.companyCustomers)
    .doc(id)
    .set({
      companyId,
      name: 'Sam Jones',
      email,
      phone: '',
      address: { line1: '4 Elm Row', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      source: 'manual',
      leadId: null,
      uid: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      ...over,
    });
  return { id, email };
}

/** A homeowner with a Fixwell account, signed in, who is the company's customer `customerId`. */
async function accountCustomer(uid: string, customerId = `${uid}-record`) {
  const email = await seedAccount(uid, 'customer');
  await seedCustomer(customerId, COMPANY, { uid, email, source: 'lead' });
  return { client: tracked(await signedIn(email)), customerId, email };
}

const LINES = [{ description: 'Boiler service', quantity: 1, unitPricePence: 12_000, vatRate: 0 }];

async function send(company: WebClient, draft: Record<string, unknown>) {
  const { documentId } = await company.call<{ documentId: string }>('saveDocumentDraft', draft);
  const { number } = await company.call<{ number: string }>('sendDocument', { documentId });
  return { documentId, number };
}

const sendInvoice = (company: WebClient, customerId: string, lines = LINES) =>
  send(company, {
    kind: 'invoice',
    customerId,
    lines,
    validUntil: null,
    dueDate: day(14),
    depositPercent: null,
    notes: '',
    paymentTerms: 'Pay within 14 days.',
    templateId: null,
  });

const documentOf = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.documents).doc(id).get()).data() ?? {};
const transactionOf = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.transactions).doc(id).get()).data();
const customerOf = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.companyCustomers).doc(id).get()).data() ?? {};
async function notificationsOf(userId: string) {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.notifications)
    .where('userId', '==', userId)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
async function transactionsOfType(type: string) {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.transactions)
    .where('type', '==', type)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** The document once its payments satisfy `accept`. */
function documentWhen(
  id: string,
  accept: (data: Record<string, unknown>) => boolean,
  what: string,
) {
  return eventually(async () => {
    const data = await documentOf(id);
    return accept(data) ? data : undefined;
  }, what);
}
const paymentsOf = (data: Record<string, unknown>) =>
  (data.payments as Array<Record<string, unknown>> | undefined) ?? [];

const checkout = (client: WebClient, documentId: string, token?: string) =>
  client.call<StripeRedirect>(
    'createDocumentCheckout',
    token ? { documentId, token } : { documentId },
  );

/** Pays a Checkout URL with the stand-in's 4242 card; the PaymentIntent id. */
async function pay(url: string): Promise<string> {
  const sessionId = hostedPageId(url);
  await standIn.payCheckout(sessionId);
  const session = await standInStripe().checkout.sessions.retrieve(sessionId);
  return session.payment_intent as string;
}

describe('createDocumentCheckout', () => {
  it('opens Checkout for the signed-in customer and for the link, as a destination charge with the fee in force', async () => {
    const company = await companyClient();
    const accountId = await onboard(company);
    const { client: customer, customerId, email } = await accountCustomer('sam');
    const { documentId, number } = await sendInvoice(company, customerId);
    const token = await documentLinkToken(email, documentId);

    const signedInUrl = (await checkout(customer, documentId)).url;
    const guest = tracked(webClient());
    const linkUrl = (await checkout(guest, documentId, token)).url;
    expect(linkUrl).not.toBe(signedInUrl);
    // A retry (a double click) gets the same session.
    expect((await checkout(customer, documentId)).url).toBe(signedInUrl);

    const session = await standInStripe().checkout.sessions.retrieve(hostedPageId(signedInUrl), {
      expand: ['line_items'],
    });
    const metadata = {
      kind: 'document-payment',
      documentId,
      companyUid: COMPANY,
      amountPence: '12000',
      purpose: 'invoice',
      documentVersion: '1',
    };
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      amount_total: 12_000,
      client_reference_id: documentId,
      customer_email: email,
      metadata,
    });
    expect(session.line_items?.data[0]?.description).toBe(`Invoice ${number} from ${COMPANY_NAME}`);
    expect(session.success_url).toBe(
      `http://localhost:5173/document/${documentId}/paid?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`http://localhost:5173/pay/${documentId}`);
    const linkSession = await standInStripe().checkout.sessions.retrieve(hostedPageId(linkUrl));
    expect(linkSession.success_url).toBe(
      `http://localhost:5173/document/${documentId}/paid?session_id={CHECKOUT_SESSION_ID}&token=${token}`,
    );
    expect(linkSession.cancel_url).toBe(`http://localhost:5173/pay/${documentId}?token=${token}`);
    // A Checkout page that expired is replaced by a new one, not answered again.
    await standInStripe().checkout.sessions.expire(linkSession.id);
    const renewed = (await checkout(guest, documentId, token)).url;
    expect(renewed).not.toBe(linkUrl);
    expect((await standInStripe().checkout.sessions.retrieve(hostedPageId(renewed))).status).toBe(
      'open',
    );

    const paymentIntentId = await pay(signedInUrl);
    const intent = await standInStripe().paymentIntents.retrieve(paymentIntentId);
    expect(intent).toMatchObject({
      amount: 12_000,
      application_fee_amount: feeOf(12_000),
      transfer_data: { destination: accountId },
      metadata,
    });
  });

  it('refuses the company itself, strangers, drafts, void invoices and a company without payouts', async () => {
    const company = await companyClient();
    const { customerId, client: customer } = await accountCustomer('sam');
    const { documentId } = await sendInvoice(company, customerId);

    // No Connect account yet: the customer is told how else to pay.
    expect(await callFailure(checkout(customer, documentId))).toEqual({
      code: 'functions/failed-precondition',
      message: noCardsMessage(COMPANY_NAME),
      details: undefined,
    });
    await onboard(company);

    expect(await callFailure(checkout(company, documentId))).toMatchObject({
      code: 'functions/permission-denied',
      message: PAYMENT_MESSAGES.companyCannotPay,
    });
    const stranger = tracked(await signedIn(await seedAccount('stranger', 'customer')));
    expect(await callFailure(checkout(stranger, documentId))).toMatchObject({
      code: 'functions/not-found',
      message: DOCUMENT_MESSAGES.notFound,
    });
    expect(await callFailure(checkout(tracked(webClient()), documentId))).toMatchObject({
      code: 'functions/not-found',
    });
    expect(
      await callFailure(checkout(tracked(webClient()), documentId, 'x'.repeat(43))),
    ).toMatchObject({ code: 'functions/not-found' });

    const { documentId: draft } = await company.call<{ documentId: string }>('saveDocumentDraft', {
      kind: 'invoice',
      customerId,
      lines: LINES,
      validUntil: null,
      dueDate: day(14),
      depositPercent: null,
      notes: '',
      paymentTerms: '',
      templateId: null,
    });
    expect(await callFailure(checkout(customer, draft))).toMatchObject({
      code: 'functions/not-found',
    });

    await company.call('voidDocument', { documentId, reason: 'Sent to the wrong customer.' });
    expect(await callFailure(checkout(customer, documentId))).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYMENT_MESSAGES.void,
    });
  });
});

describe('checkout.session.completed for a document', () => {
  it('marks the invoice paid only through the webhook, once, whatever the order of events', async () => {
    const company = await companyClient();
    await onboard(company);
    const { client: customer, customerId, email } = await accountCustomer('sam');
    const { documentId, number } = await sendInvoice(company, customerId);
    const { url } = await checkout(customer, documentId);

    await standIn.pauseDeliveries(true);
    const paymentIntentId = await pay(url);
    // Paid at Stripe, but nothing is written until the webhook says so.
    expect(await documentOf(documentId)).toMatchObject({ status: 'sent', amountPaidPence: 0 });
    expect(await transactionOf(paymentIntentId)).toBeUndefined();
    // Back on the page before the webhook: no second payment is started.
    expect(await callFailure(checkout(customer, documentId))).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYMENT_MESSAGES.paymentProcessing,
    });
    await standIn.flush('reverse');
    await standIn.pauseDeliveries(false);

    const paid = await documentWhen(
      documentId,
      (data) => data.status === 'paid',
      'the invoice paid',
    );
    const charge = await standInStripe().charges.retrieve(
      (await standInStripe().paymentIntents.retrieve(paymentIntentId)).latest_charge as string,
    );
    expect(paid).toMatchObject({ amountPaidPence: 12_000 });
    expect(paymentsOf(paid)).toEqual([
      {
        paymentIntentId,
        checkoutSessionId: hostedPageId(url),
        amountPence: 12_000,
        feePence: feeOf(12_000),
        refundedPence: 0,
        purpose: 'invoice',
        cardBrand: 'visa',
        cardLast4: '4242',
        paidAt: expect.any(Timestamp),
        autoRefundReason: null,
      },
    ]);
    expect((paid.paidAt as Timestamp).toMillis()).toBe(charge.created * 1000);
    expect(await transactionOf(paymentIntentId)).toMatchObject({
      type: 'document-payment',
      status: 'succeeded',
      companyId: COMPANY,
      companyName: COMPANY_NAME,
      amountPence: 12_000,
      currency: 'gbp',
      stripeObjectId: paymentIntentId,
      documentId,
    });
    expect(await transactionOf(charge.application_fee as string)).toMatchObject({
      type: 'application-fee',
      status: 'succeeded',
      companyId: COMPANY,
      amountPence: feeOf(12_000),
      documentId,
    });
    expect(await customerOf(customerId)).toMatchObject({
      paidPence: 12_000,
      lastContactAt: expect.any(Timestamp),
    });
    const notices = (await notificationsOf(COMPANY)).filter((n) => n.type === 'document-paid');
    expect(notices).toEqual([
      expect.objectContaining({
        title: `Sam Jones paid £120.00 on invoice ${number}`,
        link: `/document/${documentId}`,
      }),
    ]);
    const receipts = (await mailTo(email)).filter(
      (mail) => mail.kind === 'document-payment-receipt',
    );
    expect(receipts).toHaveLength(1);
    expect((receipts[0]!.message as { text: string }).text).toContain(
      `You paid £120.00 to ${COMPANY_NAME} for Invoice ${number}`,
    );

    // Every event again: nothing changes, nothing is counted twice.
    for (const event of await standIn.events()) {
      if (event.account) continue;
      expect((await standIn.deliver(event.id)).status).toBe(200);
    }
    const after = await documentOf(documentId);
    expect(paymentsOf(after)).toHaveLength(1);
    expect(after.amountPaidPence).toBe(12_000);
    expect((await customerOf(customerId)).paidPence).toBe(12_000);
    expect((await notificationsOf(COMPANY)).filter((n) => n.type === 'document-paid')).toHaveLength(
      1,
    );
    expect(await transactionsOfType('document-payment')).toHaveLength(1);

    // The customer's view shows the receipt and nothing more to pay.
    const view = await customer.call<DocumentView>('openDocument', { documentId });
    expect(view).toMatchObject({ status: 'paid', amountDuePence: 0, canPayByCard: false });
    expect(view.payments).toEqual([
      expect.objectContaining({ id: paymentIntentId, amountPence: 12_000, cardLast4: '4242' }),
    ]);
  });

  it('refunds a second payment of an invoice that is already paid', async () => {
    const company = await companyClient();
    await onboard(company);
    const { client: customer, customerId, email } = await accountCustomer('sam');
    const { documentId } = await sendInvoice(company, customerId);
    const token = await documentLinkToken(email, documentId);
    // Two tabs: one signed in, one from the email.
    const first = await checkout(customer, documentId);
    const second = await checkout(tracked(webClient()), documentId, token);

    const firstIntent = await pay(first.url);
    await documentWhen(documentId, (data) => data.status === 'paid', 'the first payment');
    const secondIntent = await pay(second.url);

    const data = await documentWhen(
      documentId,
      (stored) => paymentsOf(stored).length === 2,
      'the second payment recorded',
    );
    expect(data).toMatchObject({ status: 'paid', amountPaidPence: 12_000 });
    expect(paymentsOf(data)[1]).toMatchObject({
      paymentIntentId: secondIntent,
      amountPence: 12_000,
      refundedPence: 12_000,
      autoRefundReason: AUTO_REFUND_REASONS.alreadyPaid,
    });
    expect(paymentsOf(data)[0]).toMatchObject({ paymentIntentId: firstIntent, refundedPence: 0 });
    const charge = await standInStripe().charges.retrieve(
      (await standInStripe().paymentIntents.retrieve(secondIntent)).latest_charge as string,
    );
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 12_000 });
    expect(await transactionOf(secondIntent)).toMatchObject({ status: 'refunded' });
    expect(await transactionOf(charge.application_fee as string)).toMatchObject({
      status: 'refunded',
    });
    const refundId = charge.refunds?.data[0]?.id as string;
    expect(await transactionOf(refundId)).toMatchObject({
      type: 'refund',
      status: 'succeeded',
      amountPence: 12_000,
    });
    expect((await customerOf(customerId)).paidPence).toBe(12_000);
    // The charge.refunded that follows changes nothing more.
    await deliveriesSettled();
    expect((await documentOf(documentId)).amountPaidPence).toBe(12_000);
    expect((await customerOf(customerId)).paidPence).toBe(12_000);
    expect((await mailTo(email)).filter((m) => m.kind === 'document-payment-refund')).toHaveLength(
      1,
    );
    expect(
      (await notificationsOf(COMPANY)).filter((n) => n.type === 'payment-refunded'),
    ).toHaveLength(1);
  });

  it('refunds the payment of an invoice voided while the customer was paying', async () => {
    const company = await companyClient();
    await onboard(company);
    const { client: customer, customerId } = await accountCustomer('sam');
    const { documentId } = await sendInvoice(company, customerId);
    const { url } = await checkout(customer, documentId);
    await company.call('voidDocument', { documentId, reason: 'Wrong address.' });

    const paymentIntentId = await pay(url);

    const data = await documentWhen(documentId, (d) => paymentsOf(d).length === 1, 'the refund');
    expect(data).toMatchObject({ status: 'void', amountPaidPence: 0 });
    expect(paymentsOf(data)[0]).toMatchObject({
      paymentIntentId,
      refundedPence: 12_000,
      autoRefundReason: AUTO_REFUND_REASONS.void,
    });
    expect(
      (
        await standInStripe().paymentIntents.retrieve(paymentIntentId, {
          expand: ['latest_charge'],
        })
      ).latest_charge,
    ).toMatchObject({ refunded: true });
    expect((await customerOf(customerId)).paidPence ?? 0).toBe(0);
    const customerNotices = await notificationsOf('sam');
    expect(customerNotices.filter((n) => n.type === 'payment-refunded')).toEqual([
      expect.objectContaining({ body: AUTO_REFUND_REASONS.void }),
    ]);
  });

  it('takes the deposit of an accepted quote, which stays accepted', async () => {
    const company = await companyClient();
    await onboard(company);
    const { customerId, email } = await accountCustomer('sam');
    const { documentId, number } = await send(company, {
      kind: 'quote',
      customerId,
      lines: [{ description: 'New bathroom', quantity: 1, unitPricePence: 400_000, vatRate: 0 }],
      validUntil: day(14),
      dueDate: null,
      depositPercent: 25,
      notes: '',
      paymentTerms: 'Deposit on acceptance.',
      templateId: null,
    });
    const token = await documentLinkToken(email, documentId);
    const guest = tracked(webClient());
    // Not accepted yet: nothing to pay.
    expect(await callFailure(checkout(guest, documentId, token))).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYMENT_MESSAGES.quoteNotAccepted,
    });
    await guest.call('respondToQuote', {
      documentId,
      token,
      response: 'accept',
      signatureName: 'Sam Jones',
      acceptTerms: true,
      version: 1,
    });

    const { url } = await checkout(guest, documentId, token);
    const session = await standInStripe().checkout.sessions.retrieve(hostedPageId(url), {
      expand: ['line_items'],
    });
    expect(session.amount_total).toBe(100_000);
    expect(session.metadata).toMatchObject({ purpose: 'deposit', amountPence: '100000' });
    expect(session.line_items?.data[0]?.description).toBe(
      `Deposit for quote ${number} from ${COMPANY_NAME}`,
    );
    const paymentIntentId = await pay(url);

    const data = await documentWhen(documentId, (d) => paymentsOf(d).length === 1, 'the deposit');
    expect(data).toMatchObject({ status: 'accepted', amountPaidPence: 100_000 });
    expect(paymentsOf(data)[0]).toMatchObject({
      paymentIntentId,
      purpose: 'deposit',
      feePence: feeOf(100_000),
    });
    expect(await callFailure(checkout(guest, documentId, token))).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYMENT_MESSAGES.depositPaid,
    });
    // The company cannot invoice the paid deposit a second time; the whole quote it can.
    expect(
      await callFailure(company.call('convertQuoteToInvoice', { documentId, deposit: true })),
    ).toMatchObject({ code: 'functions/failed-precondition', message: DEPOSIT_ALREADY_PAID });
    const { documentId: invoiceId } = await company.call<{ documentId: string }>(
      'convertQuoteToInvoice',
      { documentId, deposit: false },
    );
    // The invoice for the whole job takes the paid deposit off what is due: nothing is paid twice.
    expect(await documentOf(invoiceId)).toMatchObject({
      totals: { totalPence: 400_000 },
      credit: { description: `Deposit paid (${number})`, amountPence: 100_000 },
    });
    await company.call('sendDocument', { documentId: invoiceId });
    const invoiceToken = await documentLinkToken(email, invoiceId);
    const invoiceView = await guest.call<DocumentView>('openDocument', {
      documentId: invoiceId,
      token: invoiceToken,
    });
    expect(invoiceView).toMatchObject({
      credit: { amountPence: 100_000 },
      amountDuePence: 300_000,
      canPayByCard: true,
    });
    const rest = await standInStripe().checkout.sessions.retrieve(
      hostedPageId((await checkout(guest, invoiceId, invoiceToken)).url),
    );
    expect(rest.amount_total).toBe(300_000);
    await pay((await checkout(guest, invoiceId, invoiceToken)).url);
    expect(
      await documentWhen(invoiceId, (d) => d.status === 'paid', 'the rest of the job'),
    ).toMatchObject({ status: 'paid', amountPaidPence: 300_000 });
  });
});

describe('a quote and the invoice made from it', () => {
  it('takes the deposit on the quote only until an invoice for it is sent', async () => {
    const company = await companyClient();
    await onboard(company);
    const { client: customer, customerId } = await accountCustomer('sam');
    const { documentId } = await send(company, {
      kind: 'quote',
      customerId,
      lines: [{ description: 'New bathroom', quantity: 1, unitPricePence: 400_000, vatRate: 0 }],
      validUntil: day(14),
      dueDate: null,
      depositPercent: 25,
      notes: '',
      paymentTerms: '',
      templateId: null,
    });
    await customer.call('respondToQuote', {
      documentId,
      response: 'accept',
      signatureName: 'Sam Jones',
      acceptTerms: true,
      version: 1,
    });
    const { documentId: invoiceId } = await company.call<{ documentId: string }>(
      'convertQuoteToInvoice',
      { documentId, deposit: true },
    );
    // A draft invoice is not the customer's yet: the quote's deposit can still be paid.
    const open = () => customer.call<DocumentView>('openDocument', { documentId });
    expect(await open()).toMatchObject({ canPayByCard: true, amountDuePence: 100_000 });
    expect((await checkout(customer, documentId)).url).toMatch(/\/checkout\//);

    await company.call('sendDocument', { documentId: invoiceId });
    // The quote no longer offers the deposit: the invoice is what to pay.
    expect((await open()).canPayByCard).toBe(false);
    expect(await callFailure(checkout(customer, documentId))).toMatchObject({
      code: 'functions/failed-precondition',
      message: invoiceSentMessage(COMPANY_NAME),
    });
    const session = await standInStripe().checkout.sessions.retrieve(
      hostedPageId((await checkout(customer, invoiceId)).url),
    );
    expect(session.metadata).toMatchObject({ purpose: 'invoice', amountPence: '100000' });
  });
});

describe('refundDocumentPayment and charge.refunded', () => {
  it('refunds part then the rest, and the webhook keeps the books', async () => {
    const company = await companyClient();
    await onboard(company);
    const { client: customer, customerId } = await accountCustomer('sam');
    const { documentId } = await sendInvoice(company, customerId);
    await customer.call('openDocument', { documentId });
    const paymentIntentId = await pay((await checkout(customer, documentId)).url);
    await documentWhen(documentId, (d) => d.status === 'paid', 'the payment');

    const refund = (data: Record<string, unknown>, client = company) =>
      client.call<{ refundId: string; amountPence: number }>('refundDocumentPayment', {
        documentId,
        paymentIntentId,
        reason: 'Part of the job was not needed.',
        ...data,
      });

    // Someone else's document, a customer, a payment not on it, more than was paid.
    const rival = await companyClient('rival');
    expect(await callFailure(refund({ amountPence: 100 }, rival))).toMatchObject({
      code: 'functions/not-found',
    });
    expect(await callFailure(refund({ amountPence: 100 }, customer))).toMatchObject({
      code: 'functions/permission-denied',
      message: PAYMENT_MESSAGES.companyOnly,
    });
    expect(await callFailure(refund({ paymentIntentId: 'pi_unknown' }))).toMatchObject({
      code: 'functions/not-found',
      message: PAYMENT_MESSAGES.paymentNotFound,
    });
    expect(await callFailure(refund({ amountPence: 12_001 }))).toMatchObject({
      code: 'functions/failed-precondition',
      message: refundTooLargeMessage(12_000),
    });

    const part = await refund({ amountPence: 2_000 });
    expect(part).toEqual({ refundId: expect.stringMatching(/^re_/), amountPence: 2_000 });
    const partly = await documentWhen(
      documentId,
      (d) => paymentsOf(d)[0]?.refundedPence === 2_000,
      'the part refund',
    );
    expect(partly).toMatchObject({ status: 'part-paid', amountPaidPence: 10_000 });
    expect(await transactionOf(part.refundId)).toMatchObject({
      type: 'refund',
      status: 'succeeded',
      amountPence: 2_000,
      companyId: COMPANY,
      documentId,
    });
    expect(await transactionOf(paymentIntentId)).toMatchObject({ status: 'succeeded' });
    expect((await customerOf(customerId)).paidPence).toBe(10_000);

    const rest = await refund({ reason: 'Job cancelled.' });
    expect(rest.amountPence).toBe(10_000);
    const refunded = await documentWhen(
      documentId,
      (d) => paymentsOf(d)[0]?.refundedPence === 12_000,
      'the full refund',
    );
    // Back to what it was before it was paid: seen by the customer, due in 14 days.
    expect(refunded).toMatchObject({ status: 'viewed', amountPaidPence: 0, paidAt: null });
    expect(await transactionOf(rest.refundId)).toMatchObject({ amountPence: 10_000 });
    expect(await transactionOf(paymentIntentId)).toMatchObject({ status: 'refunded' });
    expect((await customerOf(customerId)).paidPence).toBe(0);
    expect(await transactionsOfType('refund')).toHaveLength(2);

    expect(await callFailure(refund({}))).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYMENT_MESSAGES.nothingLeftToRefund,
    });

    // Replaying every charge.refunded, oldest last, changes nothing.
    for (const event of (await standIn.events({ type: 'charge.refunded' })).reverse())
      expect((await standIn.deliver(event.id)).status).toBe(200);
    expect(await documentOf(documentId)).toMatchObject({ status: 'viewed', amountPaidPence: 0 });
    expect((await customerOf(customerId)).paidPence).toBe(0);
    expect(paymentsOf(await documentOf(documentId))[0]?.refundedPence).toBe(12_000);
  });
});
