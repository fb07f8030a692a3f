import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { createPlan, openCheckout, useHarness } from './test-support';

const h = useHarness();

describe('API objects, errors and idempotency', () => {
  it('creates objects with Stripe id prefixes and common fields', async () => {
    const customer = await h.stripe.customers.create({
      email: 'a@b.test',
      metadata: { companyUid: 'u1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer).toMatchObject({
      object: 'customer',
      livemode: false,
      metadata: { companyUid: 'u1' },
    });
    expect(typeof customer.created).toBe('number');
    const { product, price } = await createPlan(h.stripe, 'pro', 'Professional', 5900);
    expect(product.id).toMatch(/^prod_/);
    expect(price.id).toMatch(/^price_/);
    expect(price).toMatchObject({
      unit_amount: 5900,
      currency: 'gbp',
      recurring: { interval: 'month' },
      product: product.id,
    });
    const updated = await h.stripe.customers.update(customer.id, { name: 'Acme' });
    expect(updated.name).toBe('Acme');
    const retrieved = await h.stripe.prices.retrieve(price.id);
    expect(retrieved.id).toBe(price.id);
    await h.stripe.prices.update(price.id, { active: false });
    const list = await h.stripe.prices.list({ product: product.id });
    expect(list.data.map((p) => p.active)).toEqual([false]);
  });

  it('answers a bad parameter with a 400 naming it', async () => {
    const error = await h.stripe.prices
      .create({ currency: 'gbp', unit_amount: 'abc' as unknown as number, product: 'prod_x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'unit_amount' });
    const missing = await h.stripe.checkout.sessions
      .create({ mode: 'subscription', success_url: 'http://x', line_items: [{ quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
  });

  it('answers an unknown id with 404 resource_missing', async () => {
    const error = await h.stripe.customers.retrieve('cus_nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
  });

  it('replays an Idempotency-Key and refuses it with other parameters', async () => {
    const first = await h.stripe.customers.create(
      { email: 'x@y.test' },
      { idempotencyKey: 'customer-u1' },
    );
    const second = await h.stripe.customers.create(
      { email: 'x@y.test' },
      { idempotencyKey: 'customer-u1' },
    );
    expect(second.id).toBe(first.id);
    expect((await h.stripe.customers.list()).data).toHaveLength(1);
    const other = await h.stripe.customers
      .create({ email: 'other@y.test' }, { idempotencyKey: 'customer-u1' })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('expands ids into objects', async () => {
    const { price } = await createPlan(h.stripe, 'pro', 'Professional', 5900);
    const { session } = await openCheckout(h.stripe, price.id);
    const withLines = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items'],
    });
    expect(withLines.line_items?.data[0]?.price?.id).toBe(price.id);
    await h.control('POST', `/_stand-in/checkout/${session.id}/pay`, {
      card: '4242 4242 4242 4242',
    });
    const paid = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'subscription.latest_invoice'],
    });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription.object).toBe('subscription');
    expect((subscription.latest_invoice as Stripe.Invoice).object).toBe('invoice');
    const sub = await h.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['items.data.price.product'],
    });
    expect((sub.items.data[0]?.price.product as Stripe.Product).name).toBe('Professional');
  });
});

describe('Checkout', () => {
  it('pays with 4242: subscription, paid invoice, the events in order, signed, then the redirect', async () => {
    const { price } = await createPlan(h.stripe, 'pro', 'Professional', 5900);
    const { customer, session } = await openCheckout(h.stripe, price.id);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${h.standIn.url}/checkout/${session.id}`);
    await h.stripe.invoiceItems.create({
      customer: customer.id,
      amount: 500,
      currency: 'gbp',
      description: 'Extra lead',
    });
    await h.waitFor(() => h.received().some((event) => event.type === 'invoiceitem.created'));
    h.deliveries.length = 0;
    const paid = await h.control<{ events: string[]; redirect: string }>(
      'POST',
      `/_stand-in/checkout/${session.id}/pay`,
      {
        card: '4242 4242 4242 4242',
      },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.redirect).toBe(
      `http://localhost:5173/company/billing?checkout=success&session_id=${session.id}`,
    );
    // Answered after delivery: every event is already here, verified with constructEvent.
    const types = h.received().map((event) => event.type);
    expect(types).toEqual([
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    expect(h.received().map((event) => event.id)).toEqual(paid.body.events);
    const completed = h.received().at(-1)?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'company-1',
    });
    const subscription = await h.stripe.subscriptions.retrieve(completed.subscription as string);
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.status).toBe('active');
    expect(subscription.metadata).toEqual({ companyUid: 'company-1', planId: 'professional' });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.id).toMatch(/^si_/);
    expect(item.price.id).toBe(price.id);
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect(end.getUTCDate()).toBe(Math.min(start.getUTCDate(), end.getUTCDate()));
    expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
    const invoice = await h.stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: 6400,
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.lines.data.map((line) => line.pricing?.price_details?.price ?? null)).toEqual([
      price.id,
      null,
    ]);
    expect(invoice.lines.data[0]?.id).toMatch(/^il_/);
    expect(invoice.status_transitions.paid_at).toEqual(expect.any(Number));
    // A completed session cannot be paid again.
    const again = await h.control('POST', `/_stand-in/checkout/${session.id}/pay`, {
      card: '4242424242424242',
    });
    expect(again.status).toBe(400);
  });

  it('declines 0002 with Stripe’s message and creates nothing', async () => {
    const { price } = await createPlan(h.stripe, 'pro', 'Professional', 5900);
    const { session } = await openCheckout(h.stripe, price.id);
    h.deliveries.length = 0;
    const declined = await h.control<{ error: Record<string, string> }>(
      'POST',
      `/_stand-in/checkout/${session.id}/pay`,
      {
        card: '4000 0000 0000 0002',
      },
    );
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const invalid = await h.control<{ error: Record<string, string> }>(
      'POST',
      `/_stand-in/checkout/${session.id}/pay`,
      {
        card: '4242 4242 4242 4241',
      },
    );
    expect(invalid.body.error?.message).toBe('Your card number is invalid.');
    expect((await h.stripe.subscriptions.list()).data).toHaveLength(0);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(h.deliveries).toHaveLength(0);
  });

  it('expires a session after 24 hours of stand-in time', async () => {
    const { price } = await createPlan(h.stripe, 'pro', 'Professional', 5900);
    const { session } = await openCheckout(h.stripe, price.id);
    await h.control('POST', '/_stand-in/clock/advance', { seconds: 24 * 3600 + 1 });
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const pay = await h.control('POST', `/_stand-in/checkout/${session.id}/pay`, {
      card: '4242424242424242',
    });
    expect(pay.status).toBe(400);
  });
});
