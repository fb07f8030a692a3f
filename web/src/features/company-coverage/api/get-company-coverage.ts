import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyCoverage } from '@/features/company-coverage/api/company-coverage-data';

export const companyCoverageQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company-coverage', companyId],
    queryFn: () => fetchCompanyCoverage(companyId),
  });

export function useCompanyCoverage(companyId: string) {
  return useQuery({ ...companyCoverageQuery(companyId), enabled: companyId !== '' });
}
