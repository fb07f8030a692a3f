import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { ConnectStatus } from '@/features/payouts/components/connect-status';

export default function StripeConnectSuccessPage() {
  const uid = useCompanyId();
  return (
    <InfoPage
      heading="Payouts set-up"
      description="Stripe checks your details before customers can pay you by card and payouts reach your bank. This page updates as Stripe confirms each step."
    >
      <ConnectStatus uid={uid} />
    </InfoPage>
  );
}
