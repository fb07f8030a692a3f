import { InfoPage } from '@/app/routes/info-page';

export default function PricingPage() {
  return (
    <InfoPage
      heading="Pricing"
      description="What Fixwell costs: requesting quotes is free for homeowners; trade professionals pay a subscription to receive leads."
    />
  );
}
