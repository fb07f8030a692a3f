import { watchIssues, watchSubscribers } from '@/features/newsletter/api/newsletter-data';
import type {
  IssueRow,
  LiveList,
  SubscriberFilter,
  SubscriberRow,
} from '@/features/newsletter/newsletter-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The first `size` subscribers matching the filter, live. */
export function useNewsletterSubscribers(filter: SubscriberFilter, size: number) {
  return useLiveQuery<LiveList<SubscriberRow>>(
    ['newsletter', 'subscribers', filter.segment, filter.status, filter.search, size],
    (onData, onError) => watchSubscribers(filter, size, onData, onError),
    { keepPrevious: true },
  );
}

/** The newest `size` issues and their counts, live (the counts move as deliveries come back). */
export function useNewsletterIssues(size: number) {
  return useLiveQuery<LiveList<IssueRow>>(
    ['newsletter', 'issues', size],
    (onData, onError) => watchIssues(size, onData, onError),
    { keepPrevious: true },
  );
}
