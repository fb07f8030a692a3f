import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CompanySupport } from '@/features/support/components/company-support';

export default function SupportPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Support"
      description="Ask the Fixwell team for help with your account, leads, billing or payments."
    >
      <CompanySupport uid={companyId} />
    </InfoPage>
  );
}
