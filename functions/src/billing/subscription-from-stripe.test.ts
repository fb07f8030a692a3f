import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { replacesStoredSubscription, subscriptionFacts } from './subscription-from-stripe';

const START = 1_790_000_000;
const END = START + 30 * 86_400;

function stripeSubscription(
  overrides: Record<string, unknown> = {},
  item: Record<string, unknown> = {},
) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { companyUid: 'co-1', planId: 'starter' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          quantity: 1,
          current_period_start: START,
          current_period_end: END,
          price: { id: 'price_pro', unit_amount: 5_900, metadata: { planId: 'professional' } },
          ...item,
        },
      ],
    },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('subscriptionFacts', () => {
  it('reads the plan and amount from the price, and the period from the item', () => {
    expect(subscriptionFacts(stripeSubscription())).toEqual({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      status: 'active',
      planId: 'professional',
      stripePriceId: 'price_pro',
      monthlyAmountPence: 5_900,
      currentPeriodStartMillis: START * 1000,
      currentPeriodEndMillis: END * 1000,
      cancelAtPeriodEnd: false,
      companyUid: 'co-1',
    });
  });

  it("falls back to the subscription's planId when the price names none", () => {
    const facts = subscriptionFacts(
      stripeSubscription({}, { price: { id: 'price_x', unit_amount: 2_900, metadata: {} } }),
    );
    expect(facts.planId).toBe('starter');
  });

  it('multiplies by the quantity and reads an expanded customer', () => {
    const facts = subscriptionFacts(
      stripeSubscription({ customer: { id: 'cus_9', object: 'customer' } }, { quantity: 2 }),
    );
    expect(facts).toMatchObject({ stripeCustomerId: 'cus_9', monthlyAmountPence: 11_800 });
  });

  it('counts a cancel_at at the period end as cancelling at period end', () => {
    expect(
      subscriptionFacts(stripeSubscription({ cancel_at_period_end: true })).cancelAtPeriodEnd,
    ).toBe(true);
    expect(subscriptionFacts(stripeSubscription({ cancel_at: END })).cancelAtPeriodEnd).toBe(true);
    expect(
      subscriptionFacts(stripeSubscription({ cancel_at: END + 86_400 })).cancelAtPeriodEnd,
    ).toBe(false);
  });

  it("reads Stripe's statuses, anything unknown as none", () => {
    expect(subscriptionFacts(stripeSubscription({ status: 'past_due' })).status).toBe('past_due');
    expect(subscriptionFacts(stripeSubscription({ status: 'canceled' })).status).toBe('canceled');
    expect(subscriptionFacts(stripeSubscription({ status: 'mystery' })).status).toBe('none');
  });

  it('has no company without metadata', () => {
    expect(subscriptionFacts(stripeSubscription({ metadata: {} })).companyUid).toBeNull();
  });
});

describe('replacesStoredSubscription', () => {
  const incoming = (id: string, status: string, periodEnd = END) => ({
    ...subscriptionFacts(stripeSubscription({ id, status })),
    currentPeriodEndMillis: periodEnd * 1000,
  });
  const stored = (
    id: string | null,
    status: 'active' | 'canceled' | 'past_due',
    periodEnd = END,
  ) => ({
    stripeSubscriptionId: id,
    status,
    currentPeriodEndMillis: periodEnd * 1000,
  });

  it('always takes the same subscription as Stripe has it now', () => {
    expect(
      replacesStoredSubscription(stored('sub_1', 'active'), incoming('sub_1', 'canceled')),
    ).toBe(true);
    expect(replacesStoredSubscription(null, incoming('sub_1', 'canceled'))).toBe(true);
    expect(replacesStoredSubscription(stored(null, 'canceled'), incoming('sub_1', 'active'))).toBe(
      true,
    );
  });

  it("never lets a finished old subscription replace the company's live one", () => {
    expect(
      replacesStoredSubscription(stored('sub_new', 'active'), incoming('sub_old', 'canceled')),
    ).toBe(false);
  });

  it('takes a new live subscription over a finished one, and the later of two live ones', () => {
    expect(
      replacesStoredSubscription(stored('sub_old', 'canceled'), incoming('sub_new', 'active')),
    ).toBe(true);
    expect(
      replacesStoredSubscription(
        stored('sub_a', 'active', END),
        incoming('sub_b', 'active', END - 1),
      ),
    ).toBe(false);
  });
});
