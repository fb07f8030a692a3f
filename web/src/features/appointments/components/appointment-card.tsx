import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentHistoryEntry,
} from '@fixwell/common/appointments/appointment';
import { formatAppointmentTime } from '@fixwell/common/london-time';
import { forwardRef, useId, useState } from 'react';

import { toast } from '@/components/toast/toast-store';
import { appointmentAddressLine, directionsLink } from '@/features/appointments/appointment-rules';
import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';
import { AppointmentActions } from '@/features/appointments/components/appointment-actions';

const ACTION_LABELS: Record<AppointmentHistoryEntry<Date>['action'], string> = {
  proposed: 'Proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  'change-requested': 'Asked for another time',
  rescheduled: 'Moved',
  cancelled: 'Cancelled',
  completed: 'Marked completed',
};

const stampFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return Number.isInteger(hours) ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${hours} hours`;
}

function CalendarButton({
  appointment,
  role,
}: {
  appointment: Appointment;
  role: AppointmentRole;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // Loaded on the click: the calendar libraries cost nothing until someone wants the file.
        import('@/features/appointments/appointment-calendar')
          .then(({ downloadAppointmentIcs }) => downloadAppointmentIcs(appointment, role))
          .catch(() => toast.error('No calendar file', 'Please try again.'))
          .finally(() => setBusy(false));
      }}
    >
      Add to calendar
    </button>
  );
}

export type AppointmentCardProps = {
  appointment: Appointment;
  role: AppointmentRole;
  now: Date;
  highlighted?: boolean;
};

/** One appointment: when, where, with whom, its status and history, and what may be done. */
export const AppointmentCard = forwardRef<HTMLElement, AppointmentCardProps>(
  function AppointmentCard({ appointment, role, now, highlighted = false }, ref) {
    const headingId = useId();
    const other = role === 'customer' ? appointment.companyName : appointment.customerName;
    const address = appointmentAddressLine(appointment.address);
    const kind = APPOINTMENT_KIND_LABELS[appointment.kind];
    return (
      <article
        ref={ref}
        id={`appointment-${appointment.id}`}
        tabIndex={-1}
        className={
          highlighted ? 'appointment-card appointment-card--highlighted' : 'appointment-card'
        }
        aria-labelledby={headingId}
        aria-current={highlighted ? 'true' : undefined}
      >
        <header className="appointment-card__header">
          <h3 id={headingId} className="appointment-card__title">
            {kind}: {appointment.serviceName}
          </h3>
          <span className={`appointment-status appointment-status--${appointment.status}`}>
            {APPOINTMENT_STATUS_LABELS[appointment.status]}
          </span>
        </header>
        <dl className="appointment-card__details">
          <dt>When</dt>
          <dd>
            {formatAppointmentTime(appointment)} (arrival window), about{' '}
            {durationText(appointment.durationMinutes)}
          </dd>
          <dt>With</dt>
          <dd>{other}</dd>
          <dt>Where</dt>
          <dd>
            {address}{' '}
            <a href={directionsLink(address)} target="_blank" rel="noopener noreferrer">
              Directions<span className="visually-hidden"> to {address} (opens Google Maps)</span>
            </a>
          </dd>
          {appointment.notes ? (
            <>
              <dt>Notes</dt>
              <dd className="appointment-card__notes">{appointment.notes}</dd>
            </>
          ) : null}
        </dl>
        {appointment.history.length > 0 ? (
          <details className="appointment-card__history">
            <summary>History</summary>
            <ol>
              {appointment.history.map((entry, index) => (
                <li key={index}>
                  {ACTION_LABELS[entry.action]} by{' '}
                  {entry.by === role
                    ? 'you'
                    : entry.by === 'company'
                      ? appointment.companyName
                      : appointment.customerName}
                  , {stampFormat.format(entry.at)}
                  {entry.previous ? ` (was ${formatAppointmentTime(entry.previous)})` : ''}
                  {entry.note ? `: “${entry.note}”` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <div className="appointment-card__footer">
          <AppointmentActions appointment={appointment} role={role} now={now} />
          {appointment.status !== 'declined' ? (
            <CalendarButton appointment={appointment} role={role} />
          ) : null}
        </div>
      </article>
    );
  },
);
