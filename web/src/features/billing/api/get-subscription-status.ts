import {
  isActiveSubscription,
  toSubscriptionStatus,
  type SubscriptionStatus,
} from '@fixwell/common/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** Whether the company may use the subscription-guarded pages. */
  active: boolean;
};

/** Reads `subscriptions/{uid}`, which only functions write; no document means no subscription. */
export async function getSubscriptionStatus(uid: string): Promise<SubscriptionState> {
  const snapshot = await getDoc(doc(firestore(), 'subscriptions', uid));
  const status = snapshot.exists() ? toSubscriptionStatus(snapshot.get('status')) : 'none';
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
