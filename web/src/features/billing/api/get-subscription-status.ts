import { isActiveSubscription, type SubscriptionStatus } from '@fixwell/common/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchSubscriptionStatus } from '@/features/billing/api/billing-data';

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** Whether the company may use the subscription-guarded pages. */
  active: boolean;
};

/** The company's subscription and whether it opens the subscription-guarded pages. */
export async function getSubscriptionStatus(uid: string): Promise<SubscriptionState> {
  const status = await fetchSubscriptionStatus(uid);
  return { status, active: isActiveSubscription(status) };
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
