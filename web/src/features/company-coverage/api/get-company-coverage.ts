import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyCoverage } from '@/features/company-coverage/api/company-coverage-data';
import { pollWhileProvisioning } from '@/lib/company-provisioning';

export const companyCoverageQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company-coverage', companyId],
    queryFn: () => fetchCompanyCoverage(companyId),
  });

/** While a new company's profile is still being created (null), asks again every few seconds. */
export function useCompanyCoverage(companyId: string) {
  return useQuery({
    ...companyCoverageQuery(companyId),
    enabled: companyId !== '',
    refetchInterval: pollWhileProvisioning,
  });
}
