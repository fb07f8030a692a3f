import { FormAlert } from '@/components/form/form-alert';
import { OpenStripeButton } from '@/components/open-stripe-button';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useStartOnboarding } from '@/features/payouts/api/open-stripe';
import { useConnectAccount } from '@/features/payouts/api/watch-connect-account';
import { ConnectAccountState } from '@/features/payouts/components/connect-account-state';

/** "Set up payouts", or the account's live state once it exists. */
export function PayoutsSetup({ uid }: { uid: string }) {
  const account = useConnectAccount(uid);
  const onboarding = useStartOnboarding();

  if (account.isError) {
    return <LoadError message="We could not load your payout set-up." onRetry={account.retry} />;
  }
  if (account.isPending) return <LoadingBlock label="Checking your payout set-up…" />;
  if (account.data) return <ConnectAccountState account={account.data} />;
  return (
    <>
      <FormAlert message={onboarding.error?.message} />
      <OpenStripeButton
        variant="primary"
        pending={onboarding.isPending}
        onClick={() => onboarding.mutate()}
      >
        Set up payouts
      </OpenStripeButton>
    </>
  );
}
