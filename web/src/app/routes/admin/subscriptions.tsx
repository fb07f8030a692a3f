import { InfoPage } from '@/app/routes/info-page';

export default function SubscriptionsPage() {
  return (
    <InfoPage
      heading="Subscriptions"
      description="Company subscriptions: plan, status and renewal date."
    />
  );
}
