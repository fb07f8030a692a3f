import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';

/** An `appointments/{id}` document as the pages show it, its instants as dates. */
export type Appointment = AppointmentDocument<Date> & { id: string };

/** Which side of an appointment the signed-in person is on. */
export type AppointmentRole = 'customer' | 'company';

export type AppointmentPage = { appointments: Appointment[]; hasMore: boolean };
