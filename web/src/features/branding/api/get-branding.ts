import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyBranding } from '@/features/branding/api/branding-data';

export const companyBrandingQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['branding', companyId],
    queryFn: () => fetchCompanyBranding(companyId),
  });

/** While a new company's profile is still being created (null), asks again every few seconds. */
const PROVISIONING_POLL_MS = 3_000;

export function useCompanyBranding(companyId: string) {
  return useQuery({
    ...companyBrandingQuery(companyId),
    enabled: companyId !== '',
    refetchInterval: (query) => (query.state.data === null ? PROVISIONING_POLL_MS : false),
  });
}
