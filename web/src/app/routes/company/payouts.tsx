import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { PayoutsOverviewPanel } from '@/features/payouts/components/payouts-overview';

export default function PayoutsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Payouts"
      description="Card payments your customers have made and the payouts sent to your bank account."
    >
      <PayoutsOverviewPanel companyId={companyId} />
    </InfoPage>
  );
}
