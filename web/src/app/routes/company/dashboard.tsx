import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CompanyDashboardView } from '@/features/dashboards/components/company-dashboard';

export default function DashboardPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Company dashboard"
      description="An overview of your new leads, open conversations, unpaid invoices and upcoming appointments."
    >
      <CompanyDashboardView uid={companyId} />
    </InfoPage>
  );
}
