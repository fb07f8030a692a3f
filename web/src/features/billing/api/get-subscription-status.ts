import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'none',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** Whether the company may use the subscription-guarded pages. */
  active: boolean;
};

export function isActiveSubscriptionStatus(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing';
}

function toStatus(value: unknown): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value)
    ? (value as SubscriptionStatus)
    : 'none';
}

/** Reads `subscriptions/{uid}`, which only functions write; no document means no subscription. */
export async function getSubscriptionStatus(uid: string): Promise<SubscriptionState> {
  const snapshot = await getDoc(doc(firestore(), 'subscriptions', uid));
  const status = snapshot.exists() ? toStatus(snapshot.get('status')) : 'none';
  return { status, active: isActiveSubscriptionStatus(status) };
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
