import { InfoPage } from '@/app/routes/info-page';

export default function NotificationsPage() {
  return (
    <InfoPage
      heading="Notifications"
      description="Updates about your quotes, messages, documents and appointments."
    />
  );
}
