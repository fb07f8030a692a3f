import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLeadAllowance } from '@/features/leads/api/leads-data';

export const leadAllowanceQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['lead-allowance', companyId],
    queryFn: () => getLeadAllowance(companyId),
    // Read again on each visit: the extra-lead choice is changed on another page (Billing).
    staleTime: 0,
  });

/** How many leads the plan still includes this period (refreshed after each acceptance). */
export function useLeadAllowance(companyId: string) {
  return useQuery({ ...leadAllowanceQuery(companyId), enabled: Boolean(companyId) });
}
