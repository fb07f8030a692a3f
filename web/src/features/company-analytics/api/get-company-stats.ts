import { statsRangeStart } from '@fixwell/common/analytics/company-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCompanyStatsDays } from '@/features/company-analytics/api/company-analytics-data';

export const companyStatsQuery = (companyId: string, today: string) =>
  queryOptions({
    queryKey: ['company-stats-days', companyId, today],
    queryFn: () => getCompanyStatsDays(companyId, statsRangeStart(today)),
    staleTime: 60_000,
  });

/** The company's daily figures for the last 12 months (both views read from this one query). */
export function useCompanyStats(companyId: string, today: string) {
  return useQuery({ ...companyStatsQuery(companyId, today), enabled: Boolean(companyId) });
}
