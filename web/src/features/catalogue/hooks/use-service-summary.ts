import { useQuery } from '@tanstack/react-query';

import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';
import { summaryOfService } from '@/features/catalogue/catalogue-index';
import type { ServiceSummary } from '@/features/catalogue/catalogue-types';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

/**
 * One service's summary (name, search term, summary…) for a service page: Firestore's copy once
 * read, so an admin's edit shows without a deploy, and a service added since the build has one;
 * the build-time index's entry until then (the route has validated the slug). The page reads the
 * same document for its sections, so this costs no extra request.
 */
export function useServiceSummary(slug: string | undefined): ServiceSummary | undefined {
  const indexed = useServiceIndex()?.find((service) => service.slug === slug);
  const live = useQuery({ ...serviceQuery(slug ?? ''), enabled: Boolean(slug) });
  return live.data ? summaryOfService({ ...live.data, slug: slug ?? '' }) : indexed;
}
