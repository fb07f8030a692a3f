import {
  watchMyTickets,
  watchReplies,
  watchSupportQueue,
  watchTicket,
} from '@/features/support/api/support-data';
import type {
  SupportQueueFilters,
  SupportReplyPage,
  SupportTicket,
  SupportTicketPage,
} from '@/features/support/support-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The newest `count` tickets the person opened, live. */
export function useMyTickets(uid: string, count: number) {
  return useLiveQuery<SupportTicketPage>(
    ['support', 'mine', uid, count],
    (onData, onError) => watchMyTickets(uid, count, onData, onError),
    { enabled: Boolean(uid), keepPrevious: true },
  );
}

/** The admin queue under `filters`, live. */
export function useSupportQueue(adminUid: string, filters: SupportQueueFilters, count: number) {
  return useLiveQuery<SupportTicketPage>(
    ['support', 'queue', adminUid, filters, count],
    (onData, onError) => watchSupportQueue(adminUid, filters, count, onData, onError),
    { enabled: Boolean(adminUid), keepPrevious: true },
  );
}

/** One ticket, live (null when it is not there or not theirs). */
export function useSupportTicket(ticketId: string) {
  return useLiveQuery<SupportTicket | null>(
    ['support', 'ticket', ticketId],
    (onData, onError) => watchTicket(ticketId, onData, onError),
    { enabled: Boolean(ticketId) },
  );
}

/** The first `count` replies of a ticket, oldest first, live. */
export function useSupportReplies(ticketId: string, count: number) {
  return useLiveQuery<SupportReplyPage>(
    ['support', 'replies', ticketId, count],
    (onData, onError) => watchReplies(ticketId, count, onData, onError),
    { enabled: Boolean(ticketId), keepPrevious: true },
  );
}
