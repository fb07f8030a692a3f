import type { SubscriptionStatus } from '@fixwell/common/subscription';

// How long a company whose renewal failed keeps its access: `settings/billing.pastDueGraceDays`
// (default 7) from the first failed payment. Stripe keeps retrying meanwhile (and cancels after
// its own dunning); subscriptionAccess reads `graceEndsAt`.

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface GraceFacts {
  /** The status Stripe reports now. */
  status: SubscriptionStatus;
  stripeSubscriptionId: string;
  /** The stored document, when there is one. */
  stored: {
    status: SubscriptionStatus;
    stripeSubscriptionId: string | null;
    graceEndsAtMillis: number | null;
  } | null;
  /** When the payment first failed: the unpaid renewal invoice's creation, else the event's. */
  failedAtMillis: number;
  graceDays: number;
}

/**
 * `graceEndsAt` for the document: null unless past_due; kept while the same subscription stays
 * past_due (later retries do not extend it); otherwise the first failure plus the grace days.
 */
export function graceEndsAtMillis(facts: GraceFacts): number | null {
  if (facts.status !== 'past_due') return null;
  const { stored } = facts;
  if (
    stored?.status === 'past_due' &&
    stored.stripeSubscriptionId === facts.stripeSubscriptionId &&
    stored.graceEndsAtMillis !== null
  )
    return stored.graceEndsAtMillis;
  return facts.failedAtMillis + facts.graceDays * DAY_MS;
}

/** `settings/billing.pastDueGraceDays`, read defensively (an admin setting). */
export function graceDaysOf(
  settings: { pastDueGraceDays?: unknown } | undefined,
  fallback: number,
) {
  const days = settings?.pastDueGraceDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 30
    ? days
    : fallback;
}
