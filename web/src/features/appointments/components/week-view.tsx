import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_STATUS_LABELS,
} from '@fixwell/common/appointments/appointment';
import { addDays, formatLondonDate, formatWindow } from '@fixwell/common/london-time';

import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';

export type WeekViewProps = {
  /** The Monday of the week shown, a London date. */
  monday: string;
  /** The appointments starting that week (any order). */
  appointments: readonly Appointment[];
  role: AppointmentRole;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
  /** Opens one appointment (the list view with it highlighted). */
  onOpen: (appointmentId: string) => void;
  highlightedId?: string | null;
};

/** Monday to Sunday of one week, each day's appointments in time order. */
export function WeekView({
  monday,
  appointments,
  role,
  onPreviousWeek,
  onNextWeek,
  onOpen,
  highlightedId = null,
}: WeekViewProps) {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const sunday = days[6] ?? monday;
  return (
    <section className="appointment-week" aria-label={`Week of ${formatLondonDate(monday)}`}>
      <div className="appointment-week__nav">
        <button type="button" className="button button--secondary" onClick={onPreviousWeek}>
          Previous week
        </button>
        <h3 className="appointment-week__title" aria-live="polite">
          {formatLondonDate(monday, { weekday: false })} –{' '}
          {formatLondonDate(sunday, { weekday: false })}
        </h3>
        <button type="button" className="button button--secondary" onClick={onNextWeek}>
          Next week
        </button>
      </div>
      <ol className="appointment-week__days">
        {days.map((day) => {
          const todays = appointments
            .filter((appointment) => appointment.date === day)
            .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
          return (
            <li key={day} className="appointment-week__day">
              <h4 className="appointment-week__day-name">
                {formatLondonDate(day).replace(/ \d{4}$/, '')}
              </h4>
              {todays.length === 0 ? (
                <p className="appointment-week__empty">Nothing booked</p>
              ) : (
                <ul className="appointment-week__items">
                  {todays.map((appointment) => (
                    <li key={appointment.id}>
                      <button
                        type="button"
                        className={
                          appointment.id === highlightedId
                            ? 'appointment-week__item appointment-week__item--highlighted'
                            : 'appointment-week__item'
                        }
                        onClick={() => onOpen(appointment.id)}
                      >
                        <span className="appointment-week__time">
                          {formatWindow(appointment.windowStart, appointment.windowEnd)}
                        </span>{' '}
                        {APPOINTMENT_KIND_LABELS[appointment.kind]}:{' '}
                        {role === 'customer' ? appointment.companyName : appointment.customerName}
                        <span className="appointment-week__status">
                          {' '}
                          ({APPOINTMENT_STATUS_LABELS[appointment.status]})
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
