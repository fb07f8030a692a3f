import { InfoPage } from '@/app/routes/info-page';
import { OnboardingRedirect } from '@/features/payouts/components/onboarding-redirect';

export default function StripeConnectRefreshPage() {
  return (
    <InfoPage
      heading="Continue payout set-up"
      description="Your Stripe set-up link expired or was already used. We are making a fresh one so that you can carry on where you left off."
    >
      <OnboardingRedirect />
    </InfoPage>
  );
}
