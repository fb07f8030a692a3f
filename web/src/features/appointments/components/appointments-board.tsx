import { londonDateOf, londonInstant, addDays, mondayOf } from '@fixwell/common/london-time';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { ShowMoreButton } from '@/components/show-more-button';
import { APPOINTMENTS_PAGE_SIZE } from '@/features/appointments/api/appointments-data';
import {
  useAppointment,
  useAppointments,
  useWeekAppointments,
} from '@/features/appointments/api/watch-appointments';
import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';
import { AppointmentCard } from '@/features/appointments/components/appointment-card';
import { WeekView } from '@/features/appointments/components/week-view';
import { useNow } from '@/hooks/use-now';
import { usePageCount } from '@/hooks/use-page-count';

import '@/features/appointments/components/appointments.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type AppointmentsBoardProps = {
  uid: string;
  role: AppointmentRole;
};

function AppointmentList({
  label,
  appointments,
  role,
  now,
  highlightedId,
  highlightedRef,
  empty,
}: {
  label: string;
  appointments: readonly Appointment[];
  role: AppointmentRole;
  now: Date;
  highlightedId: string | null;
  highlightedRef: (element: HTMLElement | null) => void;
  empty: string;
}) {
  if (appointments.length === 0) return <p className="appointments-board__empty">{empty}</p>;
  return (
    <ul className="appointment-list" aria-label={label}>
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentCard
            appointment={appointment}
            role={role}
            now={now}
            highlighted={appointment.id === highlightedId}
            ref={appointment.id === highlightedId ? highlightedRef : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

/** One list of the board (upcoming or past) with its heading, loading and error states. */
function AppointmentSection({
  id,
  title,
  list,
  errorMessage,
  onShowMore,
  ...listProps
}: {
  id: string;
  title: string;
  list: ReturnType<typeof useAppointments>;
  errorMessage: string;
  onShowMore: () => void;
} & Omit<Parameters<typeof AppointmentList>[0], 'appointments'>) {
  return (
    <section className="appointments-board__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div aria-busy={list.isPending}>
        {list.isError ? (
          <LoadError message={errorMessage} onRetry={list.retry} />
        ) : !list.data ? (
          <p>Loading your appointments…</p>
        ) : (
          <>
            <AppointmentList {...listProps} appointments={list.data.appointments} />
            {list.data.hasMore ? <ShowMoreButton onShowMore={onShowMore} /> : null}
          </>
        )}
      </div>
    </section>
  );
}

/**
 * `/customer/appointments` and `/company/appointments`: upcoming and past appointments as a list,
 * or one week at a time; `?a=<id>` highlights one and scrolls to it, `?view=week&week=<monday>`
 * keeps the week view across reloads.
 */
export function AppointmentsBoard({ uid, role }: AppointmentsBoardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const highlightedId = searchParams.get('a');
  const view = searchParams.get('view') === 'week' ? 'week' : 'list';
  const now = useNow();
  // The split between upcoming and past is fixed when the page opens, so the lists do not
  // listen again every minute.
  const [openedAt] = useState(() => new Date());
  const upcomingCount = usePageCount(APPOINTMENTS_PAGE_SIZE);
  const pastCount = usePageCount(APPOINTMENTS_PAGE_SIZE);
  const upcoming = useAppointments(uid, {
    upcoming: true,
    now: openedAt,
    count: upcomingCount.count,
  });
  const past = useAppointments(uid, { upcoming: false, now: openedAt, count: pastCount.count });

  const weekParam = searchParams.get('week') ?? '';
  const monday = mondayOf(DATE.test(weekParam) ? weekParam : londonDateOf(openedAt));
  const range = useMemo(
    () => ({
      from: londonInstant(monday, '00:00'),
      to: londonInstant(addDays(monday, 7), '00:00'),
      count: 200,
    }),
    [monday],
  );
  const week = useWeekAppointments(view === 'week' ? uid : '', range);

  const loaded = [...(upcoming.data?.appointments ?? []), ...(past.data?.appointments ?? [])];
  const inLists = highlightedId !== null && loaded.some((item) => item.id === highlightedId);
  const listsReady = upcoming.data !== undefined && past.data !== undefined;
  const single = useAppointment(listsReady && !inLists ? highlightedId : null);

  const scrolledTo = useRef<string | null>(null);
  const highlightedRef = (element: HTMLElement | null) => {
    if (!element || !highlightedId || scrolledTo.current === highlightedId) return;
    scrolledTo.current = highlightedId;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!highlightedId) scrolledTo.current = null;
  }, [highlightedId]);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next, { replace: true });
  }

  return (
    <div className="appointments-board">
      <div className="appointments-board__views" role="group" aria-label="Show as">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={view === 'list'}
          onClick={() => update({ view: null, week: null })}
        >
          List
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={view === 'week'}
          onClick={() => update({ view: 'week' })}
        >
          Week
        </button>
      </div>

      {view === 'week' ? (
        <div aria-busy={week.isPending}>
          {week.isError ? (
            <LoadError message="We could not load this week’s appointments." onRetry={week.retry} />
          ) : (
            <WeekView
              monday={monday}
              appointments={week.data?.appointments ?? []}
              role={role}
              highlightedId={highlightedId}
              onPreviousWeek={() => update({ week: addDays(monday, -7) })}
              onNextWeek={() => update({ week: addDays(monday, 7) })}
              onOpen={(id) => update({ view: null, week: null, a: id })}
            />
          )}
        </div>
      ) : (
        <>
          {single.data ? (
            <section className="appointments-board__section" aria-labelledby="appointment-selected">
              <h2 id="appointment-selected">Selected appointment</h2>
              <AppointmentCard
                appointment={single.data}
                role={role}
                now={now}
                highlighted
                ref={highlightedRef}
              />
            </section>
          ) : null}
          <AppointmentSection
            id="appointments-upcoming"
            title="Upcoming"
            label="Upcoming appointments"
            list={upcoming}
            errorMessage="We could not load your upcoming appointments."
            empty={
              role === 'company'
                ? 'Nothing booked. Propose a visit from a conversation or a customer’s page.'
                : 'Nothing booked yet. When a company proposes a visit, it appears here for you to confirm.'
            }
            onShowMore={upcomingCount.showMore}
            role={role}
            now={now}
            highlightedId={highlightedId}
            highlightedRef={highlightedRef}
          />
          <AppointmentSection
            id="appointments-past"
            title="Past"
            label="Past appointments"
            list={past}
            errorMessage="We could not load your past appointments."
            empty="No past appointments."
            onShowMore={pastCount.showMore}
            role={role}
            now={now}
            highlightedId={highlightedId}
            highlightedRef={highlightedRef}
          />
        </>
      )}
    </div>
  );
}
