import { SUPPORT_STATUS_LABELS } from '@fixwell/common/support/support-ticket';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { SUPPORT_PAGE_SIZE } from '@/features/support/api/support-data';
import { useMyTickets } from '@/features/support/api/watch-support';
import { NewTicketForm } from '@/features/support/components/new-ticket-form';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { formatSupportTime } from '@/features/support/format-support';

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
  const [count, setCount] = useState(SUPPORT_PAGE_SIZE);
  const tickets = useMyTickets(uid, count);
  const open = selected !== null || writing;

  return (
    <div className={`support${open ? ' support--detail-open' : ''}`}>
      <section className="support__list" aria-labelledby="support-tickets-heading">
        <div className="support__list-header">
          <h2 id="support-tickets-heading">Your tickets</h2>
          <Link className="button button--primary" to={`${pathname}?new=1`}>
            New ticket
          </Link>
        </div>
        {tickets.isError ? (
          <LoadError message="We could not load your tickets." onRetry={tickets.retry} />
        ) : tickets.isPending ? (
          <LoadingBlock label="Loading your tickets…" />
        ) : tickets.data?.tickets.length ? (
          <>
            <ul className="support-list">
              {tickets.data.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <Link
                    className="support-list__item"
                    to={`${pathname}?t=${encodeURIComponent(ticket.id)}`}
                    aria-current={ticket.id === selected ? 'page' : undefined}
                  >
                    <span className="support-list__subject">{ticket.subject}</span>
                    <span className={`support-status support-status--${ticket.status}`}>
                      {SUPPORT_STATUS_LABELS[ticket.status]}
                    </span>
                    <span className="support-list__meta">
                      {ticket.lastReplyBy === 'support' ? 'Fixwell replied' : 'You wrote'}{' '}
                      {formatSupportTime(ticket.lastReplyAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {tickets.data.hasMore ? (
              <ShowMoreButton onShowMore={() => setCount((n) => n + SUPPORT_PAGE_SIZE)} />
            ) : null}
          </>
        ) : (
          <p className="support__empty">
            You have not asked us anything yet. Open a ticket and the Fixwell team will reply here
            and by email, usually within one working day.
          </p>
        )}
      </section>
      <div className="support__detail">
        {selected ? (
          <TicketThread key={selected} ticketId={selected} viewer="requester" backHref={pathname} />
        ) : writing ? (
          <NewTicketForm
            onCreated={(ticketId) =>
              void navigate(`${pathname}?t=${encodeURIComponent(ticketId)}`, { replace: true })
            }
            onCancel={() => void navigate(pathname)}
          />
        ) : null}
      </div>
    </div>
  );
}
