import {
  APPOINTMENT_REMINDER_HOURS,
  type AppointmentHistoryEntry,
  type AppointmentStatus,
} from '@fixwell/common/appointments/appointment';
import { londonInstant } from '@fixwell/common/london-time';

// Who may do what to an appointment, and from which status: pure, so each rule has its own unit
// test and the callables only read, ask and write.

export type AppointmentSide = 'customer' | 'company';

export type Refusal = {
  allow: false;
  code: 'permission-denied' | 'failed-precondition' | 'invalid-argument';
  message: string;
};

export const APPOINTMENT_MESSAGES = {
  notFound: 'That appointment no longer exists.',
  conversationNotFound: 'That conversation does not exist.',
  supportConversation:
    'Appointments are made in the conversation with the customer, not with Fixwell support.',
  onlyCompany: 'Only the company in this conversation can do that.',
  onlyCustomer: 'Only the customer can answer this appointment.',
  notParticipant: 'Only the people in this conversation can change its appointments.',
  startInPast: 'Choose a time that has not passed yet.',
  notProposed: 'This appointment has already been answered.',
  noteNeeded: 'Say which times would suit you better.',
  closed: 'This appointment is already cancelled or completed.',
  notConfirmed: 'Only a confirmed appointment can be marked completed.',
  notStarted: 'An appointment can be marked completed once its time has come.',
  documentNotFound: 'That quote does not exist.',
  documentNotUsable: 'Only a quote the customer accepted in this conversation can book a job.',
} as const;

function refuse(code: Refusal['code'], message: string): Refusal {
  return { allow: false, code, message };
}

/** Which side the caller is on, or null for someone else. */
export function sideOf(
  appointment: { companyId: string; customerId: string | null },
  uid: string,
): AppointmentSide | null {
  if (uid === appointment.companyId) return 'company';
  if (appointment.customerId !== null && uid === appointment.customerId) return 'customer';
  return null;
}

export interface AppointmentTime {
  date: string;
  windowStart: string;
  windowEnd: string;
  durationMinutes: number;
}

/** The UTC instants of a London time: the window's start, and that plus the duration. */
export function appointmentInstants(time: AppointmentTime): { startsAt: Date; endsAt: Date } {
  const startsAt = londonInstant(time.date, time.windowStart);
  return { startsAt, endsAt: new Date(startsAt.getTime() + time.durationMinutes * 60_000) };
}

/** A company proposes (or sets again) a time: its own conversation, a start still to come. */
export function proposeDecision(input: {
  uid: string;
  companyId: string;
  startsAtMillis: number;
  nowMillis: number;
}): { allow: true } | Refusal {
  if (input.uid !== input.companyId)
    return refuse('permission-denied', APPOINTMENT_MESSAGES.onlyCompany);
  if (input.startsAtMillis <= input.nowMillis) {
    return refuse('invalid-argument', APPOINTMENT_MESSAGES.startInPast);
  }
  return { allow: true };
}

/** A quote may book a job when it is the company's, accepted, and of the same lead. */
export function documentDecision(
  document: { companyId: string; kind: string; status: string; leadId: string | null } | undefined,
  expected: { companyId: string; leadId: string },
): { allow: true } | Refusal {
  if (!document) return refuse('failed-precondition', APPOINTMENT_MESSAGES.documentNotFound);
  if (
    document.companyId !== expected.companyId ||
    document.kind !== 'quote' ||
    document.status !== 'accepted' ||
    document.leadId !== expected.leadId
  ) {
    return refuse('failed-precondition', APPOINTMENT_MESSAGES.documentNotUsable);
  }
  return { allow: true };
}

export interface Current {
  status: AppointmentStatus;
  companyId: string;
  customerId: string | null;
  startsAtMillis: number;
}

export type RespondAnswer = 'confirm' | 'decline' | 'request-change';

const ANSWERS: Record<
  RespondAnswer,
  { status: AppointmentStatus; action: AppointmentHistoryEntry<unknown>['action'] }
> = {
  confirm: { status: 'confirmed', action: 'confirmed' },
  decline: { status: 'declined', action: 'declined' },
  'request-change': { status: 'change-requested', action: 'change-requested' },
};

/** The customer answers a proposal, once: asking for another time needs a note. */
export function respondDecision(input: {
  appointment: Current;
  uid: string;
  answer: RespondAnswer;
  note: string;
}):
  | { allow: true; status: AppointmentStatus; action: AppointmentHistoryEntry<unknown>['action'] }
  | Refusal {
  if (sideOf(input.appointment, input.uid) !== 'customer') {
    return refuse('permission-denied', APPOINTMENT_MESSAGES.onlyCustomer);
  }
  if (input.appointment.status !== 'proposed') {
    return refuse('failed-precondition', APPOINTMENT_MESSAGES.notProposed);
  }
  if (input.answer === 'request-change' && input.note.trim() === '') {
    return refuse('invalid-argument', APPOINTMENT_MESSAGES.noteNeeded);
  }
  return { allow: true, ...ANSWERS[input.answer] };
}

const CLOSED: readonly AppointmentStatus[] = ['cancelled', 'completed'];

/** The company sets a new time (any open appointment); it goes back to the customer to answer. */
export function rescheduleDecision(input: {
  appointment: Current;
  uid: string;
  newStartsAtMillis: number;
  nowMillis: number;
}): { allow: true; status: 'proposed' } | Refusal {
  if (sideOf(input.appointment, input.uid) !== 'company') {
    return refuse('permission-denied', APPOINTMENT_MESSAGES.onlyCompany);
  }
  if (CLOSED.includes(input.appointment.status)) {
    return refuse('failed-precondition', APPOINTMENT_MESSAGES.closed);
  }
  if (input.newStartsAtMillis <= input.nowMillis) {
    return refuse('invalid-argument', APPOINTMENT_MESSAGES.startInPast);
  }
  return { allow: true, status: 'proposed' };
}

/** Either side cancels, with a reason, unless it is already cancelled or completed. */
export function cancelDecision(input: {
  appointment: Current;
  uid: string;
}): { allow: true; by: AppointmentSide } | Refusal {
  const side = sideOf(input.appointment, input.uid);
  if (!side) return refuse('permission-denied', APPOINTMENT_MESSAGES.notParticipant);
  if (CLOSED.includes(input.appointment.status)) {
    return refuse('failed-precondition', APPOINTMENT_MESSAGES.closed);
  }
  return { allow: true, by: side };
}

/** The company marks a confirmed appointment done, once its start time has come. */
export function completeDecision(input: {
  appointment: Current;
  uid: string;
  nowMillis: number;
}): { allow: true } | Refusal {
  if (sideOf(input.appointment, input.uid) !== 'company') {
    return refuse('permission-denied', APPOINTMENT_MESSAGES.onlyCompany);
  }
  if (input.appointment.status !== 'confirmed') {
    return refuse('failed-precondition', APPOINTMENT_MESSAGES.notConfirmed);
  }
  if (input.nowMillis < input.appointment.startsAtMillis) {
    return refuse('failed-precondition', APPOINTMENT_MESSAGES.notStarted);
  }
  return { allow: true };
}

// ---- reminders ---------------------------------------------------------------------------------

const HOUR_MS = 60 * 60 * 1000;
/**
 * The first reminder goes once the start is 24 hours away (and further than the second's); the
 * second, last one once it is 2 hours away (`APPOINTMENT_REMINDER_HOURS` of the contract).
 */
export const [DAY_REMINDER_HOURS, SHORT_REMINDER_HOURS] = APPOINTMENT_REMINDER_HOURS;
/** How far ahead the schedule looks for appointments to remind about. */
export const REMINDER_HORIZON_MS = DAY_REMINDER_HOURS * HOUR_MS;

/**
 * The reminder an appointment is due now, or null: only confirmed ones, never once the start has
 * passed; within 2 hours the 2-hour one (the 24-hour one is then no longer worth sending), within
 * 24 hours the 24-hour one; each once.
 */
export function dueReminder(
  appointment: { status: AppointmentStatus; startsAtMillis: number; remindersSent: number[] },
  nowMillis: number,
): typeof DAY_REMINDER_HOURS | typeof SHORT_REMINDER_HOURS | null {
  if (appointment.status !== 'confirmed') return null;
  const left = appointment.startsAtMillis - nowMillis;
  if (left <= 0) return null;
  if (left <= SHORT_REMINDER_HOURS * HOUR_MS) {
    return appointment.remindersSent.includes(SHORT_REMINDER_HOURS) ? null : SHORT_REMINDER_HOURS;
  }
  if (left <= DAY_REMINDER_HOURS * HOUR_MS) {
    return appointment.remindersSent.includes(DAY_REMINDER_HOURS) ? null : DAY_REMINDER_HOURS;
  }
  return null;
}
