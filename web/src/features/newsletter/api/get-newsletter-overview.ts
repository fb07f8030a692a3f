import { queryOptions, useQuery } from '@tanstack/react-query';

import { getNewsletterOverview } from '@/features/newsletter/api/newsletter-data';

// Every newsletter query sits under the key `newsletter`, so a change refreshes them together.

export const newsletterOverviewQuery = () =>
  queryOptions({ queryKey: ['newsletter', 'overview'], queryFn: getNewsletterOverview });

export function useNewsletterOverview() {
  return useQuery(newsletterOverviewQuery());
}
