import { InfoPage } from '@/app/routes/info-page';

export default function AnalyticsServicePage() {
  return (
    <InfoPage
      heading="Service analytics"
      description="Traffic and quote requests for one service."
      params={['slug']}
    />
  );
}
