import { useCallback } from 'react';
import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { DemandReport } from '@/features/admin-analytics/components/demand-report';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

export default function AnalyticsPage() {
  const services = useServiceIndex({ includeHidden: true });
  const serviceName = useCallback(
    (slug: string) => services?.find((service) => service.slug === slug)?.name ?? slug,
    [services],
  );
  return (
    <InfoPage
      heading="Analytics"
      description="Demand by service and postcode area over time: quote requests, match rate, lead acceptance, first response and the companies covering each service."
    >
      <p>
        <Link to={paths.adminAnalyticsQuoteForm}>How visitors use the quote form</Link>
      </p>
      <DemandReport serviceName={serviceName} />
    </InfoPage>
  );
}
