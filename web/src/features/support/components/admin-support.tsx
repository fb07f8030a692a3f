import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_ADMIN_LABELS,
  SUPPORT_STATUSES,
  type SupportStatus,
} from '@fixwell/common/support/support-ticket';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { FilterSelect, type FilterSelectOptions } from '@/components/form/filter-select';
import { ListDetail } from '@/components/list-detail/list-detail';
import { toast } from '@/components/toast/toast-store';
import { SUPPORT_PAGE_SIZE } from '@/features/support/api/support-data';
import { useUpdateSupportTicket } from '@/features/support/api/update-support-ticket';
import { useSupportQueue } from '@/features/support/api/watch-support';
import { TicketList } from '@/features/support/components/ticket-list';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { formatSupportTime } from '@/features/support/format-support';
import type { SupportQueueFilters, SupportTicket } from '@/features/support/support-types';
import { usePageCount } from '@/hooks/use-page-count';

import '@/features/support/components/support.css';

const STATUS_OPTIONS = SUPPORT_STATUSES.map((s) => [s, SUPPORT_STATUS_ADMIN_LABELS[s]] as const);
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((c) => [c, SUPPORT_CATEGORY_LABELS[c]] as const);
const ASSIGNED_OPTIONS = [
  ['me', 'Assigned to me'],
  ['unassigned', 'Unassigned'],
] as const;

/** The queue's select filters, each a field of SupportQueueFilters. */
const QUEUE_FILTERS: (FilterSelectOptions & { name: 'status' | 'category' | 'assigned' })[] = [
  { name: 'status', label: 'Status', allLabel: 'Any status', options: STATUS_OPTIONS },
  { name: 'category', label: 'Category', allLabel: 'Any category', options: CATEGORY_OPTIONS },
  { name: 'assigned', label: 'Assigned to', allLabel: 'Anyone', options: ASSIGNED_OPTIONS },
];

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
  const page = usePageCount(SUPPORT_PAGE_SIZE);
  const queue = useSupportQueue(adminUid, filters, page.count);

  function filter(change: Partial<SupportQueueFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    page.reset();
  }

  return (
    <ListDetail
      className="support"
      detailOpen={selected !== null}
      list={
        <section aria-labelledby="support-queue-heading">
          <h2 id="support-queue-heading">Queue</h2>
          <div className="support-filters">
            {QUEUE_FILTERS.map(({ name, ...select }) => (
              <FilterSelect
                key={name}
                {...select}
                value={filters[name]}
                onChange={(value) => filter({ [name]: value } as Partial<SupportQueueFilters>)}
              />
            ))}
            <SearchBox onSearch={(search) => filter({ search })} />
          </div>
          <TicketList
            tickets={queue}
            selectedId={selected}
            hrefOf={(ticketId) => `${pathname}?t=${encodeURIComponent(ticketId)}`}
            loadError="We could not load the support queue."
            loading="Loading the queue…"
            empty={<p className="support__empty">No tickets match these filters.</p>}
            statusLabels={SUPPORT_STATUS_ADMIN_LABELS}
            meta={(ticket) => (
              <>
                <span className="support-list__meta">
                  {ticket.requesterName} · {SUPPORT_CATEGORY_LABELS[ticket.category]} ·{' '}
                  {assignmentOf(ticket, adminUid)}
                </span>
                <span className="support-list__meta">
                  Last reply {formatSupportTime(ticket.lastReplyAt)}
                </span>
              </>
            )}
            onShowMore={page.showMore}
          />
        </section>
      }
      detail={
        selected ? (
          <TicketThread
            key={selected}
            ticketId={selected}
            viewer="admin"
            backHref={pathname}
            actions={(ticket) => <TicketActions ticket={ticket} adminUid={adminUid} />}
          />
        ) : null
      }
    />
  );
}

function assignmentOf(ticket: SupportTicket, adminUid: string): string {
  if (ticket.assigneeId === adminUid) return 'assigned to you';
  return ticket.assigneeName ? `assigned to ${ticket.assigneeName}` : 'unassigned';
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
