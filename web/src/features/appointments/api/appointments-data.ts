// The appointments feature's only contact with Firebase: its Firestore reads and callables. Hooks
// build on these, so component tests replace this one module.
import type {
  AppointmentHistoryEntry,
  AppointmentAddress,
} from '@fixwell/common/appointments/appointment';
import {
  cancelAppointmentCallable,
  completeAppointmentCallable,
  proposeAppointmentCallable,
  rescheduleAppointmentCallable,
  respondToAppointmentCallable,
  type AnyCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import type { Appointment, AppointmentPage } from '@/features/appointments/appointment-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchDocument, watchPage } from '@/lib/firestore-live';

/** Appointments per "Show more". */
export const APPOINTMENTS_PAGE_SIZE = 50;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function addressOf(value: unknown): AppointmentAddress {
  const data = (value ?? {}) as Record<string, unknown>;
  return {
    line1: text(data.line1),
    line2: text(data.line2),
    town: text(data.town),
    postcode: text(data.postcode),
  };
}

function historyOf(value: unknown): AppointmentHistoryEntry<Date>[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    action: entry.action as AppointmentHistoryEntry<Date>['action'],
    by: entry.by === 'customer' ? 'customer' : 'company',
    at: dateOf(entry.at) ?? new Date(0),
    note: typeof entry.note === 'string' ? entry.note : null,
    previous: (entry.previous as AppointmentHistoryEntry<Date>['previous'] | undefined) ?? null,
  }));
}

/** An appointment document as an `Appointment`; fields functions always write are trusted. */
export function appointmentFromData(id: string, data: DocumentData): Appointment {
  const createdAt = dateOf(data.createdAt) ?? new Date(0);
  return {
    ...(data as Omit<
      Appointment,
      'id' | 'startsAt' | 'endsAt' | 'createdAt' | 'updatedAt' | 'history' | 'address'
    >),
    id,
    customerId: typeof data.customerId === 'string' ? data.customerId : null,
    notes: text(data.notes),
    address: addressOf(data.address),
    history: historyOf(data.history),
    remindersSent: Array.isArray(data.remindersSent) ? (data.remindersSent as number[]) : [],
    documentId: typeof data.documentId === 'string' ? data.documentId : null,
    startsAt: dateOf(data.startsAt) ?? new Date(0),
    endsAt: dateOf(data.endsAt) ?? new Date(0),
    createdAt,
    updatedAt: dateOf(data.updatedAt) ?? createdAt,
  };
}

const appointmentConverter = readConverter(appointmentFromData);

/**
 * Listens to the appointments the signed-in person takes part in, by start time (the rules let
 * only participants read, so `participantIds array-contains` is always the filter). `upcoming`
 * lists from `now` on, soonest first; otherwise those that started before `now`, latest first.
 * Each pairing has its composite index in firestore.indexes.json.
 */
export function watchAppointments(
  uid: string,
  options: { upcoming: boolean; now: Date; count: number },
  onData: (page: AppointmentPage) => void,
  onError: (error: Error) => void,
): () => void {
  const appointments = collection(firestore(), COLLECTIONS.appointments).withConverter(
    appointmentConverter,
  );
  const source = options.upcoming
    ? query(
        appointments,
        where('participantIds', 'array-contains', uid),
        where('endsAt', '>=', options.now),
        orderBy('endsAt', 'asc'),
      )
    : query(
        appointments,
        where('participantIds', 'array-contains', uid),
        where('endsAt', '<', options.now),
        orderBy('endsAt', 'desc'),
      );
  return watchPage(
    source,
    options.count,
    ({ items, hasMore }) => onData({ appointments: items, hasMore }),
    onError,
  );
}

/** Listens to one appointment (the one a link named): null when there is none. */
export function watchAppointment(
  appointmentId: string,
  onData: (appointment: Appointment | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchDocument(
    doc(firestore(), COLLECTIONS.appointments, appointmentId).withConverter(appointmentConverter),
    onData,
    onError,
  );
}

/**
 * Listens to the appointments of one London week (Monday 00:00 to the next Monday 00:00, as UTC
 * instants) that the signed-in person takes part in.
 */
export function watchAppointmentsBetween(
  uid: string,
  range: { from: Date; to: Date; count: number },
  onData: (page: AppointmentPage) => void,
  onError: (error: Error) => void,
): () => void {
  const appointments = collection(firestore(), COLLECTIONS.appointments).withConverter(
    appointmentConverter,
  );
  return watchPage(
    query(
      appointments,
      where('participantIds', 'array-contains', uid),
      where('startsAt', '>=', range.from),
      where('startsAt', '<', range.to),
      orderBy('startsAt', 'asc'),
    ),
    range.count,
    ({ items, hasMore }) => onData({ appointments: items, hasMore }),
    onError,
  );
}

/**
 * The full postcode of the customer of a lead the company accepted (`leads/{conversationId}`), to
 * prefill a proposal made from the conversation; null when it cannot be read.
 */
export async function getLeadPostcode(conversationId: string): Promise<string | null> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.leads, conversationId));
  const customer = snapshot.data()?.customer as { postcode?: unknown } | null | undefined;
  return typeof customer?.postcode === 'string' && customer.postcode !== ''
    ? customer.postcode
    : null;
}

const REFUSALS = {
  'permission-denied': 'Only the people in this conversation can do that.',
  'not-found': 'That appointment or conversation no longer exists.',
  'failed-precondition': 'This appointment cannot be changed that way now.',
  'invalid-argument': 'Check the details and try again.',
};

/** A call to one of the appointment callables, worded with the refusals above. */
function appointmentCall<C extends AnyCallable>(definition: C, fallback: string) {
  return (input: CallableInput<C>): Promise<CallableOutput<C>> =>
    callFunction(definition, input, { fallback, messages: REFUSALS });
}

export const proposeAppointment = appointmentCall(
  proposeAppointmentCallable,
  'The appointment could not be proposed. Please try again.',
);

export const respondToAppointment = appointmentCall(
  respondToAppointmentCallable,
  'Your answer could not be sent. Please try again.',
);

export const rescheduleAppointment = appointmentCall(
  rescheduleAppointmentCallable,
  'The new time could not be sent. Please try again.',
);

export const cancelAppointment = appointmentCall(
  cancelAppointmentCallable,
  'The appointment could not be cancelled. Please try again.',
);

export const completeAppointment = appointmentCall(
  completeAppointmentCallable,
  'The appointment could not be marked completed. Please try again.',
);
