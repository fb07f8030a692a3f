import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useConnectAccount } from '@/features/payouts/api/watch-connect-account';
import { ConnectAccountState } from '@/features/payouts/components/connect-account-state';

/** Back from Stripe's onboarding: the account's checks, live, as the Connect webhook writes them. */
export function ConnectStatus({ uid }: { uid: string }) {
  const account = useConnectAccount(uid);
  if (account.isError) {
    return <LoadError message="We could not load your payout set-up." onRetry={account.retry} />;
  }
  if (account.isPending) return <LoadingBlock label="Checking your payout set-up…" />;
  if (!account.data) {
    return (
      <p className="notice" role="status">
        Waiting for Stripe to confirm your details…
      </p>
    );
  }
  return (
    <div aria-live="polite">
      <ConnectAccountState account={account.data} />
    </div>
  );
}
