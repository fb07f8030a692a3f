import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import type {
  AppointmentAddress,
  AppointmentDocument,
  AppointmentKind,
} from '@fixwell/common/appointments/appointment';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import { normaliseUkPostcode } from '@fixwell/common/uk-postcode';

import { db } from '../lib/admin';
import { readDoc, type WriteTime } from '../lib/documents';
import {
  APPOINTMENT_MESSAGES,
  appointmentInstants,
  documentDecision,
  proposeDecision,
  type AppointmentTime,
} from './appointment-decisions';
import {
  announceAppointmentChange,
  appointmentsRef,
  readParties,
  serverNow,
} from './appointment-effects';

export interface NewAppointment {
  conversationId: string;
  kind: AppointmentKind;
  time: AppointmentTime;
  address: AppointmentAddress;
  notes: string;
  /** An accepted quote of the same lead this job comes from, or null. */
  documentId: string | null;
}

/**
 * Creates a proposed appointment in the conversation for its company (`uid`), in the caller's
 * transaction, and tells the customer (system message, notification, email). It reads first, so
 * call it before the transaction's own writes. This is the hook for "an accepted quote creates a
 * job appointment": pass `kind: 'job'` and the quote's `documentId`.
 */
export async function createProposedAppointment(
  tx: Transaction,
  uid: string,
  input: NewAppointment,
  nowMillis: number,
): Promise<string> {
  const conversation = readDoc<ConversationDocument<Timestamp>>(
    await tx.get(db().collection(COLLECTIONS.conversations).doc(input.conversationId)),
  );
  if (!conversation) throw new HttpsError('not-found', APPOINTMENT_MESSAGES.conversationNotFound);
  if (conversation.kind === 'support')
    throw new HttpsError('failed-precondition', APPOINTMENT_MESSAGES.supportConversation);
  const { startsAt, endsAt } = appointmentInstants(input.time);
  const decision = proposeDecision({
    uid,
    companyId: conversation.companyId,
    startsAtMillis: startsAt.getTime(),
    nowMillis,
  });
  if (!decision.allow) throw new HttpsError(decision.code, decision.message);
  if (input.documentId !== null) {
    const document = readDoc<DocumentRecord<Timestamp>>(
      await tx.get(db().collection(COLLECTIONS.documents).doc(input.documentId)),
    );
    const usable = documentDecision(document, {
      companyId: conversation.companyId,
      leadId: input.conversationId,
    });
    if (!usable.allow) throw new HttpsError(usable.code, usable.message);
  }
  const parties = await readParties(tx, {
    companyId: conversation.companyId,
    customerId: conversation.customerId,
    quoteId: conversation.quoteId,
    companyName: conversation.companyName,
    customerName: conversation.customerName,
  });

  const ref = appointmentsRef().doc();
  const address: AppointmentAddress = {
    line1: input.address.line1.trim(),
    line2: input.address.line2.trim(),
    town: input.address.town.trim(),
    postcode: normaliseUkPostcode(input.address.postcode) ?? input.address.postcode.trim(),
  };
  const notes = input.notes.trim();
  const appointment = {
    conversationId: input.conversationId,
    quoteId: conversation.quoteId,
    companyId: conversation.companyId,
    customerId: conversation.customerId,
    participantIds: [conversation.companyId, conversation.customerId].filter(
      (id): id is string => typeof id === 'string' && id !== '',
    ),
    companyName: conversation.companyName,
    customerName: conversation.customerName,
    serviceName: conversation.serviceName,
    kind: input.kind,
    date: input.time.date,
    windowStart: input.time.windowStart,
    windowEnd: input.time.windowEnd,
    durationMinutes: input.time.durationMinutes,
    startsAt: Timestamp.fromDate(startsAt),
    endsAt: Timestamp.fromDate(endsAt),
    address,
    notes,
    status: 'proposed',
    history: [
      {
        action: 'proposed',
        by: 'company',
        // Server timestamps cannot go inside arrays: the function's clock stands in.
        at: Timestamp.fromMillis(nowMillis),
        note: notes || null,
        previous: null,
      },
    ],
    remindersSent: [],
    documentId: input.documentId,
    createdAt: serverNow(),
    updatedAt: serverNow(),
  } satisfies AppointmentDocument<WriteTime>;
  tx.create(ref, appointment);
  announceAppointmentChange(tx, {
    appointmentId: ref.id,
    appointment,
    event: 'proposed',
    actor: 'company',
    parties,
    note: notes || null,
  });
  return ref.id;
}
