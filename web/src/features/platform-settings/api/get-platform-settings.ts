import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  fetchSettingsHistory,
  readPlatformSettings,
  updatePlatformSettings,
} from '@/features/platform-settings/api/platform-settings-data';

const settingsKey = ['admin', 'platform-settings'] as const;
const historyKey = ['admin', 'platform-settings', 'history'] as const;

export const platformSettingsQuery = () =>
  queryOptions({ queryKey: settingsKey, queryFn: readPlatformSettings });

export function usePlatformSettings() {
  return useQuery(platformSettingsQuery());
}

export function useSettingsHistory() {
  return useQuery({ queryKey: historyKey, queryFn: fetchSettingsHistory });
}

/** Saves the settings; the form then shows what was saved and the history the new entry. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof updatePlatformSettings>[0]) =>
      updatePlatformSettings(input),
    onSuccess: async ({ settings }) => {
      queryClient.setQueryData(settingsKey, settings);
      await queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}
