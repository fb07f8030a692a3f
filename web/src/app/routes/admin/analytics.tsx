import { InfoPage } from '@/app/routes/info-page';

export default function AnalyticsPage() {
  return (
    <InfoPage
      heading="Analytics"
      description="Traffic, sign-ups, quote requests and conversion across the whole platform."
    />
  );
}
