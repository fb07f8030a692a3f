import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadAllowanceQuery } from '@/features/leads/api/get-lead-allowance';
import { acceptLead } from '@/features/leads/api/leads-data';

/** Accepts a lead; the allowance is read again because the acceptance used one. */
export function useAcceptLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => acceptLead(leadId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: leadAllowanceQuery(companyId).queryKey }),
  });
}
