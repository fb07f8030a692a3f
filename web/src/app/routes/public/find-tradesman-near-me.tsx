import { InfoPage } from '@/app/routes/info-page';

export default function FindTradesmanNearMePage() {
  return (
    <InfoPage
      heading="Find a tradesman near me"
      description="Enter your postcode and the work you need to be matched with tradespeople who cover your area."
    />
  );
}
