import { InfoPage } from '@/app/routes/info-page';

export default function StripeConnectPage() {
  return (
    <InfoPage
      heading="Card payments"
      description="Connect a Stripe account so that customers can pay your invoices by card and you receive payouts to your bank."
    />
  );
}
