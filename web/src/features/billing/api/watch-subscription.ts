import { watchSubscription } from '@/features/billing/api/billing-data';
import type { Subscription } from '@/features/billing/billing-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The company's subscription, live: the webhook's writes show without a reload. */
export function useSubscription(uid: string) {
  return useLiveQuery<Subscription | null>(
    ['subscription', uid],
    (onData, onError) => watchSubscription(uid, onData, onError),
    { enabled: Boolean(uid) },
  );
}
