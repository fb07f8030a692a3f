import { SUPPORT_STATUS_LABELS } from '@fixwell/common/support/support-ticket';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { ListDetail } from '@/components/list-detail/list-detail';
import { SUPPORT_PAGE_SIZE } from '@/features/support/api/support-data';
import { useMyTickets } from '@/features/support/api/watch-support';
import { NewTicketForm } from '@/features/support/components/new-ticket-form';
import { TicketList } from '@/features/support/components/ticket-list';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { formatSupportTime } from '@/features/support/format-support';
import { usePageCount } from '@/hooks/use-page-count';

import '@/features/support/components/support.css';

/**
 * The company's support page: its tickets (newest activity first), a new ticket (`?new=1`) and a
 * ticket's thread (`?t=<id>`), beside the list on wide screens, instead of it on a phone.
 */
export function CompanySupport({ uid }: { uid: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = params.get('t');
  const writing = params.get('new') === '1' && !selected;
  const page = usePageCount(SUPPORT_PAGE_SIZE);
  const tickets = useMyTickets(uid, page.count);
  const open = selected !== null || writing;
  const ticketHref = (ticketId: string) => `${pathname}?t=${encodeURIComponent(ticketId)}`;

  return (
    <ListDetail
      className="support"
      detailOpen={open}
      list={
        <section aria-labelledby="support-tickets-heading">
          <div className="support__list-header">
            <h2 id="support-tickets-heading">Your tickets</h2>
            <Link className="button button--primary" to={`${pathname}?new=1`}>
              New ticket
            </Link>
          </div>
          <TicketList
            tickets={tickets}
            selectedId={selected}
            hrefOf={ticketHref}
            loadError="We could not load your tickets."
            loading="Loading your tickets…"
            empty={
              <p className="support__empty">
                You have not asked us anything yet. Open a ticket and the Fixwell team will reply
                here and by email, usually within one working day.
              </p>
            }
            statusLabels={SUPPORT_STATUS_LABELS}
            meta={(ticket) => (
              <span className="support-list__meta">
                {ticket.lastReplyBy === 'support' ? 'Fixwell replied' : 'You wrote'}{' '}
                {formatSupportTime(ticket.lastReplyAt)}
              </span>
            )}
            onShowMore={page.showMore}
          />
        </section>
      }
      detail={
        selected ? (
          <TicketThread key={selected} ticketId={selected} viewer="requester" backHref={pathname} />
        ) : writing ? (
          <NewTicketForm
            onCreated={(ticketId) => void navigate(ticketHref(ticketId), { replace: true })}
            onCancel={() => void navigate(pathname)}
          />
        ) : null
      }
    />
  );
}
