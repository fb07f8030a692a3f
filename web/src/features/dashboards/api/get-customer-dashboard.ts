import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCustomerDashboard } from '@/features/dashboards/api/dashboards-data';

export const customerDashboardQuery = (uid: string) =>
  queryOptions({
    queryKey: ['customer-dashboard', uid],
    queryFn: () => getCustomerDashboard(),
    // A summary of things that move on their own (messages, answers): read again on each visit
    // and when the person comes back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The signed-in customer's dashboard, in one call. */
export function useCustomerDashboard(uid: string) {
  return useQuery({ ...customerDashboardQuery(uid), enabled: Boolean(uid) });
}
