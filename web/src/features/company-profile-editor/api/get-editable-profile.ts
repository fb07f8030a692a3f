import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchEditableProfile } from '@/features/company-profile-editor/api/company-profile-editor-data';
import { pollWhileProvisioning } from '@/lib/company-provisioning';

export const editableProfileQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company-profile-editor', companyId],
    queryFn: () => fetchEditableProfile(companyId),
  });

/** While a new company's profile is still being created (null), asks again every few seconds. */
export function useEditableProfile(companyId: string) {
  return useQuery({
    ...editableProfileQuery(companyId),
    enabled: companyId !== '',
    refetchInterval: pollWhileProvisioning,
  });
}
