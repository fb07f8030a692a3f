import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  APPOINTMENT_KIND_LABELS,
  type AppointmentDocument,
  type AppointmentHistoryEntry,
} from '@fixwell/common/appointments/appointment';
import { formatAppointmentTime } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { NotificationType } from '@fixwell/common/notification';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import { postSystemMessage } from '../conversations/system-messages';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { readDoc, type WriteTime } from '../lib/documents';
import {
  appointmentEmail,
  appointmentReminderEmail,
  appointmentSentence,
  type AppointmentEvent,
} from '../mail/appointment-mail-templates';
import { readUserMailContext, userMail, type UserMailContext } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import {
  APPOINTMENT_MESSAGES,
  type AppointmentSide,
  type Current,
  type Refusal,
} from './appointment-decisions';

// What every appointment change does besides the appointment itself, in the same transaction: a
// system message in the conversation, an in-app notification to the other side and an email
// through `userMail` (the recipient's preferences and unsubscribe link apply). Guest customers
// (no account yet) get the email at the quote's contact address and no notification.

export type StoredAppointment = AppointmentDocument<Timestamp>;

export function appointmentsRef() {
  return db().collection(COLLECTIONS.appointments);
}

/** The in-app page of an appointment for one side. */
export function appointmentLink(side: AppointmentSide, appointmentId: string): string {
  const area = side === 'customer' ? '/customer/appointments' : '/company/appointments';
  return `${area}?a=${encodeURIComponent(appointmentId)}`;
}

export interface Party {
  side: AppointmentSide;
  uid: string | null;
  name: string;
  email: string;
  mail: UserMailContext;
}

export interface Parties {
  company: Party;
  customer: Party;
}

type Who = Pick<
  AppointmentDocument<unknown>,
  'companyId' | 'customerId' | 'quoteId' | 'companyName' | 'customerName'
>;

/**
 * Reads, in the transaction and before its writes, who both sides are and where their email
 * goes: the company's and the customer's account emails, or the quote's contact email for a guest.
 */
export async function readParties(tx: Transaction, appointment: Who): Promise<Parties> {
  const users = db().collection(COLLECTIONS.users);
  const [companyUser, customerUser, quote] = await Promise.all([
    tx.get(users.doc(appointment.companyId)),
    appointment.customerId ? tx.get(users.doc(appointment.customerId)) : Promise.resolve(undefined),
    tx.get(db().collection(COLLECTIONS.quotes).doc(appointment.quoteId)),
  ]);
  const [companyMail, customerMail] = await Promise.all([
    readUserMailContext(appointment.companyId, tx),
    readUserMailContext(appointment.customerId, tx),
  ]);
  const companyProfile = readDoc<UserProfileDocument<Timestamp>>(companyUser);
  const customerProfile = readDoc<UserProfileDocument<Timestamp>>(customerUser);
  const contact = readDoc<QuoteDocument<Timestamp>>(quote)?.contact;
  return {
    company: {
      side: 'company',
      uid: appointment.companyId,
      name: appointment.companyName,
      email: companyProfile?.email ?? '',
      mail: companyMail,
    },
    customer: {
      side: 'customer',
      uid: appointment.customerId,
      name: appointment.customerName,
      email: customerProfile?.email || contact?.email || '',
      mail: customerMail,
    },
  };
}

/** "1 High Street, Flat 2, Leeds, LS6 1AA". */
export function addressLine(address: AppointmentDocument<unknown>['address']): string {
  return [address.line1, address.line2, address.town, address.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function whenOf(
  appointment: Pick<AppointmentDocument<unknown>, 'date' | 'windowStart' | 'windowEnd'>,
) {
  return formatAppointmentTime(appointment);
}

const TITLES: Record<AppointmentEvent, string> = {
  proposed: 'Appointment proposed',
  confirmed: 'Appointment confirmed',
  declined: 'Appointment declined',
  'change-requested': 'Another time asked for',
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled',
  completed: 'Appointment completed',
};

/**
 * Tells the other side of `actor` about a change: system message, notification and email. Call
 * after the transaction's reads (`readParties`), with the appointment as it now is.
 */
export function announceAppointmentChange(
  tx: Transaction,
  change: {
    appointmentId: string;
    appointment: Pick<
      AppointmentDocument<unknown>,
      'conversationId' | 'kind' | 'serviceName' | 'date' | 'windowStart' | 'windowEnd' | 'address'
    >;
    event: AppointmentEvent;
    actor: AppointmentSide;
    parties: Parties;
    note?: string | null;
    previous?: { date: string; windowStart: string; windowEnd: string } | null;
  },
): void {
  const { appointment, parties } = change;
  const actor = parties[change.actor];
  const recipient = change.actor === 'company' ? parties.customer : parties.company;
  const mailInput = {
    event: change.event,
    recipientName: recipient.name,
    actorName: actor.name,
    kindLabel: APPOINTMENT_KIND_LABELS[appointment.kind],
    serviceName: appointment.serviceName,
    when: whenOf(appointment),
    previousWhen: change.previous ? whenOf(change.previous) : null,
    address: addressLine(appointment.address),
    note: change.note || null,
  };
  const sentence = appointmentSentence(mailInput);
  const type = `appointment-${change.event}` as const satisfies NotificationType;

  postSystemMessage(tx, {
    conversationId: appointment.conversationId,
    event: type,
    text: change.note ? `${sentence} “${change.note}”` : sentence,
    link: null,
    notify: recipient.uid ? [recipient.uid] : [],
  });
  const link = appointmentLink(recipient.side, change.appointmentId);
  if (recipient.uid) {
    tx.create(
      db().collection(COLLECTIONS.notifications).doc(),
      notificationDocument(recipient.uid, {
        type,
        title: TITLES[change.event],
        body: change.note ? `${sentence} “${change.note}”` : sentence,
        link,
      }),
    );
  }
  const mail = userMail(recipient.mail, {
    uid: recipient.uid,
    to: recipient.email,
    message: appointmentEmail(mailInput, `${appUrl()}${link}`),
    kind: 'appointment',
    category: 'appointments',
  });
  if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
}

/** The reminder, in the app and by email, to both sides. */
export function sendAppointmentReminder(
  tx: Transaction,
  reminder: {
    appointmentId: string;
    appointment: StoredAppointment;
    hoursBefore: number;
    parties: Parties;
  },
): void {
  const { appointment, parties } = reminder;
  const when = whenOf(appointment);
  const kindLabel = APPOINTMENT_KIND_LABELS[appointment.kind];
  const soon = reminder.hoursBefore >= 24 ? 'tomorrow' : 'in 2 hours';
  for (const recipient of [parties.customer, parties.company]) {
    const other = recipient.side === 'company' ? parties.customer : parties.company;
    const link = appointmentLink(recipient.side, reminder.appointmentId);
    if (recipient.uid) {
      tx.create(
        db().collection(COLLECTIONS.notifications).doc(),
        notificationDocument(recipient.uid, {
          type: 'appointment-reminder',
          title: `${kindLabel} ${soon}`,
          body: `Your ${kindLabel.toLowerCase()} with ${other.name} is ${soon}, ${when}.`,
          link,
        }),
      );
    }
    const mail = userMail(recipient.mail, {
      uid: recipient.uid,
      to: recipient.email,
      message: appointmentReminderEmail(
        {
          recipientName: recipient.name,
          otherName: other.name,
          kindLabel,
          serviceName: appointment.serviceName,
          when,
          address: addressLine(appointment.address),
          hoursBefore: reminder.hoursBefore,
        },
        `${appUrl()}${link}`,
      ),
      kind: 'appointment-reminder',
      category: 'appointments',
    });
    if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
  }
}

export const serverNow = () => FieldValue.serverTimestamp();

/** Refuses a deactivated (or unknown) account before anything is read for it. */
export async function requireActiveUser(uid: string): Promise<void> {
  const profile = readDoc<UserProfileDocument<Timestamp>>(
    await db().collection(COLLECTIONS.users).doc(uid).get(),
  );
  if (!profile || profile.active !== true) {
    throw new HttpsError('permission-denied', 'This account cannot change appointments.');
  }
}

/** Reads an appointment in the transaction, or answers not-found. */
export async function readAppointment(
  tx: Transaction,
  appointmentId: string,
): Promise<{ ref: DocumentReference; appointment: StoredAppointment }> {
  const ref = appointmentsRef().doc(appointmentId);
  const appointment = readDoc<StoredAppointment>(await tx.get(ref));
  if (!appointment) throw new HttpsError('not-found', APPOINTMENT_MESSAGES.notFound);
  return { ref, appointment };
}

/** What a change to an existing appointment has to work with once it is allowed. */
export interface AllowedChange<TDecision> {
  tx: Transaction;
  ref: DocumentReference;
  appointment: StoredAppointment;
  decision: TDecision;
  parties: Parties;
  nowMillis: number;
}

/**
 * The read-decide-write of every change to an existing appointment: refuses a deactivated
 * account, then in one transaction reads the appointment (or answers not-found), asks the pure
 * decision (refusing with its code and message), reads both parties before any write, and lets
 * `write` make the change.
 */
export async function changeAppointment<TDecision extends { allow: true }, TResult>(
  { uid, appointmentId }: { uid: string; appointmentId: string },
  decide: (input: { appointment: Current; uid: string; nowMillis: number }) => TDecision | Refusal,
  write: (change: AllowedChange<TDecision>) => TResult,
): Promise<TResult> {
  await requireActiveUser(uid);
  return runTransaction(async (tx) => {
    const { ref, appointment } = await readAppointment(tx, appointmentId);
    const nowMillis = Date.now();
    const decision = decide({
      appointment: { ...appointment, startsAtMillis: appointment.startsAt.toMillis() },
      uid,
      nowMillis,
    });
    if (decision.allow === false) throw new HttpsError(decision.code, decision.message);
    const parties = await readParties(tx, appointment);
    return write({ tx, ref, appointment, decision, parties, nowMillis });
  });
}

/**
 * Cancels an open appointment in `tx` on behalf of `by`, with the reason given, and tells the other
 * side (call after the transaction's reads, `readParties` included): the cancelAppointment
 * callable, and a company deleting its account.
 */
export function writeCancellation(
  tx: Transaction,
  change: Omit<AllowedChange<unknown>, 'tx' | 'decision'> & {
    appointmentId: string;
    by: AppointmentSide;
    reason: string;
  },
): void {
  const { ref, appointment, by, reason } = change;
  tx.update(ref, {
    status: 'cancelled',
    ...historyUpdate(
      appointment,
      { action: 'cancelled', by, note: reason, previous: null },
      change.nowMillis,
    ),
  } satisfies Partial<AppointmentDocument<WriteTime>>);
  announceAppointmentChange(tx, {
    appointmentId: change.appointmentId,
    appointment,
    event: 'cancelled',
    actor: by,
    parties: change.parties,
    note: reason,
  });
}

/** The appointment's history with one more entry, and the update time, for its update. */
export function historyUpdate(
  appointment: StoredAppointment,
  entry: Omit<AppointmentHistoryEntry<Timestamp>, 'at'>,
  nowMillis: number,
) {
  return {
    history: [...appointment.history, historyEntry(entry, nowMillis)],
    updatedAt: serverNow(),
  };
}

/** A history entry stamped with the function's clock (server timestamps cannot go in arrays). */
export function historyEntry(
  entry: Omit<AppointmentHistoryEntry<Timestamp>, 'at'>,
  nowMillis: number,
): AppointmentHistoryEntry<Timestamp> {
  return { ...entry, at: Timestamp.fromMillis(nowMillis) };
}

/** The first message of a refused input, in the form's own words. */
export function invalidAppointmentInput(error: { issues: { message: string }[] }): HttpsError {
  return new HttpsError(
    'invalid-argument',
    error.issues[0]?.message ?? 'Check the appointment’s details and try again.',
  );
}
