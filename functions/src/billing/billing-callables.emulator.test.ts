import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';

import {
  adminDb,
  callFailure,
  callSignedInAgo,
  expectSignInAgain,
  clearEmulators,
  closeAdmin,
  eventually,
  webClient,
} from '../testing/emulators';
import {
  closeClients,
  documentData,
  seedPlan,
  signedInAs,
  subscribe,
  tracked,
} from '../testing/billing-fixtures';
import { hostedPageId, STAND_IN_URL, standIn, standInStripe } from '../testing/stripe-stand-in';
import { BILLING_MESSAGES } from './billing-messages';

beforeEach(async () => {
  await Promise.all([clearEmulators(), standIn.reset()]);
});
afterEach(closeClients);
afterAll(closeAdmin);

describe('createSubscriptionCheckout', () => {
  it("opens Checkout at the plan's price for the company's one customer, reused", async () => {
    const plan = await seedPlan('professional', { pence: 5_900 });
    const company = await signedInAs('hartley', 'company');

    const first = await company.call<StripeRedirect>('createSubscriptionCheckout', {
      planId: 'professional',
    });
    const session = await standInStripe().checkout.sessions.retrieve(hostedPageId(first.url), {
      expand: ['line_items'],
    });
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'hartley',
      metadata: { companyUid: 'hartley', planId: 'professional' },
      locale: 'en-GB',
    });
    expect(session.line_items?.data[0]?.price?.id).toBe(plan.stripePriceId);
    expect(session.success_url).toMatch(
      /\/company\/billing\?checkout=success&session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(session.cancel_url).toMatch(/\/company\/billing\?checkout=cancelled$/);
    const refs = await documentData(`${COLLECTIONS.stripeRefs}/hartley`);
    expect(refs?.customerId).toBe(session.customer);
    const customer = await standInStripe().customers.retrieve(String(session.customer));
    expect(customer).toMatchObject({ metadata: { companyUid: 'hartley' } });

    await seedPlan('starter');
    const second = await company.call<StripeRedirect>('createSubscriptionCheckout', {
      planId: 'starter',
    });
    const again = await standInStripe().checkout.sessions.retrieve(hostedPageId(second.url));
    expect(again.customer).toBe(session.customer);
  });

  it('refuses a plan that is unknown, archived or has no Stripe price', async () => {
    await seedPlan('old', { archived: true });
    await seedPlan('draft', { priced: false });
    const company = await signedInAs('hartley', 'company');
    for (const planId of ['nope', 'old', 'draft']) {
      expect(
        await callFailure(company.call('createSubscriptionCheckout', { planId })),
      ).toMatchObject({
        code: 'functions/failed-precondition',
        message: BILLING_MESSAGES.planUnavailable,
      });
    }
  });

  it('refuses a company that already has an active subscription', async () => {
    await seedPlan('starter');
    const company = await signedInAs('hartley', 'company');
    await subscribe(company, 'hartley', 'starter');
    expect(
      await callFailure(company.call('createSubscriptionCheckout', { planId: 'starter' })),
    ).toMatchObject({
      code: 'functions/already-exists',
      message: 'You already have an active subscription. Use Manage billing to change it.',
    });
  });

  it('refuses other roles, signed-out callers and bad input', async () => {
    await seedPlan('starter');
    const customer = await signedInAs('sarah', 'customer');
    const admin = await signedInAs('ada', 'admin');
    for (const client of [customer, admin]) {
      expect(
        await callFailure(client.call('createSubscriptionCheckout', { planId: 'starter' })),
      ).toMatchObject({
        code: 'functions/permission-denied',
        message: BILLING_MESSAGES.notCompany,
      });
    }
    const anonymous = tracked(webClient());
    expect(
      (await callFailure(anonymous.call('createSubscriptionCheckout', { planId: 'starter' }))).code,
    ).toBe('functions/unauthenticated');
    const company = await signedInAs('hartley', 'company');
    expect(
      (await callFailure(company.call('createSubscriptionCheckout', { planId: '' }))).code,
    ).toBe('functions/invalid-argument');
  });
});

describe('createBillingPortalSession', () => {
  it("opens the portal for the company's own customer", async () => {
    await seedPlan('starter');
    const company = await signedInAs('hartley', 'company');
    await subscribe(company, 'hartley', 'starter');
    const { url } = await company.call<StripeRedirect>('createBillingPortalSession');
    expect(url.startsWith(`${STAND_IN_URL}/billing-portal/`)).toBe(true);
    // The portal acts on the company's own subscription: cancelling reaches the webhook.
    await standIn.portalAction(hostedPageId(url), { action: 'cancel' });
    expect(await documentData(`${COLLECTIONS.subscriptions}/hartley`)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('refuses a company without a customer, even when another company has one', async () => {
    await seedPlan('starter');
    const subscribed = await signedInAs('hartley', 'company');
    await subscribe(subscribed, 'hartley', 'starter');
    const other = await signedInAs('newco', 'company');
    expect(await callFailure(other.call('createBillingPortalSession'))).toMatchObject({
      code: 'functions/failed-precondition',
      message: BILLING_MESSAGES.noCustomer,
    });
  });

  it('refuses customers and input', async () => {
    const customer = await signedInAs('sarah', 'customer');
    expect((await callFailure(customer.call('createBillingPortalSession'))).code).toBe(
      'functions/permission-denied',
    );
    const company = await signedInAs('hartley', 'company');
    expect(
      (await callFailure(company.call('createBillingPortalSession', { customer: 'cus_x' }))).code,
    ).toBe('functions/invalid-argument');
  });
});

describe('setExtraLeads', () => {
  it("merges the company's choice into its allowance, keeping the counts", async () => {
    await adminDb()
      .collection(COLLECTIONS.leadAllowances)
      .doc('hartley')
      .set({ used: 3, allowance: 5 });
    const company = await signedInAs('hartley', 'company');
    expect(await company.call('setExtraLeads', { enabled: true, monthlyCapPence: 2_500 })).toEqual({
      enabled: true,
      monthlyCapPence: 2_500,
    });
    expect(await documentData(`${COLLECTIONS.leadAllowances}/hartley`)).toMatchObject({
      used: 3,
      allowance: 5,
      extraLeadsEnabled: true,
      extraLeadsCapPence: 2_500,
    });
  });

  it('refuses a cap out of range, and other roles', async () => {
    const company = await signedInAs('hartley', 'company');
    expect(
      await callFailure(company.call('setExtraLeads', { enabled: true, monthlyCapPence: 100 })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'The monthly limit must be at least £5.',
    });
    const customer = await signedInAs('sarah', 'customer');
    expect(
      (await callFailure(customer.call('setExtraLeads', { enabled: true, monthlyCapPence: 5_000 })))
        .code,
    ).toBe('functions/permission-denied');
  });
});

const planEdit = (overrides: Record<string, unknown> = {}) => ({
  name: 'Professional',
  monthlyPricePence: 5_900,
  leadAllowance: 15,
  extraLeadPricePence: 700,
  features: ['Fifteen leads a month', 'Priority in matching', 'Cancel any time'],
  order: 2,
  recommended: true,
  archived: false,
  ...overrides,
});

describe('savePlan', () => {
  it('creates a plan with its Stripe Product and Price, and records who did it', async () => {
    const admin = await signedInAs('ada', 'admin');
    const answer = await admin.call<{
      id: string;
      stripePriceId: string;
      repricedSubscriptions: number;
    }>('savePlan', planEdit({ name: 'Business Plus' }));
    expect(answer).toMatchObject({ id: 'business-plus', repricedSubscriptions: 0 });
    const plan = await documentData(`${COLLECTIONS.plans}/business-plus`);
    expect(plan).toMatchObject({
      name: 'Business Plus',
      monthlyPricePence: 5_900,
      stripePriceId: answer.stripePriceId,
      source: 'admin',
      archived: false,
    });
    const price = await standInStripe().prices.retrieve(answer.stripePriceId);
    expect(price).toMatchObject({
      unit_amount: 5_900,
      currency: 'gbp',
      product: plan?.stripeProductId,
      metadata: { planId: 'business-plus' },
      recurring: expect.objectContaining({ interval: 'month' }),
    });
    const audit = await adminDb().collection(COLLECTIONS.adminAudit).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'plan.created',
        actor: expect.objectContaining({ uid: 'ada' }),
        target: 'plans/business-plus',
        before: null,
      }),
    ]);
    // A second new plan with the same name is refused.
    expect(
      (await callFailure(admin.call('savePlan', planEdit({ name: 'Business Plus' })))).code,
    ).toBe('functions/already-exists');
  });

  it('keeps the price when it does not change', async () => {
    const stored = await seedPlan('professional', { pence: 5_900 });
    const admin = await signedInAs('ada', 'admin');
    const answer = await admin.call<{ stripePriceId: string }>(
      'savePlan',
      planEdit({ id: 'professional', leadAllowance: 20 }),
    );
    expect(answer.stripePriceId).toBe(stored.stripePriceId);
    expect(await documentData(`${COLLECTIONS.plans}/professional`)).toMatchObject({
      leadAllowance: 20,
      stripePriceId: stored.stripePriceId,
    });
  });

  it('moves existing subscribers to a new price from their next renewal, never before', async () => {
    const stored = await seedPlan('professional', { pence: 5_900 });
    const company = await signedInAs('hartley', 'company');
    const before = await subscribe(company, 'hartley', 'professional');
    const admin = await signedInAs('ada', 'admin');

    const invoicesBefore = (await standIn.events({ type: 'invoice.created' })).map((e) => e.id);
    const answer = await admin.call<{ stripePriceId: string; repricedSubscriptions: number }>(
      'savePlan',
      planEdit({ id: 'professional', monthlyPricePence: 6_900 }),
    );
    expect(answer.stripePriceId).not.toBe(stored.stripePriceId);
    expect(answer.repricedSubscriptions).toBe(1);

    const subscription = await standInStripe().subscriptions.retrieve(
      String(before.stripeSubscriptionId),
    );
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe(answer.stripePriceId);
    // Not retroactive: the period already paid is unchanged and nothing was prorated.
    expect(item?.current_period_end).toBe(
      Math.floor((before.currentPeriodEnd as { toMillis(): number }).toMillis() / 1000),
    );
    const invoicesAfter = (await standIn.events({ type: 'invoice.created' })).map((e) => e.id);
    expect(invoicesAfter).toEqual(invoicesBefore);
    // The webhook follows: the new amount applies to the next period.
    await eventually(async () => {
      const doc = await documentData(`${COLLECTIONS.subscriptions}/hartley`);
      return doc?.monthlyAmountPence === 6_900 ? doc : undefined;
    }, 'the subscription to show the new price');
    // The old price still exists for anyone on it; new checkouts use the new one.
    expect((await standInStripe().prices.retrieve(String(stored.stripePriceId))).id).toBe(
      stored.stripePriceId,
    );
  });

  it('asks for a recent sign-in: refused 10 minutes after it, changing nothing; saved within 5', async () => {
    const stored = await seedPlan('professional', { pence: 5_900 });
    const admin = await signedInAs('ada', 'admin');
    const edit = planEdit({ id: 'professional', monthlyPricePence: 6_900 });
    const stale = await callSignedInAgo(admin, 600, 'savePlan', edit);
    expectSignInAgain(stale);
    expect(await documentData(`${COLLECTIONS.plans}/professional`)).toMatchObject({
      monthlyPricePence: 5_900,
      stripePriceId: stored.stripePriceId,
    });
    const prices = await standInStripe().prices.list({ product: String(stored.stripeProductId) });
    expect(prices.data.map((price) => price.id)).toEqual([stored.stripePriceId]);
    expect((await adminDb().collection(COLLECTIONS.adminAudit).get()).size).toBe(0);

    const fresh = await callSignedInAgo(admin, 240, 'savePlan', edit);
    expect(fresh.status).toBe(200);
    expect(fresh.body.result).toMatchObject({ id: 'professional', repricedSubscriptions: 0 });
    expect(await documentData(`${COLLECTIONS.plans}/professional`)).toMatchObject({
      monthlyPricePence: 6_900,
    });
    expect((await adminDb().collection(COLLECTIONS.adminAudit).get()).size).toBe(1);
  });

  it('refuses non-admins and bad input', async () => {
    const company = await signedInAs('hartley', 'company');
    expect(await callFailure(company.call('savePlan', planEdit()))).toMatchObject({
      code: 'functions/permission-denied',
      message: BILLING_MESSAGES.notAdmin,
    });
    const admin = await signedInAs('ada', 'admin');
    expect(
      await callFailure(admin.call('savePlan', planEdit({ monthlyPricePence: 50 }))),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'The monthly price must be at least £1.',
    });
    expect(await adminDb().collection(COLLECTIONS.plans).get()).toHaveProperty('empty', true);
  });
});

describe('updateBillingSettings', () => {
  it('saves the grace period and records who changed it', async () => {
    const admin = await signedInAs('ada', 'admin');
    expect(await admin.call('updateBillingSettings', { pastDueGraceDays: 3 })).toEqual({
      pastDueGraceDays: 3,
    });
    expect(await documentData(`${COLLECTIONS.settings}/${SETTINGS_DOCS.billing}`)).toMatchObject({
      pastDueGraceDays: 3,
    });
    const audit = await adminDb().collection(COLLECTIONS.adminAudit).get();
    expect(audit.docs[0]?.data()).toMatchObject({
      action: 'billing-settings.updated',
      target: 'settings/billing',
      before: null,
      after: { pastDueGraceDays: 3 },
    });
  });

  it('asks for a recent sign-in: refused 10 minutes after it, saving nothing', async () => {
    const admin = await signedInAs('ada', 'admin');
    const stale = await callSignedInAgo(admin, 600, 'updateBillingSettings', {
      pastDueGraceDays: 3,
    });
    expectSignInAgain(stale);
    expect(await documentData(`${COLLECTIONS.settings}/${SETTINGS_DOCS.billing}`)).toBeUndefined();
    expect((await adminDb().collection(COLLECTIONS.adminAudit).get()).size).toBe(0);
  });

  it('refuses non-admins and a grace period out of range', async () => {
    const company = await signedInAs('hartley', 'company');
    expect(
      (await callFailure(company.call('updateBillingSettings', { pastDueGraceDays: 3 }))).code,
    ).toBe('functions/permission-denied');
    const admin = await signedInAs('ada', 'admin');
    expect(
      await callFailure(admin.call('updateBillingSettings', { pastDueGraceDays: -1 })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'The grace period cannot be negative.',
    });
    expect(await documentData(`${COLLECTIONS.settings}/${SETTINGS_DOCS.billing}`)).toBeUndefined();
  });
});
