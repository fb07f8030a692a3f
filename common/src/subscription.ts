import { z } from 'zod';

import { millisOf } from './timestamps';

/**
 * Status of `subscriptions/{companyUid}`: Stripe's subscription statuses, plus `none` for a
 * company that never subscribed. Mirrored from Stripe by the webhook only.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'none',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
  incomplete: 'Payment not completed',
  incomplete_expired: 'Payment not completed',
  paused: 'Paused',
  none: 'No subscription',
};

/**
 * `subscriptions/{companyUid}`; `TTime` is the SDK's timestamp type on each side. Written only by
 * the Stripe webhook (functions/src/billing), from the subscription as Stripe holds it, so the
 * order events arrive in cannot roll it back. The company uid is the document id.
 */
export interface SubscriptionDocument<TTime> {
  status: SubscriptionStatus;
  planId: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** The Stripe Price the subscription is billed at (a plan keeps old prices for old subscribers). */
  stripePriceId: string | null;
  /** What one period costs, in pence excluding VAT: summed for monthly recurring revenue. */
  monthlyAmountPence: number;
  currentPeriodStart: TTime | null;
  currentPeriodEnd: TTime | null;
  cancelAtPeriodEnd: boolean;
  /**
   * While `past_due`: when access ends, set from `settings/billing.pastDueGraceDays` at the first
   * failed renewal. Null in every other status.
   */
  graceEndsAt: TTime | null;
  /** The company's trading name when the webhook last wrote, for the admin table and its search. */
  companyName: string;
  updatedAt: TTime;
}

/**
 * After a period ends, an `active` subscription keeps access this long while Stripe renews it and
 * its events arrive (a renewal invoice can take an hour to be finalised and paid).
 */
export const RENEWAL_SLACK_MS = 48 * 60 * 60 * 1000;

export type SubscriptionAccessReason =
  'active' | 'trialing' | 'cancelling' | 'grace' | 'grace-over' | 'period-over' | 'inactive';

export interface SubscriptionAccess {
  /** Whether the company may use subscription-guarded pages and receive leads. */
  active: boolean;
  reason: SubscriptionAccessReason;
  /** When access ends if nothing changes (period end, grace end); null when open-ended or none. */
  accessEndsAtMillis: number | null;
}

/** The fields of a subscription the access rule reads, with times as either SDK's timestamps. */
export interface SubscriptionAccessFacts {
  status: unknown;
  currentPeriodEnd?: unknown;
  cancelAtPeriodEnd?: unknown;
  graceEndsAt?: unknown;
}

/**
 * The one definition of "active", used by the route guard, matching, acceptLead and the billing
 * page: active or trialing until the period ends (plus `RENEWAL_SLACK_MS` unless cancelling at
 * its end); past_due until its grace period ends; nothing else.
 */
export function subscriptionAccess(
  subscription: SubscriptionAccessFacts | null | undefined,
  nowMillis: number,
): SubscriptionAccess {
  if (!subscription) return { active: false, reason: 'inactive', accessEndsAtMillis: null };
  const status = toSubscriptionStatus(subscription.status);
  const periodEnd = millisOf(subscription.currentPeriodEnd);
  if (status === 'active' || status === 'trialing') {
    const cancelling = subscription.cancelAtPeriodEnd === true;
    const endsAt =
      periodEnd === null ? null : cancelling ? periodEnd : periodEnd + RENEWAL_SLACK_MS;
    if (endsAt !== null && nowMillis >= endsAt)
      return { active: false, reason: 'period-over', accessEndsAtMillis: endsAt };
    return {
      active: true,
      reason: cancelling ? 'cancelling' : status,
      accessEndsAtMillis: cancelling ? periodEnd : null,
    };
  }
  if (status === 'past_due') {
    const graceEnd = millisOf(subscription.graceEndsAt);
    if (graceEnd !== null && nowMillis < graceEnd)
      return { active: true, reason: 'grace', accessEndsAtMillis: graceEnd };
    return { active: false, reason: 'grace-over', accessEndsAtMillis: graceEnd };
  }
  return { active: false, reason: 'inactive', accessEndsAtMillis: null };
}

/** Reads a stored status defensively: anything unknown counts as no subscription. */
export function toSubscriptionStatus(value: unknown): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value)
    ? (value as SubscriptionStatus)
    : 'none';
}

/** `settings/billing`: how long a company whose renewal failed keeps its access. */
export const BILLING_SETTINGS_DEFAULTS = { pastDueGraceDays: 7 };
export const billingSettingsSchema = z.object({
  pastDueGraceDays: z
    .number({ error: 'Enter the number of days.' })
    .int('Enter a whole number of days.')
    .min(0, 'The grace period cannot be negative.')
    .max(30, 'The grace period can be at most 30 days.'),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
