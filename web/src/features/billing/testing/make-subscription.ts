import type { BillingAllowance, BillingPlan, Subscription } from '@/features/billing/billing-types';

/** An active Professional subscription renewing on 22 December 2026, as the webhook writes it. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'active',
    planId: 'professional',
    stripeCustomerId: 'cus_test',
    stripeSubscriptionId: 'sub_test',
    stripePriceId: 'price_professional',
    monthlyAmountPence: 5900,
    currentPeriodStart: new Date('2026-11-22T10:00:00Z'),
    currentPeriodEnd: new Date('2026-12-22T10:00:00Z'),
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    companyName: 'Brightwater Plumbing & Heating',
    updatedAt: new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}

/** The three seeded plans. */
export function makePlans(): BillingPlan[] {
  return [
    {
      id: 'starter',
      name: 'Starter',
      monthlyPricePence: 2900,
      leadAllowance: 5,
      extraLeadPricePence: 800,
      features: ['5 leads a month', 'Chat with customers', 'Quotes and invoices'],
      recommended: false,
      order: 1,
    },
    {
      id: 'professional',
      name: 'Professional',
      monthlyPricePence: 5900,
      leadAllowance: 15,
      extraLeadPricePence: 600,
      features: ['15 leads a month', 'Chat with customers', 'Quotes and invoices'],
      recommended: true,
      order: 2,
    },
    {
      id: 'business',
      name: 'Business',
      monthlyPricePence: 11900,
      leadAllowance: 40,
      extraLeadPricePence: 450,
      features: ['40 leads a month', 'Chat with customers', 'Quotes and invoices'],
      recommended: false,
      order: 3,
    },
  ];
}

/** `leadAllowances/{uid}` for the period ending 22 December 2026. */
export function makeBillingAllowance(overrides: Partial<BillingAllowance> = {}): BillingAllowance {
  return {
    allowance: 15,
    used: 3,
    periodEnd: new Date('2026-12-22T10:00:00Z'),
    extraUsed: 0,
    extraSpentPence: 0,
    extraLeadsEnabled: false,
    extraLeadsCapPence: null,
    ...overrides,
  };
}
