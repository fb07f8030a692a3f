import { useCallback } from 'react';

import { InfoPage } from '@/app/routes/info-page';
import { QuoteRecoveryList } from '@/features/admin-quote-funnel/components/quote-recovery-list';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

export default function QuoteRecoveryPage() {
  const services = useServiceIndex({ includeHidden: true });
  const serviceName = useCallback(
    (slug: string) => services?.find((service) => service.slug === slug)?.name ?? slug,
    [services],
  );
  return (
    <InfoPage
      heading="Quote recovery"
      description="Quote requests that were started but not sent, from visitors who gave their email. Send each one friendly reminder; nobody gets a second."
    >
      <QuoteRecoveryList serviceName={serviceName} />
    </InfoPage>
  );
}
