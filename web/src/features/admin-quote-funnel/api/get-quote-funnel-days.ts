import { queryOptions, useQuery } from '@tanstack/react-query';

import { getQuoteFunnelDays } from '@/features/admin-quote-funnel/api/quote-funnel-data';

export const quoteFunnelDaysQuery = (fromDay: string) =>
  queryOptions({
    queryKey: ['admin-quote-funnel', 'days', fromDay],
    queryFn: () => getQuoteFunnelDays(fromDay),
    staleTime: 60 * 1000,
  });

export function useQuoteFunnelDays(fromDay: string) {
  return useQuery(quoteFunnelDaysQuery(fromDay));
}
