import type { DeclineLeadRequest } from '@fixwell/common/lead/lead';
import { useMutation } from '@tanstack/react-query';

import { declineLead } from '@/features/leads/api/leads-data';

/** Declines a lead with the company's reason. */
export function useDeclineLead() {
  return useMutation({ mutationFn: (request: DeclineLeadRequest) => declineLead(request) });
}
