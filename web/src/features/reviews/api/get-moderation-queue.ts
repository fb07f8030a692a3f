import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getModerationQueue } from '@/features/reviews/api/reviews-data';
import type { ModerationFilter } from '@/features/reviews/review-types';

export const moderationQueueQuery = (filter: ModerationFilter, pageSize: number) =>
  queryOptions({
    queryKey: ['reviews', 'moderation', filter, pageSize],
    queryFn: () => getModerationQueue(filter, pageSize),
  });

/** Reported reviews first, then the newest. */
export function useModerationQueue(filter: ModerationFilter, pageSize: number) {
  return useQuery({ ...moderationQueueQuery(filter, pageSize), placeholderData: keepPreviousData });
}
