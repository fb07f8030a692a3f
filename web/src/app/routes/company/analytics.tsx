import { InfoPage } from '@/app/routes/info-page';

export default function AnalyticsPage() {
  return (
    <InfoPage
      heading="Analytics"
      description="How many people view your profile, request quotes and become customers over time."
    />
  );
}
