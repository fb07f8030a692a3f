import { InfoPage } from '@/app/routes/info-page';

export default function EmergencyServicePage() {
  return (
    <InfoPage
      heading="Emergency service"
      description="How to get an urgent call-out for this trade and what to do while you wait for help to arrive."
      params={['service']}
    />
  );
}
