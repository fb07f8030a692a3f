import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  readMatchingSettings,
  saveMatchingSettings,
} from '@/features/admin-settings/api/admin-settings-data';

const matchingSettingsKey = ['admin', 'settings', 'matching'] as const;

export const matchingSettingsQuery = () =>
  queryOptions({ queryKey: matchingSettingsKey, queryFn: readMatchingSettings });

export function useMatchingSettings() {
  return useQuery(matchingSettingsQuery());
}

/** Saves the settings; the cache takes the saved values, so the form shows them at once. */
export function useSaveMatchingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchingSettings,
    onSuccess: (_, settings) => queryClient.setQueryData(matchingSettingsKey, settings),
  });
}
