import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchCompanyBranding } from '@/features/branding/api/branding-data';

export const companyBrandingQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['branding', companyId],
    queryFn: () => fetchCompanyBranding(companyId),
  });

export function useCompanyBranding(companyId: string) {
  return useQuery({ ...companyBrandingQuery(companyId), enabled: companyId !== '' });
}
