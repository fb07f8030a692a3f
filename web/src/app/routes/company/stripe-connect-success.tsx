import { InfoPage } from '@/app/routes/info-page';

export default function StripeConnectSuccessPage() {
  return (
    <InfoPage
      heading="Card payments set up"
      description="You have finished the Stripe set-up. Once Stripe has verified your details, customers can pay you by card."
    />
  );
}
