import { InfoPage } from '@/app/routes/info-page';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { AdminSupport } from '@/features/support/components/admin-support';

export default function SupportPage() {
  const adminUid = useAuthStore((state) => state.user?.uid ?? '');
  return (
    <InfoPage
      heading="Support"
      description="Support requests from companies and customers, and the replies sent to them."
    >
      <AdminSupport adminUid={adminUid} />
    </InfoPage>
  );
}
