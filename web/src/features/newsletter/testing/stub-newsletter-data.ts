import type { NewsletterOverview } from '@fixwell/common/admin/newsletter';
import { vi } from 'vitest';

import {
  getNewsletterOverview,
  watchIssues,
  watchSubscribers,
} from '@/features/newsletter/api/newsletter-data';
import type { IssueRow, SubscriberRow } from '@/features/newsletter/newsletter-types';

/**
 * Answers for the mocked data module (each test file calls `vi.mock` on it first): the overview
 * and, through the live listeners, the subscribers and issues given.
 */
export function stubNewsletterData({
  overview = {
    subscribers: {
      homeowners: { pending: 0, confirmed: 0 },
      companies: { pending: 0, confirmed: 0 },
    },
    suppressed: 0,
  },
  subscribers = [],
  issues = [],
}: {
  overview?: NewsletterOverview;
  subscribers?: SubscriberRow[];
  issues?: IssueRow[];
} = {}): void {
  vi.mocked(getNewsletterOverview).mockResolvedValue(overview);
  vi.mocked(watchSubscribers).mockImplementation((_filter, _size, onData) => {
    onData({ items: subscribers, hasMore: false });
    return () => {};
  });
  vi.mocked(watchIssues).mockImplementation((_size, onData) => {
    onData({ items: issues, hasMore: false });
    return () => {};
  });
}
