import {
  APPOINTMENT_KIND_LABELS,
  type AppointmentStatus,
} from '@fixwell/common/appointments/appointment';
import {
  formatWindow,
  LONDON_TIME_ZONE,
  londonDateOf,
  londonTimeOf,
} from '@fixwell/common/london-time';

import { appointmentAddressLine } from '@/features/appointments/appointment-rules';
import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';

// "Add to calendar": an .ics file made in the browser by ical-generator, its times written as
// London wall-clock times with `TZID=Europe/London` and the VTIMEZONE from @touch4it/ical-timezones
// (both loaded only when someone asks for the file). That package reads its zone files with
// node:fs, which a browser has not got, so its Europe/London file is imported as text (`?raw`)
// and cut the way its `getVtimezoneComponent` cuts it.
//
// Given a time zone, ical-generator prints a Date through its *local* getters (getHours…), that
// is in the browser's own zone. So each time is handed over as a Date whose local fields are the
// London wall-clock time, whatever zone the browser is in: never the instant itself.

/** A Date whose local fields read as the London wall-clock time `date` `time`. */
export function wallClockDate(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute, 0, 0);
}

/** The VTIMEZONE block of a zone file (what @touch4it/ical-timezones' generator returns). */
export function vtimezoneComponent(zoneFile: string): string {
  return zoneFile.slice(zoneFile.indexOf('BEGIN:VTIMEZONE'), zoneFile.indexOf('END:VCALENDAR'));
}

function calendarStatus(status: AppointmentStatus): 'CANCELLED' | 'CONFIRMED' | 'TENTATIVE' {
  if (status === 'cancelled' || status === 'declined') return 'CANCELLED';
  if (status === 'confirmed' || status === 'completed') return 'CONFIRMED';
  return 'TENTATIVE';
}

/** The .ics text of one appointment, as the side `role` sees it. */
export async function appointmentIcs(
  appointment: Appointment,
  role: AppointmentRole,
  options: { origin?: string } = {},
): Promise<string> {
  const [{ ICalCalendar, ICalEventStatus }, { default: londonZoneFile }] = await Promise.all([
    import('ical-generator'),
    import('@touch4it/ical-timezones/zones/Europe/London.ics?raw'),
  ]);
  const vtimezone = vtimezoneComponent(londonZoneFile);
  const calendar = new ICalCalendar({ prodId: { company: 'Fixwell', product: 'Appointments' } });
  // No calendar-wide zone: ical-generator would print DTSTAMP in it, without the UTC "Z" RFC 5545
  // requires. The event's own zone brings the VTIMEZONE through the generator.
  calendar.timezone({
    name: null,
    generator: (zone) => (zone === LONDON_TIME_ZONE ? vtimezone : null),
  });
  const other = role === 'customer' ? appointment.companyName : appointment.customerName;
  const kind = APPOINTMENT_KIND_LABELS[appointment.kind];
  const area = role === 'customer' ? '/customer/appointments' : '/company/appointments';
  const arrival = `Arrival window: ${formatWindow(appointment.windowStart, appointment.windowEnd)}.`;
  calendar.createEvent({
    id: `${appointment.id}@fixwell`,
    sequence: Math.max(0, appointment.history.length - 1),
    start: wallClockDate(appointment.date, appointment.windowStart),
    end: wallClockDate(londonDateOf(appointment.endsAt), londonTimeOf(appointment.endsAt)),
    timezone: LONDON_TIME_ZONE,
    stamp: appointment.updatedAt,
    summary: `${kind}: ${appointment.serviceName} with ${other}`,
    description: [arrival, appointment.notes].filter(Boolean).join('\n\n'),
    location: appointmentAddressLine(appointment.address),
    status: ICalEventStatus[calendarStatus(appointment.status)],
    ...(options.origin
      ? { url: `${options.origin}${area}?a=${encodeURIComponent(appointment.id)}` }
      : {}),
  });
  return calendar.toString();
}

/** Downloads the appointment's .ics file. */
export async function downloadAppointmentIcs(
  appointment: Appointment,
  role: AppointmentRole,
): Promise<void> {
  const text = await appointmentIcs(appointment, role, { origin: window.location.origin });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `fixwell-${appointment.kind}-${appointment.date}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
