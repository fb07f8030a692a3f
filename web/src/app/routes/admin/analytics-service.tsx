import { Link } from 'react-router';

import { ErrorView } from '@/app/routes/error-page';
import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { paths } from '@/config/paths';
import { ServiceDemandReport } from '@/features/admin-analytics/components/service-demand-report';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

export default function AnalyticsServicePage() {
  const { slug = '' } = useRouteParams();
  const services = useServiceIndex({ includeHidden: true });
  const service = services?.find((candidate) => candidate.slug === slug);
  return (
    <ServiceDemandReport
      slug={slug}
      known={services === undefined ? undefined : Boolean(service)}
      notFound={
        <ErrorView status={404} message={`Page Not Found: /admin/analytics/service/${slug}`} />
      }
      frame={(content) => (
        <InfoPage
          heading={`${service?.name ?? slug}: demand`}
          description="One service’s quote requests, match rate, lead acceptance, first response and the companies covering it, over time and by postcode area."
        >
          <p>
            <Link to={paths.adminAnalytics}>All services</Link>
          </p>
          {content}
        </InfoPage>
      )}
    />
  );
}
