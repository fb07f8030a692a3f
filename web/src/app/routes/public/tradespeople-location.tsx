import { InfoPage } from '@/app/routes/info-page';

export default function TradespeopleLocationPage() {
  return (
    <InfoPage
      heading="Tradespeople"
      description="Trade professionals covering this area, across every service listed on Fixwell."
      params={['location']}
    />
  );
}
