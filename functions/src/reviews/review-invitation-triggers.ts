import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { inviteForReview } from './invite-for-review';
import { acceptedLeadReviewable, acceptedLeadWindow } from './review-decisions';
import { invitationRef } from './review-refs';

/** An invoice for a job becoming paid invites its customer to review the job. */
export const onInvoicePaidInviteReview = onDocumentUpdated(
  `${COLLECTIONS.documents}/{documentId}`,
  async (event) => {
    const before = readDoc<DocumentRecord<Timestamp>>(event.data?.before);
    const after = readDoc<DocumentRecord<Timestamp>>(event.data?.after);
    if (!before || !after || after.kind !== 'invoice') return;
    if (before.status === 'paid' || after.status !== 'paid') return;
    const customerId = after.customer?.uid ?? null;
    if (!after.leadId || !customerId) return;
    await inviteForReview(after.leadId, customerId, 'invoice-paid');
  },
);

/** An appointment marked completed invites its customer to review the job. */
export const onAppointmentCompletedInviteReview = onDocumentUpdated(
  `${COLLECTIONS.appointments}/{appointmentId}`,
  async (event) => {
    const before = readDoc<AppointmentDocument<Timestamp>>(event.data?.before);
    const after = readDoc<AppointmentDocument<Timestamp>>(event.data?.after);
    if (!before || !after) return;
    if (before.status === 'completed' || after.status !== 'completed') return;
    if (!after.conversationId || !after.customerId) return;
    await inviteForReview(after.conversationId, after.customerId, 'appointment-completed');
  },
);

const PAGE = 200;

/**
 * While documents are young: leads accepted more than REVIEWABLE_AFTER_ACCEPTED_DAYS ago whose
 * conversation has a message from each side (the company's first message is recorded on the
 * conversation; the customer's is looked up in the thread) and whose request has a customer
 * account. Conversations are read by acceptance time, within a look-back window.
 */
export async function inviteReviewsForAcceptedLeadsNow(
  now: number = Date.now(),
): Promise<{ checked: number; invited: number }> {
  const { fromMillis, toMillis } = acceptedLeadWindow(now);
  let checked = 0;
  let invited = 0;
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection(COLLECTIONS.conversations)
      .where('acceptedAt', '>=', Timestamp.fromMillis(fromMillis))
      .where('acceptedAt', '<=', Timestamp.fromMillis(toMillis))
      .orderBy('acceptedAt')
      .limit(PAGE);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    for (const snapshot of page.docs) {
      checked += 1;
      const conversation = readDoc<ConversationDocument<Timestamp>>(snapshot);
      if (!conversation?.customerId || !conversation.firstCompanyMessageAt) continue;
      if ((await invitationRef(snapshot.id).get()).exists) continue;
      const fromCustomer = await snapshot.ref
        .collection(COLLECTIONS.messages)
        .where('senderId', '==', conversation.customerId)
        .limit(1)
        .get();
      const reviewable = acceptedLeadReviewable({
        acceptedAtMillis: millisOf(conversation.acceptedAt),
        firstCompanyMessageAtMillis: millisOf(conversation.firstCompanyMessageAt),
        customerHasWritten: !fromCustomer.empty,
        customerId: conversation.customerId,
        nowMillis: now,
      });
      if (!reviewable) continue;
      try {
        const result = await inviteForReview(snapshot.id, conversation.customerId, 'lead-accepted');
        if (result.invited) invited += 1;
      } catch (error) {
        logError('review.invitation-failed', error, { leadId: snapshot.id });
      }
    }
    if (page.size < PAGE) break;
    cursor = page.docs[page.docs.length - 1];
  }
  logInfo('review.accepted-lead-invitations', { checked, invited });
  return { checked, invited };
}

/** Daily: accepted leads with a two-sided conversation, a week on, are invited to review. */
export const inviteReviewsForAcceptedLeads = onSchedule(
  { schedule: 'every day 10:00', timeZone: 'Europe/London' },
  async () => {
    await inviteReviewsForAcceptedLeadsNow();
  },
);
