import { InfoPage } from '@/app/routes/info-page';

export default function StripeAccountDetailPage() {
  return (
    <InfoPage
      heading="Connected Stripe account"
      description="The details and verification status of one company’s connected Stripe account."
      params={['id']}
    />
  );
}
