import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { ConnectAccountDetail } from '@/features/admin-billing/components/connect-account-detail';

export default function StripeAccountDetailPage() {
  const { id = '' } = useRouteParams();
  return (
    <article className="page">
      <Seo
        title="Stripe account"
        description="One company's Stripe account: its state, requirements, transfers and payouts."
        noindex
      />
      <ConnectAccountDetail accountId={id} />
    </article>
  );
}
