import { InfoPage } from '@/app/routes/info-page';

export default function EmergencyServicesPage() {
  return (
    <InfoPage
      heading="Emergency services"
      description="Trades that offer urgent call-outs, such as burst pipes, boiler breakdowns, electrical faults and lock-outs."
    />
  );
}
