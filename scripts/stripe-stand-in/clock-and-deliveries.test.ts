import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { createPlan, openCheckout, startHarness, useHarness } from './test-support';

const DAY = 86_400;
const h = useHarness();

async function subscribed() {
  const { price } = await createPlan(h.stripe, 'professional', 'Professional', 5900);
  const { customer, session } = await openCheckout(h.stripe, price.id);
  await h.control('POST', `/_stand-in/checkout/${session.id}/pay`, { card: '4242424242424242' });
  const subscriptionId = (await h.stripe.checkout.sessions.retrieve(session.id))
    .subscription as string;
  const sub = await h.stripe.subscriptions.retrieve(subscriptionId);
  h.deliveries.length = 0;
  return {
    price,
    customer,
    sub,
    periodEnd: (sub.items.data[0] as Stripe.SubscriptionItem).current_period_end,
  };
}

async function advanceTo(target: number) {
  const { body } = await h.control<{ now: number }>('GET', '/_stand-in/clock');
  return h.control<{ now: number; events: string[] }>('POST', '/_stand-in/clock/advance', {
    seconds: target - body.now,
  });
}

describe('the clock', () => {
  it('renews at period end with pending invoice items swept into the renewal invoice', async () => {
    const { customer, sub, periodEnd } = await subscribed();
    const item = await h.stripe.invoiceItems.create(
      {
        customer: customer.id,
        amount: 800,
        currency: 'gbp',
        description: 'Extra lead',
        metadata: { kind: 'extra-lead', leadId: 'l1', companyUid: 'company-1' },
      },
      { idempotencyKey: 'extra-lead-l1' },
    );
    expect(item.id).toMatch(/^ii_/);
    await h.waitFor(() => h.received().length === 1);
    expect(h.received()[0]?.type).toBe('invoiceitem.created');
    h.deliveries.length = 0;
    const advanced = await advanceTo(periodEnd + 60);
    expect(h.received().map((e) => e.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    expect(h.received().map((e) => e.id)).toEqual(advanced.body.events);
    const invoice = h.received()[2]?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 6700,
      status: 'paid',
    });
    expect(invoice.lines.data.map((line) => line.metadata.kind ?? null)).toEqual([
      null,
      'extra-lead',
    ]);
    expect(invoice.created).toBe(periodEnd);
    const updated = h.received()[4] as Stripe.Event;
    const renewed = updated.data.object as Stripe.Subscription;
    expect(renewed.items.data[0]?.current_period_start).toBe(periodEnd);
    expect(updated.data.previous_attributes).toHaveProperty('items');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).latest_invoice).toBe(invoice.id);
    await expect(h.stripe.invoiceItems.del(item.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('failed renewal → past_due → retries every 3 days → canceled after 14 days', async () => {
    const { customer, sub, periodEnd } = await subscribed();
    await h.control('POST', `/_stand-in/customers/${customer.id}/fail-next-renewal`, {
      fail: true,
    });
    await advanceTo(periodEnd + 60);
    expect(h.received().map((e) => e.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    const pastDue = h.received()[3] as Stripe.Event;
    expect(pastDue.data.object).toMatchObject({ status: 'past_due' });
    expect(pastDue.data.previous_attributes).toMatchObject({ status: 'active' });
    h.deliveries.length = 0;
    await advanceTo(periodEnd + 13 * DAY);
    expect(h.received().map((e) => e.type)).toEqual(Array(4).fill('invoice.payment_failed'));
    expect((h.received()[3]?.data.object as Stripe.Invoice).attempt_count).toBe(5);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    h.deliveries.length = 0;
    await advanceTo(periodEnd + 15 * DAY);
    expect(h.received().map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    const ended = await h.stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect(
      (await h.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data,
    ).toHaveLength(1);
  });

  it('a card updated to 0341 in the portal fails the next renewal', async () => {
    const { customer, sub, periodEnd } = await subscribed();
    const portal = await h.stripe.billingPortal.sessions.create({ customer: customer.id });
    await h.control('POST', `/_stand-in/billing-portal/${portal.id}/action`, {
      action: 'update-card',
      card: '4000 0000 0000 0341',
    });
    h.deliveries.length = 0;
    await advanceTo(periodEnd + 60);
    expect(h.received().map((e) => e.type)).toContain('invoice.payment_failed');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
  });

  it('a retry that succeeds makes the subscription active again', async () => {
    const { customer, sub, periodEnd } = await subscribed();
    await h.control('POST', `/_stand-in/customers/${customer.id}/fail-next-renewal`, {
      fail: true,
    });
    await advanceTo(periodEnd + 60);
    await h.control('POST', `/_stand-in/customers/${customer.id}/fail-next-renewal`, {
      fail: false,
    });
    h.deliveries.length = 0;
    await advanceTo(periodEnd + 3 * DAY + 60);
    expect(h.received().map((e) => e.type)).toEqual([
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('cancel at period end ends the subscription at period end', async () => {
    const { sub, periodEnd } = await subscribed();
    const updated = await h.stripe.subscriptions.update(
      sub.id,
      { cancel_at_period_end: true },
      { idempotencyKey: 'cancel-1' },
    );
    expect(updated.cancel_at).toBe(periodEnd);
    await h.waitFor(() => h.received().length === 1);
    expect(h.received()[0]?.request).toEqual({
      id: expect.stringMatching(/^req_/),
      idempotency_key: 'cancel-1',
    });
    h.deliveries.length = 0;
    await advanceTo(periodEnd + 1);
    expect(h.received().map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(h.received()[0]?.created).toBe(periodEnd);
  });

  it('switches price through the API with previous_attributes and lists by price', async () => {
    const { sub } = await subscribed();
    const { price: business } = await createPlan(h.stripe, 'business', 'Business', 11900);
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    const bad = await h.stripe.subscriptions
      .update(sub.id, { items: [{ id: item.id, price: 'price_missing' }] })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ statusCode: 404, param: 'items[0][price]' });
    await h.stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: business.id }],
      proration_behavior: 'none',
    });
    const found = [];
    for await (const each of h.stripe.subscriptions.list({ price: business.id, limit: 1 }))
      found.push(each.id);
    expect(found).toEqual([sub.id]);
  });
});

describe('deliveries', () => {
  it('re-delivers on request: twice, with a bad or missing signature, or late', async () => {
    await h.stripe.customers.create({ email: 'a@b.test' });
    await h.waitFor(() => h.received().length === 1);
    const event = h.received()[0] as Stripe.Event;
    const again = await h.control<{ status: number }>(
      'POST',
      `/_stand-in/events/${event.id}/deliver`,
      {},
    );
    expect(again.body.status).toBe(200);
    expect(h.received().map((e) => e.id)).toEqual([event.id, event.id]);
    const bad = await h.control<{ status: number }>(
      'POST',
      `/_stand-in/events/${event.id}/deliver`,
      { signature: 'bad' },
    );
    expect(bad.body.status).toBe(400);
    expect(h.deliveries.at(-1)?.error).toMatch(/signature/i);
    const missing = await h.control<{ status: number }>(
      'POST',
      `/_stand-in/events/${event.id}/deliver`,
      { signature: 'missing' },
    );
    expect(missing.body.status).toBe(400);
    expect(h.deliveries.at(-1)?.signature).toBeUndefined();
    const late = await h.control<{ status: number }>(
      'POST',
      `/_stand-in/events/${event.id}/deliver`,
      { signedSecondsAgo: 600 },
    );
    expect(late.body.status).toBe(400);
    expect(h.deliveries.at(-1)?.error).toMatch(/tolerance/i);
    const listed = await h.control<{ data: { id: string; delivery_attempts: unknown[] }[] }>(
      'GET',
      '/_stand-in/events?type=customer.created',
    );
    expect(listed.body.data.map((e) => e.id)).toEqual([event.id]);
    expect(listed.body.data[0]?.delivery_attempts).toHaveLength(5);
    expect((await h.stripe.events.retrieve(event.id)).type).toBe('customer.created');
  });

  it('holds events while paused and flushes them in reverse', async () => {
    await h.control('POST', '/_stand-in/deliveries', { paused: true });
    const a = await h.stripe.customers.create({ email: 'a@b.test' });
    await h.stripe.customers.update(a.id, { name: 'A' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.deliveries).toHaveLength(0);
    await h.control('POST', '/_stand-in/deliveries/flush', { order: 'reverse' });
    expect(h.received().map((e) => e.type)).toEqual(['customer.updated', 'customer.created']);
    await h.control('POST', '/_stand-in/deliveries', { paused: false });
    await h.stripe.customers.create({ email: 'c@b.test' });
    await h.waitFor(() => h.received().length === 3);
  });

  it('retries a 5xx answer, and injected API faults fail the next calls', async () => {
    let failures = 1;
    h.respondWith(() => (failures-- > 0 ? 500 : 200));
    await h.stripe.customers.create({ email: 'a@b.test' });
    await h.waitFor(() => h.received().length === 2);
    expect(h.received()[0]?.id).toBe(h.received()[1]?.id);
    await h.control('POST', '/_stand-in/faults', {
      method: 'POST',
      path: '/v1/customers',
      status: 500,
      times: 1,
    });
    await expect(h.stripe.customers.create({ email: 'b@b.test' })).rejects.toMatchObject({
      statusCode: 500,
      type: 'StripeAPIError',
    });
    await expect(h.stripe.customers.create({ email: 'b@b.test' })).resolves.toMatchObject({
      object: 'customer',
    });
  });
});

describe('the state file', () => {
  it('keeps objects and the clock across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stand-in-'));
    try {
      const first = await startHarness({ stateFile: join(dir, 'state.json') });
      const customer = await first.stripe.customers.create({ email: 'kept@b.test' });
      await first.control('POST', '/_stand-in/clock/advance', { seconds: 3 * DAY });
      await first.close();
      const second = await startHarness({ stateFile: join(dir, 'state.json') });
      expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
      const { body } = await second.control<{ now: number }>('GET', '/_stand-in/clock');
      expect(body.now).toBeGreaterThan(Date.now() / 1000 + 3 * DAY - 60);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
