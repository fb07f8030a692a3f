import { InfoPage } from '@/app/routes/info-page';

export default function DashboardPage() {
  return (
    <InfoPage
      heading="Company dashboard"
      description="An overview of your new leads, open conversations, unpaid invoices and upcoming appointments."
    />
  );
}
