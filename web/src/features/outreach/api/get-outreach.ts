import type { OutreachProspectStatus } from '@fixwell/common/admin/outreach';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import {
  fetchOutreachCampaign,
  fetchOutreachCampaigns,
  fetchOutreachProspects,
  fetchOutreachSettings,
  type ProspectsCursor,
} from '@/features/outreach/api/outreach-data';

export const OUTREACH_KEY = ['outreach'] as const;

export const outreachCampaignsQuery = () =>
  queryOptions({
    queryKey: [...OUTREACH_KEY, 'campaigns'],
    queryFn: fetchOutreachCampaigns,
    staleTime: 30 * 1000,
  });

export function useOutreachCampaigns() {
  return useQuery(outreachCampaignsQuery());
}

export function useOutreachCampaign(id: string) {
  return useQuery({
    queryKey: [...OUTREACH_KEY, 'campaign', id],
    queryFn: () => fetchOutreachCampaign(id),
  });
}

/** A campaign's prospects, of one status when given, a page at a time. */
export function useOutreachProspects(
  campaignId: string,
  status: OutreachProspectStatus | undefined,
) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...OUTREACH_KEY, 'prospects', campaignId, status ?? null],
      queryFn: ({ pageParam }) => fetchOutreachProspects(campaignId, status, pageParam),
      initialPageParam: null as ProspectsCursor | null,
      getNextPageParam: (page) => page.next,
    }),
  );
}

export function useOutreachSettings() {
  return useQuery({ queryKey: [...OUTREACH_KEY, 'settings'], queryFn: fetchOutreachSettings });
}
