import type { ExtraLeadSettings } from '@fixwell/common/billing/extra-leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { setExtraLeads } from '@/features/billing/api/billing-data';
import { billingAllowanceQuery } from '@/features/billing/api/get-billing-allowance';

/** Saves the extra-lead choice; the allowance (which holds it) is read again. */
export function useSetExtraLeads(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ExtraLeadSettings) => setExtraLeads(settings),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: billingAllowanceQuery(uid).queryKey }),
  });
}
