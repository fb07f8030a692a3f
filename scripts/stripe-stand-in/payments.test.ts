import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { useHarness } from './test-support';

const DAY = 86_400;
const h = useHarness();

/** A page's HTML with runs of whitespace made one space (Prettier wraps the templates' text). */
async function text(response: Response | Promise<Response>) {
  return (await (await response).text()).replace(/\s+/g, ' ');
}

/** An Express account in GB, onboarded (charges and payouts enabled) unless `complete` is false. */
async function connectedAccount(complete = true) {
  const account = await h.stripe.accounts.create({
    type: 'express',
    country: 'GB',
    email: 'company@fixwell.test',
    business_profile: { name: 'Acme Plumbing' },
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    metadata: { companyUid: 'company-1' },
  });
  const link = await h.stripe.accountLinks.create({
    account: account.id,
    type: 'account_onboarding',
    refresh_url: 'http://localhost:5173/company/stripe-connect/refresh',
    return_url: 'http://localhost:5173/company/stripe-connect/success',
  });
  await h.control(
    'POST',
    `/_stand-in/connect/onboarding/${new URL(link.url).pathname.split('/').pop()}/submit`,
    { complete },
  );
  h.deliveries.length = 0;
  return account;
}

/** A document's payment session as the functions will open one: £120.00 with a £3.00 fee. */
function openPayment(destination: string, amount = 12_000, fee = 300) {
  return h.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'gbp',
          unit_amount: amount,
          product_data: { name: 'Invoice INV-0001' },
        },
      },
    ],
    payment_intent_data: {
      application_fee_amount: fee,
      transfer_data: { destination },
      metadata: { documentId: 'doc-1', companyUid: 'company-1', kind: 'invoice' },
    },
    metadata: { documentId: 'doc-1', companyUid: 'company-1' },
    customer_email: 'customer@fixwell.test',
    client_reference_id: 'doc-1',
    success_url: 'http://localhost:5173/document/doc-1/paid?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/pay/doc-1',
  });
}

async function pay(sessionId: string, card = '4242424242424242') {
  return h.control<{ events: string[]; redirect: string }>(
    'POST',
    `/_stand-in/checkout/${sessionId}/pay`,
    { card },
  );
}

async function now() {
  return (await h.control<{ now: number }>('GET', '/_stand-in/clock')).body.now;
}

async function advance(seconds: number) {
  return h.control<{ now: number; events: string[] }>('POST', '/_stand-in/clock/advance', {
    seconds,
  });
}

const types = (events: Stripe.Event[]) => events.map((event) => event.type);

describe('Checkout in payment mode: a destination charge', () => {
  it('pays the connected account, takes the fee and sends the events in order, signed', async () => {
    const account = await connectedAccount();
    const session = await openPayment(account.id);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 12_000,
      currency: 'gbp',
      payment_intent: null,
      customer_email: 'customer@fixwell.test',
      client_reference_id: 'doc-1',
      metadata: { documentId: 'doc-1', companyUid: 'company-1' },
    });

    const paid = await pay(session.id);
    expect(paid.status).toBe(200);
    expect(paid.body.redirect).toBe(
      `http://localhost:5173/document/doc-1/paid?session_id=${session.id}`,
    );
    await h.waitFor(() => h.received().length === paid.body.events.length);
    expect(types(h.received('platform'))).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
      'charge.succeeded',
      'transfer.created',
      'application_fee.created',
      'checkout.session.completed',
    ]);
    const connect = h.received('connect');
    expect(types(connect)).toEqual(['payment.created']);
    expect(connect[0]?.account).toBe(account.id);
    // Every delivery carried a valid Stripe-Signature for its endpoint's secret.
    expect(h.deliveries.every((delivery) => delivery.event && delivery.signature)).toBe(true);

    const completed = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'payment_intent.latest_charge'],
    });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: null });
    const intent = completed.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 12_000,
      amount_received: 12_000,
      application_fee_amount: 300,
      transfer_data: { destination: account.id },
      metadata: { documentId: 'doc-1', companyUid: 'company-1', kind: 'invoice' },
      receipt_email: 'customer@fixwell.test',
    });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.id).toMatch(/^ch_/);
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount: 12_000,
      application_fee_amount: 300,
      transfer_data: { destination: account.id },
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    expect(charge.balance_transaction).toMatch(/^txn_/);
    expect(charge.transfer).toMatch(/^tr_/);
    expect(charge.application_fee).toMatch(/^fee_/);
    expect((await h.stripe.charges.retrieve(charge.id)).id).toBe(charge.id);
    expect((await h.stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBe(charge.id);

    // The whole amount goes to the account; the fee comes back to the platform from its payment.
    const transfer = await h.stripe.transfers.retrieve(charge.transfer as string);
    expect(transfer).toMatchObject({
      amount: 12_000,
      destination: account.id,
      source_transaction: charge.id,
      reversed: false,
    });
    const fee = await h.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({
      amount: 300,
      account: account.id,
      originating_transaction: charge.id,
      refunded: false,
    });
    const payment = await h.stripe.charges.retrieve(
      transfer.destination_payment as string,
      {},
      { stripeAccount: account.id },
    );
    expect(payment.id).toMatch(/^py_/);
    expect(payment).toMatchObject({ amount: 12_000, application_fee: fee.id });
    expect(connect[0]?.data.object).toMatchObject({ id: payment.id });
    // A connected account's payment is not the platform's.
    await expect(h.stripe.charges.retrieve(payment.id)).rejects.toMatchObject({ statusCode: 404 });
    const txn = await h.stripe.balanceTransactions.retrieve(
      payment.balance_transaction as string,
      {},
      { stripeAccount: account.id },
    );
    expect(txn).toMatchObject({ amount: 12_000, fee: 300, net: 11_700, status: 'pending' });
    const listed = await h.stripe.transfers.list({ destination: account.id });
    expect(listed.data.map((t) => t.id)).toEqual([transfer.id]);
  });

  it('shows the amount and the company on the Checkout page, and pays from it', async () => {
    const account = await connectedAccount();
    const session = await openPayment(account.id);
    const pageHtml = await text(fetch(session.url as string));
    expect(pageHtml).toContain('Pay Acme Plumbing');
    expect(pageHtml).toContain('£120.00');
    expect(pageHtml).toContain('Invoice INV-0001');
    const withLines = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items'],
    });
    expect(withLines.line_items?.data[0]).toMatchObject({
      description: 'Invoice INV-0001',
      amount_total: 12_000,
      quantity: 1,
      price: { type: 'one_time', unit_amount: 12_000, currency: 'gbp' },
    });
    const response = await fetch(session.url as string, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242 4242 4242 4242', action: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/document/doc-1/paid?session_id=${session.id}`,
    );
    await h.waitFor(() =>
      h.received().some((event) => event.type === 'checkout.session.completed'),
    );
  });

  it('refuses a destination that cannot take charges, and a bad fee', async () => {
    const unfinished = await connectedAccount(false);
    const error = await openPayment(unfinished.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
      param: 'payment_intent_data[transfer_data][destination]',
    });
    const missing = await openPayment('acct_nope').catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 400, code: 'resource_missing' });
    const account = await connectedAccount();
    const tooBig = await openPayment(account.id, 1000, 1001).catch((e: unknown) => e);
    expect(tooBig).toMatchObject({
      statusCode: 400,
      param: 'payment_intent_data[application_fee_amount]',
    });
    const tooSmall = await openPayment(account.id, 29, 0).catch((e: unknown) => e);
    expect(tooSmall).toMatchObject({ statusCode: 400, code: 'amount_too_small' });
  });

  it('records a declined card on the intent and leaves the session open for another card', async () => {
    const account = await connectedAccount();
    const session = await openPayment(account.id);
    const declined = await pay(session.id, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    await h.waitFor(() => h.received().length === 3);
    expect(types(h.received())).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
    const open = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(open.status).toBe('open');
    const intent = open.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    expect((await h.stripe.transfers.list({ destination: account.id })).data).toHaveLength(0);

    h.deliveries.length = 0;
    const paid = await pay(session.id);
    expect(paid.status).toBe(200);
    await h.waitFor(() => h.received().length === paid.body.events.length);
    // The same intent pays: no second payment_intent.created.
    expect(types(h.received('platform'))[0]).toBe('payment_intent.succeeded');
    expect((await h.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });
});

describe('refunds of a destination charge', () => {
  it('refunds in part and in full, reversing the transfer and the fee in proportion', async () => {
    const account = await connectedAccount();
    const session = await openPayment(account.id);
    await pay(session.id);
    const intentId = (await h.stripe.checkout.sessions.retrieve(session.id))
      .payment_intent as string;
    await h.waitFor(() => h.received().length === 7);
    h.deliveries.length = 0;

    const refundPart = () =>
      h.stripe.refunds.create(
        {
          payment_intent: intentId,
          amount: 5000,
          reverse_transfer: true,
          refund_application_fee: true,
        },
        { idempotencyKey: 'refund-doc-1-1' },
      );
    const partial = await refundPart();
    // A retried request with the same Idempotency-Key is the same refund, not a second one.
    expect((await refundPart()).id).toBe(partial.id);
    expect(partial.id).toMatch(/^re_/);
    expect(partial).toMatchObject({ amount: 5000, status: 'succeeded', payment_intent: intentId });
    expect(partial.transfer_reversal).toMatch(/^trr_/);
    await h.waitFor(() => h.received().length === 4);
    expect(types(h.received())).toEqual([
      'charge.refunded',
      'refund.created',
      'transfer.reversed',
      'application_fee.refunded',
    ]);
    const refunded = h.received()[0] as Stripe.Event;
    expect(refunded.data.object).toMatchObject({ amount_refunded: 5000, refunded: false });
    expect(refunded.data.previous_attributes).toMatchObject({ amount_refunded: 0 });
    const charge = await h.stripe.charges.retrieve(partial.charge as string);
    expect(charge.refunds?.data.map((r) => r.id)).toEqual([partial.id]);
    const transfer = await h.stripe.transfers.retrieve(charge.transfer as string);
    expect(transfer).toMatchObject({ amount_reversed: 5000, reversed: false });
    // 5000 / 12000 of the £3.00 fee.
    const fee = await h.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount_refunded: 125, refunded: false });
    const balance = await h.stripe.balance.retrieve({}, { stripeAccount: account.id });
    expect(balance.pending[0]).toMatchObject({ amount: 11_700, currency: 'gbp' });
    expect(balance.available[0]).toMatchObject({ amount: -(5000 - 125), currency: 'gbp' });

    const tooMuch = await h.stripe.refunds
      .create({ payment_intent: intentId, amount: 7001 })
      .catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      param: 'amount',
      message: 'Refund amount (£70.01) is greater than unrefunded amount on charge (£70.00)',
    });

    const rest = await h.stripe.refunds.create({
      payment_intent: intentId,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    expect(rest.amount).toBe(7000);
    expect(await h.stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 12_000,
      refunded: true,
    });
    expect(await h.stripe.applicationFees.retrieve(fee.id)).toMatchObject({
      amount_refunded: 300,
      refunded: true,
    });
    expect(await h.stripe.transfers.retrieve(transfer.id)).toMatchObject({
      amount_reversed: 12_000,
      reversed: true,
    });
    const again = await h.stripe.refunds.create({ payment_intent: intentId }).catch((e) => e);
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    expect((await h.stripe.refunds.retrieve(rest.id)).amount).toBe(7000);
  });
});

describe('the connected account’s balance and payouts', () => {
  it('is pending for 7 days, then available, then paid out daily and paid the next day', async () => {
    const account = await connectedAccount();
    const session = await openPayment(account.id);
    await pay(session.id);
    await h.waitFor(() => h.received().length === 7);
    h.deliveries.length = 0;
    const asAccount = { stripeAccount: account.id };

    let balance = await h.stripe.balance.retrieve({}, asAccount);
    expect(balance).toMatchObject({
      object: 'balance',
      available: [{ amount: 0, currency: 'gbp' }],
      pending: [{ amount: 11_700, currency: 'gbp' }],
    });

    await advance(7 * DAY);
    balance = await h.stripe.balance.retrieve({}, asAccount);
    expect(balance.available[0]?.amount).toBe(11_700);
    expect(balance.pending[0]?.amount).toBe(0);
    expect((await h.stripe.payouts.list({}, asAccount)).data).toHaveLength(0);

    const midnight = (Math.floor((await now()) / DAY) + 1) * DAY;
    const created = await advance(midnight - (await now()));
    expect(created.body.events).toHaveLength(1);
    await h.waitFor(() => h.received('connect').length === 1);
    const event = h.received('connect')[0] as Stripe.Event;
    expect(event).toMatchObject({ type: 'payout.created', account: account.id });
    const payouts = await h.stripe.payouts.list({}, asAccount);
    expect(payouts.data).toHaveLength(1);
    const payout = payouts.data[0] as Stripe.Payout;
    expect(payout.id).toMatch(/^po_/);
    expect(payout).toMatchObject({
      amount: 11_700,
      currency: 'gbp',
      status: 'in_transit',
      automatic: true,
      arrival_date: midnight + DAY,
    });
    balance = await h.stripe.balance.retrieve({}, asAccount);
    expect(balance.available[0]?.amount).toBe(0);
    const inPayout = await h.stripe.balanceTransactions.list({ payout: payout.id }, asAccount);
    expect(inPayout.data.map((t) => t.type).sort()).toEqual(['payment', 'payout']);

    await advance(DAY);
    await h.waitFor(() => h.received('connect').length === 2);
    expect(h.received('connect')[1]).toMatchObject({ type: 'payout.paid', account: account.id });
    expect((await h.stripe.payouts.retrieve(payout.id, {}, asAccount)).status).toBe('paid');
    // Nothing left to pay out: the following days make no payouts.
    await advance(3 * DAY);
    expect((await h.stripe.payouts.list({}, asAccount)).data).toHaveLength(1);
    // The platform sees neither the account's payouts nor its balance.
    expect((await h.stripe.payouts.list()).data).toHaveLength(0);
    const unknown = await h.stripe.balance
      .retrieve({}, { stripeAccount: 'acct_nope' })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 403 });
  });
});
