import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { subscriptionAccess, type SubscriptionAccessFacts } from '@fixwell/common/subscription';

import { adminDb, clearEmulators, closeAdmin, eventually } from '../testing/emulators';
import {
  checkout,
  closeClients,
  documentData,
  millis,
  seedPlan,
  signedInAs,
  subscribe,
} from '../testing/billing-fixtures';
import {
  CARDS,
  CONNECT_WEBHOOK_URL,
  hostedPageId,
  standIn,
  standInStripe,
  type StandInEvent,
} from '../testing/stripe-stand-in';

const DAY = 86_400;
/** The local endpoint secrets (scripts/lib/stripe-local.mjs, functions/.secret.local). */
const PLATFORM_SECRET = 'whsec_local_fixwell_platform';
const CONNECT_SECRET = 'whsec_local_fixwell_connect';
const company = (uid: string) => signedInAs(uid, 'company');

beforeEach(async () => {
  await Promise.all([clearEmulators(), standIn.reset()]);
  await seedPlan('starter', { pence: 2_900, allowance: 5 });
});
afterEach(async () => {
  await standIn.pauseDeliveries(false);
  await closeClients();
});
afterAll(closeAdmin);

const subscriptionOf = async (uid: string) =>
  (await documentData(`${COLLECTIONS.subscriptions}/${uid}`)) as
    (SubscriptionAccessFacts & Record<string, unknown>) | undefined;
const processed = async (eventId: string) =>
  (await adminDb().collection(COLLECTIONS.stripeEvents).doc(eventId).get()).exists;
const transactions = async () =>
  (await adminDb().collection(COLLECTIONS.transactions).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  })) as Array<Record<string, unknown>>;

async function lastEvent(type: string): Promise<StandInEvent> {
  const events = await standIn.events({ type });
  const event = events[events.length - 1];
  if (!event) throw new Error(`No ${type} event`);
  return event;
}

describe('the subscription webhook', () => {
  it('activates a subscription from Checkout: the document, the allowance and the payment', async () => {
    const client = await company('hartley');
    const subscription = await subscribe(client, 'hartley', 'starter');
    const refs = await documentData(`${COLLECTIONS.stripeRefs}/hartley`);
    const stripeSubscription = await standInStripe().subscriptions.retrieve(
      String(subscription.stripeSubscriptionId),
    );
    const item = stripeSubscription.items.data[0]!;

    expect(subscription).toMatchObject({
      status: 'active',
      planId: 'starter',
      stripeCustomerId: refs?.customerId,
      stripeSubscriptionId: stripeSubscription.id,
      stripePriceId: item.price.id,
      monthlyAmountPence: 2_900,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      companyName: 'Company hartley',
    });
    expect(millis(subscription.currentPeriodStart)).toBe(item.current_period_start * 1000);
    expect(millis(subscription.currentPeriodEnd)).toBe(item.current_period_end * 1000);

    const allowance = await eventually(
      () => documentData(`${COLLECTIONS.leadAllowances}/hartley`),
      'the allowance',
    );
    expect(allowance).toMatchObject({ planId: 'starter', allowance: 5, used: 0 });
    expect(millis(allowance.periodEnd)).toBe(item.current_period_end * 1000);

    const rows = await eventually(async () => {
      const found = await transactions();
      return found.length ? found : undefined;
    }, 'the payment row');
    const invoice = await lastEvent('invoice.paid');
    expect(rows).toEqual([
      expect.objectContaining({
        id: invoice.data.object.id,
        type: 'subscription-payment',
        status: 'succeeded',
        companyId: 'hartley',
        companyName: 'Company hartley',
        amountPence: 2_900,
        currency: 'gbp',
        stripeObjectId: invoice.data.object.id,
        stripeEventId: invoice.id,
      }),
    ]);

    // Every handled event is recorded once; the types nobody handles are not.
    for (const type of [
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ])
      expect(await processed((await lastEvent(type)).id)).toBe(true);
    const finalized = await standIn.events({ type: 'invoice.finalized' });
    expect(finalized.length).toBeGreaterThan(0);
    expect(await processed(finalized[0]!.id)).toBe(false);
    expect(await standIn.deliver(finalized[0]!.id)).toEqual({
      status: 200,
      body: { received: true, ignored: true },
    });
    expect(await processed(finalized[0]!.id)).toBe(false);
  });

  it('answers the same event twice without writing anything the second time', async () => {
    const client = await company('hartley');
    await subscribe(client, 'hartley', 'starter');
    const paid = await lastEvent('invoice.paid');
    await eventually(async () => ((await processed(paid.id)) ? true : undefined), 'invoice.paid');
    const subscriptionRef = adminDb().collection(COLLECTIONS.subscriptions).doc('hartley');
    await subscriptionRef.update({ companyName: 'Marked by the test' });
    const before = await transactions();

    for (const event of [paid, await lastEvent('customer.subscription.created')]) {
      expect(await standIn.deliver(event.id)).toEqual({
        status: 200,
        body: { received: true, duplicate: true },
      });
    }
    expect((await subscriptionRef.get()).get('companyName')).toBe('Marked by the test');
    expect(await transactions()).toEqual(before);
  });

  it('keeps the newest state when an older event arrives after a newer one', async () => {
    const client = await company('hartley');
    await standIn.pauseDeliveries(true);
    await checkout(client, 'starter');
    const { url } = await client.call<StripeRedirect>('createBillingPortalSession');
    await standIn.portalAction(hostedPageId(url), { action: 'cancel' });

    const cancelled = await lastEvent('customer.subscription.updated');
    const created = await lastEvent('customer.subscription.created');
    expect((await standIn.deliver(cancelled.id)).status).toBe(200);
    expect(await subscriptionOf('hartley')).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await standIn.deliver(created.id)).status).toBe(200);
    expect(await subscriptionOf('hartley')).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });

    // The rest of the queue, newest first: the state is still Stripe's latest.
    await standIn.flush('reverse');
    expect(await subscriptionOf('hartley')).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('refuses missing, wrong and stale signatures with 400 and writes nothing', async () => {
    const client = await company('hartley');
    await standIn.pauseDeliveries(true);
    await checkout(client, 'starter');
    const created = await lastEvent('customer.subscription.created');

    for (const options of [
      { signature: 'missing' as const },
      { signature: 'bad' as const },
      { signedSecondsAgo: 600 },
    ]) {
      const delivery = await standIn.deliver(created.id, options);
      expect(delivery.status).toBe(400);
      expect(delivery.body).toHaveProperty('error');
    }
    expect(await processed(created.id)).toBe(false);
    expect(await subscriptionOf('hartley')).toBeUndefined();
  });

  it('answers 500 when a handler fails, writing nothing, and applies the retry', async () => {
    const client = await company('hartley');
    await standIn.pauseDeliveries(true);
    await checkout(client, 'starter');
    const created = await lastEvent('customer.subscription.created');
    await standIn.fault({ method: 'GET', path: '/v1/subscriptions/*', status: 500, times: 1 });

    expect((await standIn.deliver(created.id)).status).toBe(500);
    expect(await processed(created.id)).toBe(false);
    expect(await subscriptionOf('hartley')).toBeUndefined();

    expect(await standIn.deliver(created.id)).toEqual({ status: 200, body: { received: true } });
    expect(await processed(created.id)).toBe(true);
    expect(await subscriptionOf('hartley')).toMatchObject({ status: 'active', planId: 'starter' });
  });

  it('records an event for a company it cannot find, and changes nothing', async () => {
    const stripe = standInStripe();
    const customer = await stripe.customers.create({ email: 'stranger@example.co.uk' });
    const plan = await documentData(`${COLLECTIONS.plans}/starter`);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: String(plan?.stripePriceId), quantity: 1 }],
      success_url: 'http://localhost:5173/company/billing?checkout=success',
      cancel_url: 'http://localhost:5173/company/billing?checkout=cancelled',
    });
    await standIn.payCheckout(session.id, CARDS.pays);
    const created = await lastEvent('customer.subscription.created');
    expect(await processed(created.id)).toBe(true);
    expect((await adminDb().collection(COLLECTIONS.subscriptions).get()).empty).toBe(true);
  });
});

describe('the Connect endpoint', () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(CONNECT_WEBHOOK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  const payload = JSON.stringify({
    id: 'evt_connect_test',
    object: 'event',
    type: 'balance.available',
    account: 'acct_test',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'bal_1', object: 'balance' } },
  });
  const signed = (secret: string) =>
    standInStripe().webhooks.generateTestHeaderString({ payload, secret });

  it('checks its own secret: none or the platform one is refused', async () => {
    expect((await post({}, payload)).status).toBe(400);
    const platform = await post({ 'Stripe-Signature': signed(PLATFORM_SECRET) }, payload);
    expect(platform.status).toBe(400);
    expect(await platform.json()).toHaveProperty('error');
    const connect = await post({ 'Stripe-Signature': signed(CONNECT_SECRET) }, payload);
    expect(connect.status).toBe(200);
    expect(await connect.json()).toEqual({ received: true, ignored: true });
    expect(await processed('evt_connect_test')).toBe(false);
  });
});

describe('renewals through the stand-in clock', () => {
  it('renews: a new period, the allowance starting again, and a payment row', async () => {
    const client = await company('hartley');
    const first = await subscribe(client, 'hartley', 'starter');
    await adminDb().collection(COLLECTIONS.leadAllowances).doc('hartley').set(
      {
        used: 5,
        extraUsed: 2,
        extraSpentPence: 1_600,
        extraLeadsEnabled: true,
        extraLeadsCapPence: 3_000,
      },
      { merge: true },
    );

    const now = await standIn.now();
    await standIn.advance(millis(first.currentPeriodEnd) / 1000 - now + 60);

    const renewed = await eventually(async () => {
      const doc = await subscriptionOf('hartley');
      return doc && millis(doc.currentPeriodEnd) > millis(first.currentPeriodEnd) ? doc : undefined;
    }, 'the renewed period');
    expect(renewed).toMatchObject({ status: 'active', graceEndsAt: null });
    expect(millis(renewed.currentPeriodStart)).toBe(millis(first.currentPeriodEnd));
    const allowance = await documentData(`${COLLECTIONS.leadAllowances}/hartley`);
    expect(allowance).toMatchObject({
      used: 0,
      extraUsed: 0,
      extraSpentPence: 0,
      extraLeadsEnabled: true,
      extraLeadsCapPence: 3_000,
    });
    expect(millis(allowance?.periodEnd)).toBe(millis(renewed.currentPeriodEnd));
    const payments = (await transactions()).filter((row) => row.type === 'subscription-payment');
    expect(payments).toHaveLength(2);
    expect(payments.every((row) => row.status === 'succeeded' && row.amountPence === 2_900)).toBe(
      true,
    );
  });

  it('a failed renewal: past due with grace, access until it ends, then cancelled', async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc(SETTINGS_DOCS.billing)
      .set({ pastDueGraceDays: 3 });
    const client = await company('hartley');
    const first = await subscribe(client, 'hartley', 'starter');
    await standIn.failNextRenewal(String(first.stripeCustomerId));
    const periodEnd = millis(first.currentPeriodEnd) / 1000;
    await standIn.advance(periodEnd - (await standIn.now()) + 60);

    const pastDue = await eventually(async () => {
      const doc = await subscriptionOf('hartley');
      return doc?.status === 'past_due' ? doc : undefined;
    }, 'past_due');
    const graceEnd = millis(pastDue.graceEndsAt);
    expect(graceEnd).toBeGreaterThanOrEqual((periodEnd + 3 * DAY) * 1000);
    expect(graceEnd).toBeLessThanOrEqual((periodEnd + 3 * DAY + 120) * 1000);
    const clock = (await standIn.now()) * 1000;
    expect(subscriptionAccess(pastDue, clock)).toMatchObject({ active: true, reason: 'grace' });
    expect(subscriptionAccess(pastDue, graceEnd + 1)).toMatchObject({
      active: false,
      reason: 'grace-over',
    });
    const failed = await eventually(async () => {
      const rows = (await transactions()).filter((row) => row.status === 'failed');
      return rows.length ? rows : undefined;
    }, 'the failed payment row');
    expect(failed).toEqual([
      expect.objectContaining({ type: 'subscription-payment', amountPence: 2_900 }),
    ]);

    // Stripe retries after 3 days: still failing, the grace end does not move.
    await standIn.advance(3 * DAY + 60);
    const retried = await subscriptionOf('hartley');
    expect(retried).toMatchObject({ status: 'past_due' });
    expect(millis(retried?.graceEndsAt)).toBe(graceEnd);

    // 14 days after the first failure Stripe cancels it.
    await standIn.advance(12 * DAY);
    const cancelled = await eventually(async () => {
      const doc = await subscriptionOf('hartley');
      return doc?.status === 'canceled' ? doc : undefined;
    }, 'the cancellation');
    expect(cancelled).toMatchObject({ graceEndsAt: null });
    expect(subscriptionAccess(cancelled, (await standIn.now()) * 1000).active).toBe(false);
    expect(await processed((await lastEvent('customer.subscription.deleted')).id)).toBe(true);
  });
});
