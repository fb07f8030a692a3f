/**
 * The end of the billing period an acceptance counts against: the subscription's current period
 * when Stripe has told us one, otherwise the end of the calendar month (UTC), so a plan without a
 * known period still renews monthly.
 */
export function allowancePeriodEnd(
  subscriptionPeriodEndMillis: number | null,
  nowMillis: number,
): number {
  if (subscriptionPeriodEndMillis !== null && subscriptionPeriodEndMillis > nowMillis) {
    return subscriptionPeriodEndMillis;
  }
  const now = new Date(nowMillis);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
}

/** Leads already used in the period ending at `periodEndMillis` (a count from another period is 0). */
export function usedInPeriod(
  stored: { used: number; periodEndMillis: number | null } | null,
  periodEndMillis: number,
): number {
  return stored && stored.periodEndMillis === periodEndMillis ? stored.used : 0;
}

/**
 * A company's typical minutes to answer a lead: a moving average that favours recent answers, so a
 * company that speeds up climbs the ranking within a few leads.
 */
export function nextResponseMinutes(previous: number | null, latest: number): number {
  const minutes = Math.max(0, latest);
  return previous === null ? Math.round(minutes) : Math.round(previous * 0.7 + minutes * 0.3);
}
