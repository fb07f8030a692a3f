import { InfoPage } from '@/app/routes/info-page';

export default function PricingPage() {
  return (
    <InfoPage
      heading="Pricing for professionals"
      description="The subscription plans for trade professionals and what each includes."
    />
  );
}
