import { statsPeriodFrames } from '@fixwell/common/analytics/company-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCompanyStatsRollups } from '@/features/company-analytics/api/company-analytics-data';

/** The first day of the oldest week and month the page shows up to `today`. */
const firstDays = (today: string) => ({
  week: statsPeriodFrames('week', today)[0]!.start,
  month: statsPeriodFrames('month', today)[0]!.start,
});

export const companyStatsQuery = (companyId: string, today: string) =>
  queryOptions({
    queryKey: ['company-stats-rollups', companyId, today],
    queryFn: () => getCompanyStatsRollups(companyId, firstDays(today)),
    staleTime: 60_000,
  });

/** The company's last 12 weeks and 12 months of figures (both views read from this one query). */
export function useCompanyStats(companyId: string, today: string) {
  return useQuery({ ...companyStatsQuery(companyId, today), enabled: Boolean(companyId) });
}
