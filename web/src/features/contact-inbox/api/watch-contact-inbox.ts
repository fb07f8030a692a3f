import {
  watchContactMessage,
  watchContactMessages,
} from '@/features/contact-inbox/api/contact-inbox-data';
import type {
  InboxMessage,
  InboxPage,
  InboxStatusFilter,
} from '@/features/contact-inbox/contact-inbox-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The newest `count` messages with a status ('' for all), live. */
export function useContactMessages(status: InboxStatusFilter, count: number) {
  return useLiveQuery<InboxPage>(
    ['contact-inbox', 'list', status, count],
    (onData, onError) => watchContactMessages(status, count, onData, onError),
    { keepPrevious: true },
  );
}

/** One message, live (null when it is not there). */
export function useContactMessage(messageId: string) {
  return useLiveQuery<InboxMessage | null>(
    ['contact-inbox', 'message', messageId],
    (onData, onError) => watchContactMessage(messageId, onData, onError),
    { enabled: Boolean(messageId) },
  );
}
