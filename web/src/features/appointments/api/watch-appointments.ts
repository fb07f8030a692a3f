import {
  watchAppointment,
  watchAppointments,
  watchAppointmentsBetween,
} from '@/features/appointments/api/appointments-data';
import type { Appointment, AppointmentPage } from '@/features/appointments/appointment-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The signed-in person's upcoming (or past) appointments, live. */
export function useAppointments(
  uid: string,
  options: { upcoming: boolean; now: Date; count: number },
) {
  return useLiveQuery<AppointmentPage>(
    [
      'appointments',
      uid,
      options.upcoming ? 'upcoming' : 'past',
      options.now.getTime(),
      options.count,
    ],
    (onData, onError) => watchAppointments(uid, options, onData, onError),
    { enabled: Boolean(uid), keepPrevious: true },
  );
}

/** The appointments starting in one week (`from` to `to`), live. */
export function useWeekAppointments(uid: string, range: { from: Date; to: Date; count: number }) {
  return useLiveQuery<AppointmentPage>(
    ['appointments', uid, 'week', range.from.getTime(), range.count],
    (onData, onError) => watchAppointmentsBetween(uid, range, onData, onError),
    { enabled: Boolean(uid), keepPrevious: true },
  );
}

/** One appointment, live (the one `?a=` names). */
export function useAppointment(appointmentId: string | null) {
  return useLiveQuery<Appointment | null>(
    ['appointments', 'one', appointmentId],
    (onData, onError) => watchAppointment(appointmentId ?? '', onData, onError),
    { enabled: Boolean(appointmentId) },
  );
}
