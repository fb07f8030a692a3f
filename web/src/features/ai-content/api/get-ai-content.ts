import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import {
  fetchAiOverview,
  fetchAiUsage,
  fetchAiUsageDays,
  fetchDraftableIdeas,
  fetchRecentAiDrafts,
} from '@/features/ai-content/api/ai-content-data';

// Every AI drafts query sits under the key `ai-content`, so a new draft or a settings change
// refreshes them together.
export const aiContentKey = ['ai-content'] as const;

/** Recent drafts shown on the generator. */
export const RECENT_DRAFTS_COUNT = 10;
/** Days of totals shown beside the log. */
export const USAGE_DAYS_COUNT = 14;

export const aiOverviewQuery = () =>
  queryOptions({ queryKey: [...aiContentKey, 'overview'], queryFn: fetchAiOverview });

export function useAiOverview() {
  return useQuery(aiOverviewQuery());
}

export function useRecentAiDrafts() {
  return useQuery({
    queryKey: [...aiContentKey, 'recent'],
    queryFn: () => fetchRecentAiDrafts(RECENT_DRAFTS_COUNT),
  });
}

export function useAiUsage(day: string | null, count: number) {
  return useQuery({
    queryKey: [...aiContentKey, 'usage', day ?? 'all', count],
    queryFn: () => fetchAiUsage(day, count),
    placeholderData: keepPreviousData,
  });
}

export function useAiUsageDays(day: string | null) {
  return useQuery({
    queryKey: [...aiContentKey, 'days', day ?? 'recent'],
    queryFn: () => fetchAiUsageDays(day, USAGE_DAYS_COUNT),
  });
}

export function useDraftableIdeas() {
  return useQuery({ queryKey: [...aiContentKey, 'ideas'], queryFn: fetchDraftableIdeas });
}
