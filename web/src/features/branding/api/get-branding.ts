import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyBranding } from '@/features/branding/api/branding-data';
import { pollWhileProvisioning } from '@/lib/company-provisioning';

export const companyBrandingQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['branding', companyId],
    queryFn: () => fetchCompanyBranding(companyId),
  });

/** While a new company's profile is still being created (null), asks again every few seconds. */
export function useCompanyBranding(companyId: string) {
  return useQuery({
    ...companyBrandingQuery(companyId),
    enabled: companyId !== '',
    refetchInterval: pollWhileProvisioning,
  });
}
