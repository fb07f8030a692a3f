import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  fetchBillingSettings,
  updateBillingSettings,
} from '@/features/admin-billing/api/admin-billing-data';

const billingSettingsKey = ['admin-billing', 'settings', 'billing'] as const;

export const billingSettingsQuery = () =>
  queryOptions({ queryKey: billingSettingsKey, queryFn: fetchBillingSettings });

export function useBillingSettings() {
  return useQuery(billingSettingsQuery());
}

/** Saves through updateBillingSettings; the cache takes what the function saved. */
export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Parameters<typeof updateBillingSettings>[0]) =>
      updateBillingSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(billingSettingsKey, saved),
  });
}
