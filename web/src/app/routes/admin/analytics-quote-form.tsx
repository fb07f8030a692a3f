import { useCallback } from 'react';

import { InfoPage } from '@/app/routes/info-page';
import { QuoteFunnelReport } from '@/features/admin-quote-funnel/components/quote-funnel-report';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

export default function AnalyticsQuoteFormPage() {
  const services = useServiceIndex({ includeHidden: true });
  const serviceName = useCallback(
    (slug: string) => services?.find((service) => service.slug === slug)?.name ?? slug,
    [services],
  );
  return (
    <InfoPage
      heading="Quote form analytics"
      description="How visitors move through the quote request form and where they leave it."
    >
      <QuoteFunnelReport serviceName={serviceName} />
    </InfoPage>
  );
}
