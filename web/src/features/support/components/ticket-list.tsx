import type { SupportStatus } from '@fixwell/common/support/support-ticket';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import type { SupportTicket, SupportTicketPage } from '@/features/support/support-types';
import type { LiveQueryResult } from '@/hooks/use-live-query';

export type TicketListProps = {
  tickets: LiveQueryResult<SupportTicketPage>;
  /** The ticket open beside the list, if any. */
  selectedId: string | null;
  hrefOf: (ticketId: string) => string;
  /** What the load failure and the loading state say, e.g. "We could not load your tickets.". */
  loadError: string;
  loading: string;
  /** Said when no ticket matches. */
  empty: ReactNode;
  /** The status as this reader is told it. */
  statusLabels: Record<SupportStatus, string>;
  /** The lines under the subject and status (`support-list__meta` spans). */
  meta: (ticket: SupportTicket) => ReactNode;
  onShowMore: () => void;
};

/** A page of tickets, each a link to its thread, with "Show more" while there are more. */
export function TicketList({
  tickets,
  selectedId,
  hrefOf,
  loadError,
  loading,
  empty,
  statusLabels,
  meta,
  onShowMore,
}: TicketListProps) {
  if (tickets.isError) return <LoadError message={loadError} onRetry={tickets.retry} />;
  if (tickets.isPending) return <LoadingBlock label={loading} />;
  if (!tickets.data?.tickets.length) return <>{empty}</>;
  return (
    <>
      <ul className="list-detail__items">
        {tickets.data.tickets.map((ticket) => (
          <li key={ticket.id}>
            <Link
              className="list-detail__item"
              to={hrefOf(ticket.id)}
              aria-current={ticket.id === selectedId ? 'page' : undefined}
            >
              <span className="support-list__subject">{ticket.subject}</span>
              <span className={`support-status support-status--${ticket.status}`}>
                {statusLabels[ticket.status]}
              </span>
              {meta(ticket)}
            </Link>
          </li>
        ))}
      </ul>
      {tickets.data.hasMore ? <ShowMoreButton onShowMore={onShowMore} /> : null}
    </>
  );
}
