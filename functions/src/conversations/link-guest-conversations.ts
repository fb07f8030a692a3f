import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';

import { db } from '../lib/admin';
import { readDoc, type WriteTime } from '../lib/documents';

/**
 * When a guest's requests become a customer's (claimGuestQuotes, syncEmailVerified), the
 * conversations and appointments of those requests gain the customer as a participant. A
 * conversation the guest could not read until now counts all its messages as unread for them.
 * Idempotent: run it before the requests are marked as theirs, so a failure can be run again.
 */
export async function linkGuestConversations(
  uid: string,
  quoteIds: readonly string[],
): Promise<void> {
  for (const quoteId of quoteIds) {
    const [conversations, appointments] = await Promise.all([
      db().collection(COLLECTIONS.conversations).where('quoteId', '==', quoteId).get(),
      db().collection(COLLECTIONS.appointments).where('quoteId', '==', quoteId).get(),
    ]);
    const unread = await Promise.all(
      conversations.docs.map(async (doc) => {
        const conversation = readDoc<ConversationDocument<Timestamp>>(doc);
        // A company's conversation with Fixwell support about the same quote is not theirs.
        if (conversation?.customerId === uid || conversation?.kind === 'support') return null;
        const count = await doc.ref.collection(COLLECTIONS.messages).count().get();
        return count.data().count;
      }),
    );
    const batch = db().batch();
    conversations.docs.forEach((doc, i) => {
      const messages = unread[i];
      if (messages === null || messages === undefined) return;
      batch.update(doc.ref, {
        customerId: uid,
        participantIds: FieldValue.arrayUnion(uid),
        [`unreadCounts.${uid}`]: messages,
        ...(messages > 0 ? { unreadBy: FieldValue.arrayUnion(uid) } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    for (const doc of appointments.docs) {
      if (readDoc<AppointmentDocument<Timestamp>>(doc)?.customerId === uid) continue;
      batch.update(doc.ref, {
        customerId: uid,
        participantIds: FieldValue.arrayUnion(uid),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies { [K in 'customerId' | 'updatedAt']: AppointmentDocument<WriteTime>[K] } & {
        participantIds: FieldValue;
      });
    }
    await batch.commit();
  }
}
