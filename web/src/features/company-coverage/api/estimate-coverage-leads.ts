import type { UpdateCompanyCoverage } from '@fixwell/common/coverage/coverage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { estimateCoverageLeads } from '@/features/company-coverage/api/company-coverage-data';

/** The estimate for a coverage (already debounced and checked by the caller); null: none yet. */
export function useCoverageEstimate(companyId: string, input: UpdateCompanyCoverage | null) {
  return useQuery({
    queryKey: ['coverage-estimate', companyId, input],
    queryFn: () => estimateCoverageLeads(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
