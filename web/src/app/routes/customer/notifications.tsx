import { InfoPage } from '@/app/routes/info-page';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { EmailPreferencesForm } from '@/features/notifications/components/email-preferences-form';
import { NotificationList } from '@/features/notifications/components/notification-list';

export default function NotificationsPage() {
  const userId = useAuthStore((state) => state.user?.uid ?? '');
  return (
    <InfoPage
      heading="Notifications"
      description="Updates about your quotes, messages, documents and appointments."
    >
      <NotificationList
        userId={userId}
        emptyText="No notifications yet. We tell you here when companies respond to your quote requests."
      />
      <EmailPreferencesForm uid={userId} role="customer" />
    </InfoPage>
  );
}
