import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadAllowanceQuery } from '@/features/leads/api/get-lead-allowance';
import { acceptLead } from '@/features/leads/api/leads-data';

export type AcceptLeadVariables = {
  leadId: string;
  /** Set once the allowance is spent: the extra-lead price the company agreed to. */
  extraLeadPricePence?: number | undefined;
};

/** Accepts a lead; the allowance is read again because the acceptance used one. */
export function useAcceptLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, extraLeadPricePence }: AcceptLeadVariables) =>
      extraLeadPricePence === undefined
        ? acceptLead(leadId)
        : acceptLead(leadId, extraLeadPricePence),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: leadAllowanceQuery(companyId).queryKey }),
  });
}
