import { InfoPage } from '@/app/routes/info-page';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { CustomerDashboardView } from '@/features/dashboards/components/customer-dashboard';

export default function DashboardPage() {
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  return (
    <InfoPage
      heading="Your dashboard"
      description="An overview of your quote requests, upcoming appointments and unread messages."
    >
      <CustomerDashboardView uid={uid} />
    </InfoPage>
  );
}
