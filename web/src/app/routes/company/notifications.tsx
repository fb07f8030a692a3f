import { InfoPage } from '@/app/routes/info-page';

export default function NotificationsPage() {
  return (
    <InfoPage
      heading="Notifications"
      description="Updates about new leads, messages, payments and appointments."
    />
  );
}
