import { watchLeads, type WatchLeadsOptions } from '@/features/leads/api/leads-data';
import type { LeadPage } from '@/features/leads/lead-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** A company's leads, live, narrowed by `options`. */
export function useLeads(companyId: string, options: WatchLeadsOptions) {
  return useLiveQuery<LeadPage>(
    ['leads', companyId, options],
    (onData, onError) => watchLeads(companyId, options, onData, onError),
    { enabled: Boolean(companyId), keepPrevious: true },
  );
}
