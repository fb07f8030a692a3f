import { InfoPage } from '@/app/routes/info-page';

export default function StripeAccountsPage() {
  return (
    <InfoPage
      heading="Connected Stripe accounts"
      description="The Stripe accounts companies have connected to take card payments, with their verification status."
    />
  );
}
