import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPayoutsOverview } from '@/features/payouts/api/payouts-data';

export const payoutsOverviewQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['payouts-overview', companyId],
    queryFn: () => getPayoutsOverview(),
    // Stripe's figures move on their own (funds become available, payouts arrive): read them
    // again on each visit rather than showing a copy from earlier.
    staleTime: 0,
  });

/** The company's balance, payouts and card payments, as Stripe and its documents hold them now. */
export function usePayoutsOverview(companyId: string) {
  return useQuery({ ...payoutsOverviewQuery(companyId), enabled: Boolean(companyId) });
}
