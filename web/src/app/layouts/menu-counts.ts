import type { AreaLayoutName } from '@/app/layouts/area-nav-links';
import { paths } from '@/config/paths';
import { watchNewContactMessageCount } from '@/features/contact-inbox/api/contact-inbox-data';
import { watchUnreadMessageCount } from '@/features/conversations/api/conversations-data';
import { watchNewLeadCount } from '@/features/leads/api/leads-data';
import { watchNewStickerOrderCount } from '@/features/stickers/api/stickers-data';
import { watchOpenTicketCount } from '@/features/support/api/support-data';
import { watchSubmittedCheckCount } from '@/features/verification/api/verification-data';
import { useLiveQuery } from '@/hooks/use-live-query';

/** A live number shown after a menu link's words, and how a screen reader says it. */
export type MenuCount = { count: number; one: string; many: string };

/** Menu link path → its count; links with nothing waiting are absent. */
export type MenuCounts = ReadonlyMap<string, MenuCount>;

type WatchCount = (onData: (count: number) => void, onError: (error: Error) => void) => () => void;

/** One live count under `key`; 0 while not `enabled`, loading, or when it cannot be read. */
function useLiveCount(key: string, enabled: boolean, watch: WatchCount): number {
  const { data } = useLiveQuery<number>(['menu-count', key], watch, { enabled });
  return enabled ? (data ?? 0) : 0;
}

/**
 * The live numbers of an area's menu: what waits for the signed-in person behind a link. People:
 * unread messages; a company: leads waiting for its answer; admins: checks to vet, open support
 * tickets, sticker orders to print and new contact messages. One listener each for the whole
 * frame: the sidebar, the sheet and the bottom bar share them. `uid` is undefined while signed out.
 */
export function useMenuCounts(area: AreaLayoutName, uid: string | undefined): MenuCounts {
  const signedIn = uid !== undefined;
  const id = uid ?? '';
  const messagesPage =
    area === 'company' ? paths.companyChat : area === 'customer' ? paths.customerChat : null;
  const isCompany = signedIn && area === 'company';
  const isAdmin = signedIn && area === 'admin';

  const counted: [page: string | null, count: number, one: string, many: string][] = [
    [
      messagesPage,
      useLiveCount(`unread-messages-${id}`, signedIn && messagesPage !== null, (onData, onError) =>
        watchUnreadMessageCount(id, onData, onError),
      ),
      'unread message',
      'unread messages',
    ],
    [
      paths.companyLeads,
      useLiveCount(`new-leads-${id}`, isCompany, (onData, onError) =>
        watchNewLeadCount(id, onData, onError),
      ),
      'new lead',
      'new leads',
    ],
    [
      paths.adminCompanies,
      useLiveCount('checks-to-vet', isAdmin, watchSubmittedCheckCount),
      'check to review',
      'checks to review',
    ],
    [
      paths.adminSupport,
      useLiveCount('open-tickets', isAdmin, watchOpenTicketCount),
      'open ticket',
      'open tickets',
    ],
    [
      paths.adminStickerRequests,
      useLiveCount('stickers-to-print', isAdmin, watchNewStickerOrderCount),
      'order to print',
      'orders to print',
    ],
    [
      paths.adminContactMessages,
      useLiveCount('new-contact-messages', isAdmin, watchNewContactMessageCount),
      'new message',
      'new messages',
    ],
  ];

  const counts = new Map<string, MenuCount>();
  for (const [page, count, one, many] of counted) {
    if (page && count > 0) counts.set(page, { count, one, many });
  }
  return counts;
}
