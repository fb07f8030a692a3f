import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CompanyAnalytics } from '@/features/company-analytics/components/company-analytics';

export default function AnalyticsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Analytics"
      description="Your leads, replies, quotes and revenue, week by week or month by month."
    >
      <CompanyAnalytics companyId={companyId} />
    </InfoPage>
  );
}
