import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchPlans, savePlan } from '@/features/admin-billing/api/admin-billing-data';

export const adminPlansQuery = () =>
  queryOptions({ queryKey: ['admin-billing', 'plans'], queryFn: fetchPlans, staleTime: 30 * 1000 });

/** Every plan, archived ones included. */
export function useAdminPlans() {
  return useQuery(adminPlansQuery());
}

/** Saves a plan through savePlan, then reads the plans (and the subscriptions' prices) again. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: Parameters<typeof savePlan>[0]) => savePlan(plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-billing'] }),
  });
}
