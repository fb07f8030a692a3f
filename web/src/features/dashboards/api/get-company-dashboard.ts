import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCompanyDashboard } from '@/features/dashboards/api/dashboards-data';

export const companyDashboardQuery = (uid: string) =>
  queryOptions({
    queryKey: ['company-dashboard', uid],
    queryFn: () => getCompanyDashboard(),
    // New leads and messages arrive all the time: read again on each visit
    // and when the person comes back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The signed-in company's dashboard, in one call. */
export function useCompanyDashboard(uid: string) {
  return useQuery({ ...companyDashboardQuery(uid), enabled: Boolean(uid) });
}
