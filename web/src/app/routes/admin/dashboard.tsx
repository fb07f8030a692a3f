import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { AdminDashboardView } from '@/features/admin-analytics/components/admin-dashboard';

export default function DashboardPage() {
  return (
    <InfoPage
      heading="Admin dashboard"
      description="How the platform is doing this week, and what needs attention."
    >
      <AdminDashboardView />
      <p>
        <Link to={paths.adminAnalytics}>Demand by service and area</Link>
      </p>
    </InfoPage>
  );
}
