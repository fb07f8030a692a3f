import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchPlan, fetchPlans } from '@/features/billing/api/billing-data';

export const billingPlansQuery = () =>
  queryOptions({ queryKey: ['billing', 'plans'], queryFn: fetchPlans });

/** The plans a company may choose, in order. */
export function useBillingPlans() {
  return useQuery(billingPlansQuery());
}

/** One plan by id (the subscriber's plan may be archived and so missing from the list). */
export function useBillingPlan(planId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'plan', planId],
    queryFn: () => fetchPlan(planId ?? ''),
    enabled: enabled && Boolean(planId),
  });
}
