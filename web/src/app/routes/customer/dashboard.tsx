import { InfoPage } from '@/app/routes/info-page';

export default function DashboardPage() {
  return (
    <InfoPage
      heading="Your dashboard"
      description="An overview of your quote requests, upcoming appointments and unread messages."
    />
  );
}
