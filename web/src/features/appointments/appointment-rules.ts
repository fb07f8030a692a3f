import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';

// What each side may do from each status, as the pages offer it (the callables decide again).

export type AppointmentAction = 'respond' | 'reschedule' | 'cancel' | 'complete';

const OPEN = ['proposed', 'confirmed', 'declined', 'change-requested'] as const;

export function availableActions(
  appointment: Pick<Appointment, 'status' | 'startsAt'>,
  role: AppointmentRole,
  now: Date,
): AppointmentAction[] {
  const open = (OPEN as readonly string[]).includes(appointment.status);
  const actions: AppointmentAction[] = [];
  if (role === 'customer' && appointment.status === 'proposed') actions.push('respond');
  if (role === 'company' && open) actions.push('reschedule');
  if (
    role === 'company' &&
    appointment.status === 'confirmed' &&
    now.getTime() >= appointment.startsAt.getTime()
  ) {
    actions.push('complete');
  }
  if (open) actions.push('cancel');
  return actions;
}

/** Google Maps directions to the address. */
export function directionsLink(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** "1 High Street, Leeds, LS6 1AA". */
export function appointmentAddressLine(address: Appointment['address']): string {
  return [address.line1, address.line2, address.town, address.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
