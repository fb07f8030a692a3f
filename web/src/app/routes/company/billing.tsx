import type { SubscriptionStatus } from '@fixwell/common/subscription';
import { useSearchParams } from 'react-router';

import { SUBSCRIPTION_REQUIRED_REASON } from '@/app/routes/guards';
import { InfoPage } from '@/app/routes/info-page';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { useAuthStore } from '@/features/auth/stores/auth-store';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  incomplete: 'Payment not completed',
  none: 'No subscription',
};

function SubscriptionStatusLine({ uid }: { uid: string | undefined }) {
  const { data, isPending, isError } = useSubscriptionStatus(uid);

  if (!uid) return null;
  if (isPending) return <p role="status">Checking your subscription…</p>;
  if (isError) {
    return (
      <p role="alert">
        We could not load your subscription status. Please refresh the page to try again.
      </p>
    );
  }
  return (
    <p>
      Current subscription status: <strong>{STATUS_LABELS[data.status]}</strong>
    </p>
  );
}

export default function BillingPage() {
  const [searchParams] = useSearchParams();
  const uid = useAuthStore((state) => state.profile?.id);
  const required = searchParams.get('reason') === SUBSCRIPTION_REQUIRED_REASON;

  return (
    <InfoPage
      heading="Billing"
      description="Your Fixwell subscription: the plan you are on, its status and renewal date, and where you start or change it. An active subscription gives you leads, chat, documents, payments and the rest of the company area."
    >
      {required ? (
        <div className="notice notice--warning" role="alert">
          <p>
            <strong>You need an active subscription to use that page.</strong>
          </p>
          <p>
            Leads, chat, invoices, documents and the other company tools open once your subscription
            is active or in its free trial. Your current status is shown below.
          </p>
        </div>
      ) : null}
      <SubscriptionStatusLine uid={uid} />
    </InfoPage>
  );
}
