// /admin/newsletter's only contact with Firebase: the subscribers and issues it listens to
// (admins read both collections directly) and the callables that change anything. Component
// tests replace this module.
import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SEGMENTS,
  NEWSLETTER_SUBSCRIBER_STATUSES,
} from '@fixwell/common/admin/newsletter';
import {
  countNewsletterRecipientsCallable,
  getNewsletterOverviewCallable,
  removeNewsletterSubscriberCallable,
  sendNewsletterIssueCallable,
  sendNewsletterTestCallable,
  suppressNewsletterAddressCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  orderBy,
  query,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';

import type {
  IssueRow,
  LiveList,
  SubscriberFilter,
  SubscriberRow,
} from '@/features/newsletter/newsletter-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchPage } from '@/lib/firestore-live';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function subscriberFromData(id: string, data: DocumentData): SubscriberRow {
  return {
    id,
    email: text(data.email),
    segment: oneOf(NEWSLETTER_SEGMENTS, data.segment, 'homeowners'),
    status: oneOf(NEWSLETTER_SUBSCRIBER_STATUSES, data.status, 'pending'),
    createdAt: dateOf(data.createdAt) ?? new Date(),
    confirmedAt: dateOf(data.confirmedAt),
  };
}

export function issueFromData(id: string, data: DocumentData): IssueRow {
  const counts = (data.counts ?? {}) as Record<string, unknown>;
  const sentBy = (data.sentBy ?? {}) as Record<string, unknown>;
  return {
    id,
    subject: text(data.subject),
    audience: oneOf(NEWSLETTER_AUDIENCES, data.audience, 'all'),
    status: oneOf(NEWSLETTER_ISSUE_STATUSES, data.status, 'sending'),
    recipients: count(data.recipients),
    counts: {
      queued: count(counts.queued),
      sent: count(counts.sent),
      failed: count(counts.failed),
      suppressed: count(counts.suppressed),
    },
    sentByEmail: text(sentBy.email),
    createdAt: dateOf(data.createdAt) ?? new Date(),
  };
}

const subscribers = () =>
  collection(firestore(), COLLECTIONS.newsletterSubscribers).withConverter(
    readConverter(subscriberFromData),
  );
const issues = () =>
  collection(firestore(), COLLECTIONS.newsletterIssues).withConverter(readConverter(issueFromData));

/**
 * Listens to the first `size` subscribers matching the filter: newest first, or by address from
 * the search's start when there is one. Indexes: segment/status + createdAt ↓, and + email ↑.
 */
export function watchSubscribers(
  filter: SubscriberFilter,
  size: number,
  onData: (page: LiveList<SubscriberRow>) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = [];
  if (filter.segment) constraints.push(where('segment', '==', filter.segment));
  if (filter.status) constraints.push(where('status', '==', filter.status));
  const search = filter.search.trim().toLowerCase();
  if (search)
    constraints.push(
      where('email', '>=', search),
      where('email', '<', `${search}\uf8ff`),
      orderBy('email'),
    );
  else constraints.push(orderBy('createdAt', 'desc'));
  return watchPage(query(subscribers(), ...constraints), size, onData, onError);
}

/** Listens to the newest `size` issues with their counts. */
export function watchIssues(
  size: number,
  onData: (page: LiveList<IssueRow>) => void,
  onError: (error: Error) => void,
): () => void {
  return watchPage(query(issues(), orderBy('createdAt', 'desc')), size, onData, onError);
}

const adminWording = {
  'permission-denied': NEWSLETTER_MESSAGES.notAdmin,
  'invalid-argument': NEWSLETTER_MESSAGES.invalid,
};

export function getNewsletterOverview(): Promise<
  CallableOutput<typeof getNewsletterOverviewCallable>
> {
  return callFunction(getNewsletterOverviewCallable, null, {
    fallback: 'We could not count the subscribers. Please try again.',
    messages: adminWording,
  });
}

export function countNewsletterRecipients(
  input: CallableInput<typeof countNewsletterRecipientsCallable>,
): Promise<CallableOutput<typeof countNewsletterRecipientsCallable>> {
  return callFunction(countNewsletterRecipientsCallable, input, {
    fallback: 'We could not count the recipients. Please try again.',
    messages: adminWording,
  });
}

export function sendNewsletterTest(
  input: CallableInput<typeof sendNewsletterTestCallable>,
): Promise<CallableOutput<typeof sendNewsletterTestCallable>> {
  return callFunction(sendNewsletterTestCallable, input, {
    fallback: 'We could not send the test. Please try again.',
    messages: { ...adminWording, 'failed-precondition': NEWSLETTER_MESSAGES.noAdminEmail },
  });
}

/** Sends an issue (`sendNewsletterIssue`); the caller has just had the admin sign in again. */
export function sendNewsletterIssue(
  input: CallableInput<typeof sendNewsletterIssueCallable>,
): Promise<CallableOutput<typeof sendNewsletterIssueCallable>> {
  return callFunction(sendNewsletterIssueCallable, input, {
    fallback: 'We could not send the issue. Please try again.',
    messages: { ...adminWording, 'failed-precondition': NEWSLETTER_MESSAGES.recipientsChanged },
  });
}

export function removeNewsletterSubscriber(
  input: CallableInput<typeof removeNewsletterSubscriberCallable>,
): Promise<CallableOutput<typeof removeNewsletterSubscriberCallable>> {
  return callFunction(removeNewsletterSubscriberCallable, input, {
    fallback: 'We could not remove the subscriber. Please try again.',
    messages: { ...adminWording, 'not-found': NEWSLETTER_MESSAGES.subscriberNotFound },
  });
}

export function suppressNewsletterAddress(
  input: CallableInput<typeof suppressNewsletterAddressCallable>,
): Promise<CallableOutput<typeof suppressNewsletterAddressCallable>> {
  return callFunction(suppressNewsletterAddressCallable, input, {
    fallback: 'We could not add the address. Please try again.',
    messages: adminWording,
  });
}
