import { z } from 'zod';

import { normaliseUkPostcode } from '../uk-postcode';

// `appointments/{id}`: site visits and job slots a company proposes to a customer, written only by
// functions (the appointment callables and the reminder schedule); both participants read theirs.
// Times are London wall-clock times (`date`, `window`) plus the UTC instants functions derive from
// them (`startsAt`, `endsAt`), so summer time is handled once, on the server.

export const APPOINTMENT_KINDS = ['site-visit', 'job'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = {
  'site-visit': 'Site visit',
  job: 'Job',
};

export const APPOINTMENT_STATUSES = [
  'proposed',
  'confirmed',
  'declined',
  'change-requested',
  'cancelled',
  'completed',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  proposed: 'Waiting for the customer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  'change-requested': 'Another time asked for',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** Reminders go this many hours before the start, each once. */
export const APPOINTMENT_REMINDER_HOURS = [24, 2] as const;

export interface AppointmentAddress {
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

export interface AppointmentHistoryEntry<TTime> {
  action:
    | 'proposed'
    | 'confirmed'
    | 'declined'
    | 'change-requested'
    | 'rescheduled'
    | 'cancelled'
    | 'completed';
  by: 'customer' | 'company';
  at: TTime;
  /** The reason or note given, if any. */
  note: string | null;
  /** For a reschedule: the time it replaced. */
  previous: { date: string; windowStart: string; windowEnd: string } | null;
}

export interface AppointmentDocument<TTime> {
  /** The conversation (and lead) it belongs to: `{quoteId}_{companyId}`. */
  conversationId: string;
  quoteId: string;
  companyId: string;
  customerId: string | null;
  participantIds: string[];
  companyName: string;
  customerName: string;
  serviceName: string;
  kind: AppointmentKind;
  /** London date, `YYYY-MM-DD`. */
  date: string;
  /** London arrival window, `HH:MM` 24-hour. */
  windowStart: string;
  windowEnd: string;
  durationMinutes: number;
  /** UTC instants of the window's start and of start + duration (derived by functions). */
  startsAt: TTime;
  endsAt: TTime;
  address: AppointmentAddress;
  notes: string;
  status: AppointmentStatus;
  history: AppointmentHistoryEntry<TTime>[];
  /** Hours-before values whose reminder has been sent (each once). */
  remindersSent: number[];
  /** The accepted quote (documents) this job came from, if any: the hook for jobs from quotes. */
  documentId: string | null;
  createdAt: TTime;
  updatedAt: TTime;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time such as 08:00.');

export const appointmentAddressSchema = z.object({
  line1: z.string().trim().min(1, 'Enter the first line of the address.').max(120),
  line2: z.string().trim().max(120).default(''),
  town: z.string().trim().min(1, 'Enter the town.').max(80),
  postcode: z
    .string()
    .trim()
    .refine(
      (value) => normaliseUkPostcode(value) !== null,
      'Enter a real UK postcode, such as SW1A 1AA.',
    ),
});

export const appointmentTimeSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'),
    windowStart: time,
    windowEnd: time,
    durationMinutes: z.coerce
      .number()
      .int()
      .min(15, 'An appointment lasts at least 15 minutes.')
      .max(7 * 24 * 60, 'An appointment lasts at most a week; book longer jobs as several.'),
  })
  .refine((value) => value.windowEnd > value.windowStart, {
    path: ['windowEnd'],
    message: 'The arrival window must end after it starts.',
  });

export const proposeAppointmentSchema = z.object({
  conversationId: z.string().min(1).max(200),
  kind: z.enum(APPOINTMENT_KINDS),
  time: appointmentTimeSchema,
  address: appointmentAddressSchema,
  notes: z.string().trim().max(2000).default(''),
  documentId: z.string().min(1).max(200).nullable().default(null),
});

export const respondToAppointmentSchema = z.object({
  appointmentId: z.string().min(1).max(200),
  answer: z.enum(['confirm', 'decline', 'request-change']),
  note: z.string().trim().max(1000).default(''),
});

export const cancelAppointmentSchema = z.object({
  appointmentId: z.string().min(1).max(200),
  reason: z.string().trim().min(3, 'Say why you are cancelling.').max(1000),
});

export const rescheduleAppointmentSchema = z.object({
  appointmentId: z.string().min(1).max(200),
  time: appointmentTimeSchema,
  note: z.string().trim().max(1000).default(''),
});

export const completeAppointmentSchema = z.object({
  appointmentId: z.string().min(1).max(200),
});
