import type { AcceptLeadResult } from '@fixwell/common/lead/lead';

import { callFunction } from '@/lib/call-function';

/** Accepts a lead through the `acceptLead` callable, which spends one lead of the allowance. */
export function acceptLead(leadId: string): Promise<AcceptLeadResult> {
  return callFunction<{ leadId: string }, AcceptLeadResult>('acceptLead', { leadId });
}
