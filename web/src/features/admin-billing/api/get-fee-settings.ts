import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  fetchFeeAudit,
  fetchFeeSchedules,
  updateFeeSettings,
} from '@/features/admin-billing/api/admin-billing-data';

const feesKey = ['admin-billing', 'settings', 'fees'] as const;

export const feeSchedulesQuery = () =>
  queryOptions({ queryKey: [...feesKey, 'schedules'], queryFn: fetchFeeSchedules });

export function useFeeSchedules() {
  return useQuery(feeSchedulesQuery());
}

export const feeAuditQuery = () =>
  queryOptions({ queryKey: [...feesKey, 'audit'], queryFn: fetchFeeAudit });

/** The last changes to the fees, newest first. */
export function useFeeAudit() {
  return useQuery(feeAuditQuery());
}

/** Saves a fee schedule through updateFeeSettings, then reads the schedules and audit again. */
export function useUpdateFeeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof updateFeeSettings>[0]) => updateFeeSettings(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}
