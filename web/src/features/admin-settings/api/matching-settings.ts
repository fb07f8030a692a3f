import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  readMatchingSettings,
  saveMatchingSettings,
} from '@/features/admin-settings/api/matching-settings-store';

const matchingSettingsKey = ['admin', 'settings', 'matching'] as const;

export const matchingSettingsQuery = () =>
  queryOptions({ queryKey: matchingSettingsKey, queryFn: readMatchingSettings });

export function useMatchingSettings() {
  return useQuery(matchingSettingsQuery());
}

export function useSaveMatchingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchingSettings,
    onSuccess: (_, settings) => queryClient.setQueryData(matchingSettingsKey, settings),
  });
}
