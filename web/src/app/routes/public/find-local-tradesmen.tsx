import { InfoPage } from '@/app/routes/info-page';

export default function FindLocalTradesmenPage() {
  return (
    <InfoPage
      heading="Find local tradesmen"
      description="How to find reliable trade professionals near you and what to check before you hire one."
    />
  );
}
