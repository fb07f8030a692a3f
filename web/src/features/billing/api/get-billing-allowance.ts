import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchBillingAllowance } from '@/features/billing/api/billing-data';

export const billingAllowanceQuery = (uid: string) =>
  queryOptions({
    queryKey: ['billing', 'allowance', uid],
    queryFn: () => fetchBillingAllowance(uid),
  });

/** This period's lead count and the company's extra-lead choice. */
export function useBillingAllowance(uid: string) {
  return useQuery({ ...billingAllowanceQuery(uid), enabled: Boolean(uid) });
}
