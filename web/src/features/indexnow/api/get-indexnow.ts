import type { IndexNowTrigger } from '@fixwell/common/admin/indexnow';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchIndexNowHistory, fetchIndexNowSettings } from '@/features/indexnow/api/indexnow-data';

// Every IndexNow query sits under the key `indexnow`, so a submission refreshes them together.

export const indexNowSettingsQuery = () =>
  queryOptions({
    queryKey: ['indexnow', 'settings'],
    queryFn: fetchIndexNowSettings,
    staleTime: Infinity,
  });

export const indexNowHistoryQuery = (trigger: IndexNowTrigger | null, count: number) =>
  queryOptions({
    queryKey: ['indexnow', 'history', trigger ?? 'all', count],
    queryFn: () => fetchIndexNowHistory(trigger, count),
  });

export function useIndexNowSettings() {
  return useQuery(indexNowSettingsQuery());
}

export function useIndexNowHistory(trigger: IndexNowTrigger | null, count: number) {
  return useQuery({ ...indexNowHistoryQuery(trigger, count), placeholderData: keepPreviousData });
}
