import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_ADMIN_LABELS,
  SUPPORT_STATUSES,
  type SupportStatus,
} from '@fixwell/common/support/support-ticket';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';

import { FilterSelect } from '@/components/form/filter-select';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { toast } from '@/components/toast/toast-store';
import { SUPPORT_PAGE_SIZE } from '@/features/support/api/support-data';
import { useUpdateSupportTicket } from '@/features/support/api/update-support-ticket';
import { useSupportQueue } from '@/features/support/api/watch-support';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { formatSupportTime } from '@/features/support/format-support';
import type { SupportQueueFilters, SupportTicket } from '@/features/support/support-types';

import '@/features/support/components/support.css';

const STATUS_OPTIONS = SUPPORT_STATUSES.map((s) => [s, SUPPORT_STATUS_ADMIN_LABELS[s]] as const);
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((c) => [c, SUPPORT_CATEGORY_LABELS[c]] as const);
const ASSIGNED_OPTIONS = [
  ['me', 'Assigned to me'],
  ['unassigned', 'Unassigned'],
] as const;

const STATUS_ACTIONS: Record<SupportStatus, string> = {
  open: 'Reopen',
  waiting: 'Mark as waiting for the requester',
  resolved: 'Mark as resolved',
};

/**
 * The admins' support queue: filters (status, category, assignment, a search word), open tickets
 * oldest waiting first, and a ticket's thread (`?t=<id>`) with assignment and status changes.
 */
export function AdminSupport({ adminUid }: { adminUid: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const selected = params.get('t');
  const [filters, setFilters] = useState<SupportQueueFilters>({
    status: 'open',
    category: '',
    assigned: '',
    search: '',
  });
  const [count, setCount] = useState(SUPPORT_PAGE_SIZE);
  const queue = useSupportQueue(adminUid, filters, count);

  function filter(change: Partial<SupportQueueFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setCount(SUPPORT_PAGE_SIZE);
  }

  return (
    <div className={`support${selected ? ' support--detail-open' : ''}`}>
      <section className="support__list" aria-labelledby="support-queue-heading">
        <h2 id="support-queue-heading">Queue</h2>
        <div className="support-filters">
          <FilterSelect
            label="Status"
            allLabel="Any status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(value) => filter({ status: value as SupportQueueFilters['status'] })}
          />
          <FilterSelect
            label="Category"
            allLabel="Any category"
            options={CATEGORY_OPTIONS}
            value={filters.category}
            onChange={(value) => filter({ category: value as SupportQueueFilters['category'] })}
          />
          <FilterSelect
            label="Assigned to"
            allLabel="Anyone"
            options={ASSIGNED_OPTIONS}
            value={filters.assigned}
            onChange={(value) => filter({ assigned: value as SupportQueueFilters['assigned'] })}
          />
          <SearchBox onSearch={(search) => filter({ search })} />
        </div>
        {queue.isError ? (
          <LoadError message="We could not load the support queue." onRetry={queue.retry} />
        ) : queue.isPending ? (
          <LoadingBlock label="Loading the queue…" />
        ) : queue.data?.tickets.length ? (
          <>
            <ul className="support-list">
              {queue.data.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <Link
                    className="support-list__item"
                    to={`${pathname}?t=${encodeURIComponent(ticket.id)}`}
                    aria-current={ticket.id === selected ? 'page' : undefined}
                  >
                    <span className="support-list__subject">{ticket.subject}</span>
                    <span className={`support-status support-status--${ticket.status}`}>
                      {SUPPORT_STATUS_ADMIN_LABELS[ticket.status]}
                    </span>
                    <span className="support-list__meta">
                      {ticket.requesterName} · {SUPPORT_CATEGORY_LABELS[ticket.category]} ·{' '}
                      {ticket.assigneeId === adminUid
                        ? 'assigned to you'
                        : ticket.assigneeName
                          ? `assigned to ${ticket.assigneeName}`
                          : 'unassigned'}
                    </span>
                    <span className="support-list__meta">
                      Last reply {formatSupportTime(ticket.lastReplyAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {queue.data.hasMore ? (
              <ShowMoreButton onShowMore={() => setCount((n) => n + SUPPORT_PAGE_SIZE)} />
            ) : null}
          </>
        ) : (
          <p className="support__empty">No tickets match these filters.</p>
        )}
      </section>
      <div className="support__detail">
        {selected ? (
          <TicketThread
            key={selected}
            ticketId={selected}
            viewer="admin"
            backHref={pathname}
            actions={(ticket) => <TicketActions ticket={ticket} adminUid={adminUid} />}
          />
        ) : null}
      </div>
    </div>
  );
}

function SearchBox({ onSearch }: { onSearch: (term: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }
  return (
    <form role="search" className="form-field support-search" onSubmit={submit}>
      <label className="form-field__label" htmlFor={id}>
        Search by subject or requester
      </label>
      <p className="form-field__hint" id={`${id}-hint`}>
        One word, a name or an email address.
      </p>
      <div className="support-search__row">
        <input
          id={id}
          type="search"
          className="form-field__input"
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </div>
    </form>
  );
}

function TicketActions({ ticket, adminUid }: { ticket: SupportTicket; adminUid: string }) {
  const update = useUpdateSupportTicket();
  async function run(change: { status?: SupportStatus; assigneeId?: string | null }, done: string) {
    try {
      await update.mutateAsync({ ticketId: ticket.id, ...change });
      toast.success(done);
    } catch (error) {
      toast.error('Ticket not changed', error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <div className="support-actions" role="group" aria-label="Ticket actions">
      {ticket.assigneeId !== adminUid ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => void run({ assigneeId: adminUid }, 'Assigned to you')}
        >
          Assign to me
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => void run({ assigneeId: null }, 'Ticket unassigned')}
        >
          Unassign
        </button>
      )}
      {SUPPORT_STATUSES.filter((status) => status !== ticket.status).map((status) => (
        <button
          key={status}
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => void run({ status }, `Status: ${SUPPORT_STATUS_ADMIN_LABELS[status]}`)}
        >
          {STATUS_ACTIONS[status]}
        </button>
      ))}
    </div>
  );
}
