import type {
  NewsletterAudience,
  NewsletterIssueCounts,
  NewsletterIssueStatus,
  NewsletterSegment,
  NewsletterSubscriberStatus,
} from '@fixwell/common/admin/newsletter';

export type SubscriberRow = {
  id: string;
  email: string;
  segment: NewsletterSegment;
  status: NewsletterSubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
};

export type SubscriberFilter = {
  segment: NewsletterSegment | '';
  status: NewsletterSubscriberStatus | '';
  /** The start of an address (searched as typed, lower-cased). */
  search: string;
};

export type IssueRow = {
  id: string;
  subject: string;
  audience: NewsletterAudience;
  status: NewsletterIssueStatus;
  recipients: number;
  counts: NewsletterIssueCounts;
  sentByEmail: string;
  createdAt: Date;
};

export type LiveList<T> = { items: T[]; hasMore: boolean };
