import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyChecks } from '@/features/verification/api/verification-data';

export const companyChecksQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['verification', 'company-checks', companyId],
    queryFn: () => fetchCompanyChecks(companyId),
  });

/** The company's checks, with its trades and legal form to order them. */
export function useCompanyChecks(companyId: string) {
  return useQuery(companyChecksQuery(companyId));
}
