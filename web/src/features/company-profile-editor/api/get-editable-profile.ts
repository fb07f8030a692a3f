import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchEditableProfile } from '@/features/company-profile-editor/api/company-profile-editor-data';

export const editableProfileQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company-profile-editor', companyId],
    queryFn: () => fetchEditableProfile(companyId),
  });

export function useEditableProfile(companyId: string) {
  return useQuery({ ...editableProfileQuery(companyId), enabled: companyId !== '' });
}
