import { InfoPage } from '@/app/routes/info-page';

export default function StripeConnectRefreshPage() {
  return (
    <InfoPage
      heading="Continue card payment set-up"
      description="Your Stripe set-up link expired or was interrupted. From here you can resume setting up card payments."
    />
  );
}
