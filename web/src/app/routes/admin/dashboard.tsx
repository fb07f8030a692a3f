import { InfoPage } from '@/app/routes/info-page';

export default function DashboardPage() {
  return (
    <InfoPage
      heading="Admin dashboard"
      description="An overview of the platform: new users, companies, quote requests, payments and items waiting for review."
    />
  );
}
