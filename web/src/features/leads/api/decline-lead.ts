import type { DeclineLeadRequest } from '@fixwell/common/lead/lead';

import { callFunction } from '@/lib/call-function';

/** Declines a lead, with the company's reason, through the `declineLead` callable. */
export async function declineLead(request: DeclineLeadRequest): Promise<void> {
  await callFunction<DeclineLeadRequest, unknown>('declineLead', request);
}
