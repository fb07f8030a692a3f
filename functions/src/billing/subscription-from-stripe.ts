import type Stripe from 'stripe';

import { toSubscriptionStatus, type SubscriptionStatus } from '@fixwell/common/subscription';

// Stripe's subscription → the fields of `subscriptions/{companyUid}`. Pure, so the mapping is unit
// tested; the webhook's handlers (billing-event-handlers.ts) re-retrieve the subscription from
// Stripe first, so whatever order events arrive in, the document follows Stripe's current state.

/** What Stripe says about one subscription, in our terms (times in millis). */
export interface StripeSubscriptionFacts {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  status: SubscriptionStatus;
  /** From the price's `metadata.planId` (savePlan and the seed set it), else the subscription's. */
  planId: string | null;
  stripePriceId: string | null;
  /** The price's amount × quantity: one period, in pence excluding VAT. */
  monthlyAmountPence: number;
  currentPeriodStartMillis: number | null;
  currentPeriodEndMillis: number | null;
  /** Cancelling when the period ends (the portal's "cancel", or a `cancel_at` at the period end). */
  cancelAtPeriodEnd: boolean;
  /** The company it belongs to, from `metadata.companyUid` (set through Checkout). */
  companyUid: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function subscriptionFacts(subscription: Stripe.Subscription): StripeSubscriptionFacts {
  // In this API version the period lives on the items; Fixwell subscriptions have one item.
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const periodEnd = item?.current_period_end ?? null;
  const cancelAt = subscription.cancel_at ?? null;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    status: toSubscriptionStatus(subscription.status),
    planId: text(price?.metadata?.planId) ?? text(subscription.metadata?.planId),
    stripePriceId: price?.id ?? null,
    monthlyAmountPence: (price?.unit_amount ?? 0) * (item?.quantity ?? 1),
    currentPeriodStartMillis: item?.current_period_start ? item.current_period_start * 1000 : null,
    currentPeriodEndMillis: periodEnd ? periodEnd * 1000 : null,
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end === true ||
      (cancelAt !== null && periodEnd !== null && cancelAt <= periodEnd),
    companyUid: text(subscription.metadata?.companyUid),
  };
}

/** What the stored document says, as far as deciding to replace it goes. */
export interface StoredSubscriptionFacts {
  stripeSubscriptionId: string | null;
  status: SubscriptionStatus;
  currentPeriodEndMillis: number | null;
}

const LIVE: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];

/**
 * Whether Stripe's state of `incoming` may replace the stored document. The same subscription
 * always may (it is Stripe's current state, re-retrieved). Another subscription of the company may
 * unless it is finished while the stored one is live: a late event about a cancelled old
 * subscription never overwrites the one the company has now.
 */
export function replacesStoredSubscription(
  stored: StoredSubscriptionFacts | null,
  incoming: StripeSubscriptionFacts,
): boolean {
  if (!stored || !stored.stripeSubscriptionId) return true;
  if (stored.stripeSubscriptionId === incoming.stripeSubscriptionId) return true;
  const storedLive = LIVE.includes(stored.status);
  const incomingLive = LIVE.includes(incoming.status);
  if (storedLive && !incomingLive) return false;
  if (storedLive && incomingLive)
    return (incoming.currentPeriodEndMillis ?? 0) >= (stored.currentPeriodEndMillis ?? 0);
  return true;
}
