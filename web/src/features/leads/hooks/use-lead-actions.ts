import type { DeclineLeadRequest } from '@fixwell/common/lead/lead';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { acceptLead } from '@/features/leads/api/accept-lead';
import { declineLead } from '@/features/leads/api/decline-lead';
import { leadAllowanceQuery } from '@/features/leads/hooks/use-lead-allowance';

/** Accepts a lead; the allowance is read again because the acceptance used one. */
export function useAcceptLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => acceptLead(leadId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: leadAllowanceQuery(companyId).queryKey }),
  });
}

export function useDeclineLead() {
  return useMutation({ mutationFn: (request: DeclineLeadRequest) => declineLead(request) });
}
