import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { EmailPreferencesForm } from '@/features/notifications/components/email-preferences-form';
import { NotificationList } from '@/features/notifications/components/notification-list';

export default function NotificationsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Notifications"
      description="Updates about new leads, messages, payments and appointments."
    >
      <NotificationList
        userId={companyId}
        emptyText="No notifications yet. We tell you here when a new lead arrives for you."
      />
      <EmailPreferencesForm uid={companyId} role="company" />
    </InfoPage>
  );
}
