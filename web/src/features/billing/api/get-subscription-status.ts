import {
  subscriptionAccess,
  type SubscriptionAccess,
  type SubscriptionStatus,
} from '@fixwell/common/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import type { Subscription } from '@/features/billing/billing-types';

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** Whether the company may use the subscription-guarded pages. */
  active: boolean;
};

/** A Date as the timestamp shape `subscriptionAccess` reads (either SDK's timestamps do this). */
function timestamp(date: Date | null) {
  return date ? { toMillis: () => date.getTime(), toDate: () => date } : null;
}

/** The one definition of active (`subscriptionAccess`), applied to a subscription read on the web. */
export function accessOf(subscription: Subscription | null, now: number): SubscriptionAccess {
  if (!subscription) return subscriptionAccess(null, now);
  return subscriptionAccess(
    {
      status: subscription.status,
      currentPeriodEnd: timestamp(subscription.currentPeriodEnd),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      graceEndsAt: timestamp(subscription.graceEndsAt),
    },
    now,
  );
}

/** The company's subscription and whether it opens the subscription-guarded pages. */
export async function getSubscriptionStatus(uid: string): Promise<SubscriptionState> {
  const subscription = await fetchSubscription(uid);
  const { active } = accessOf(subscription, Date.now());
  return { status: subscription?.status ?? 'none', active };
}

export function getSubscriptionStatusQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['subscription-status', uid],
    queryFn: () => getSubscriptionStatus(uid),
  });
}

export function useSubscriptionStatus(uid: string | undefined) {
  return useQuery({
    ...getSubscriptionStatusQueryOptions(uid ?? ''),
    enabled: Boolean(uid),
  });
}
