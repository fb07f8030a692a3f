/** Status of `subscriptions/{companyUid}`, mirrored from Stripe by functions only. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'none',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** `subscriptions/{companyUid}`; `TTime` is the SDK's timestamp type on each side. */
export interface SubscriptionDocument<TTime> {
  status: SubscriptionStatus;
  planId: string | null;
  currentPeriodEnd: TTime | null;
  updatedAt: TTime;
}

/** A company may use subscription-guarded features only while active or trialing. */
export function isActiveSubscription(status: SubscriptionStatus | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** Reads a stored status defensively: anything unknown counts as no subscription. */
export function toSubscriptionStatus(value: unknown): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value)
    ? (value as SubscriptionStatus)
    : 'none';
}
