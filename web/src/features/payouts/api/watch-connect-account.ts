import { watchConnectAccount } from '@/features/payouts/api/payouts-data';
import type { ConnectAccount } from '@/features/payouts/payouts-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The company's Connect account, live: Stripe's checks show as the webhook writes them. */
export function useConnectAccount(uid: string) {
  return useLiveQuery<ConnectAccount | null>(
    ['connect-account', uid],
    (onData, onError) => watchConnectAccount(uid, onData, onError),
    { enabled: Boolean(uid) },
  );
}
