import { watchLead } from '@/features/leads/api/leads-data';
import type { Lead } from '@/features/leads/lead-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** One lead, live: it changes under the company's eyes when it is accepted or declined. */
export function useLead(leadId: string) {
  return useLiveQuery<Lead | null>(
    ['lead', leadId],
    (onData, onError) => watchLead(leadId, onData, onError),
    { enabled: Boolean(leadId) },
  );
}
