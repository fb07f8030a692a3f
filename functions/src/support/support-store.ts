import {
  FieldValue,
  type DocumentReference,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { NotificationType } from '@fixwell/common/notification';
import type {
  SupportAttachment,
  SupportAttachmentDocument,
  SupportAuthorRole,
  SupportReplyDocument,
} from '@fixwell/common/support/support-ticket';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import { db } from '../lib/admin';
import { deleteObject, readObject, saveObject } from '../lib/stored-objects';
import { readDoc, type WriteTime } from '../lib/documents';
import { notificationDocument } from '../notifications/notification-document';
import { quotePhotosBucket } from '../quote-photos/photo-store';
import { checkAttachments } from './support-decisions';

// What the support callables and the attachment endpoints share: references, the admins to tell,
// binding uploaded files to a reply, and the files' bytes in Storage.

export const ticketsCollection = () => db().collection(COLLECTIONS.supportTickets);
export const ticketRef = (id: string) => ticketsCollection().doc(id);
export const repliesOf = (ticketId: string) =>
  ticketRef(ticketId).collection(COLLECTIONS.supportTicketReplies);
export const supportAttachmentRef = (id: string) =>
  db().collection(COLLECTIONS.supportAttachments).doc(id);

/** Where each side reads a ticket. */
export const requesterLink = (ticketId: string) => `/company/support?t=${ticketId}`;
export const adminLink = (ticketId: string) => `/admin/support?t=${ticketId}`;

/** Active admins (at most 50) whom an unassigned ticket's news goes to, read in `tx`. */
export async function activeAdminIds(tx: Transaction): Promise<string[]> {
  const snapshot = await tx.get(
    db()
      .collection(COLLECTIONS.users)
      .where('role', '==', 'admin')
      .where('active', '==', true)
      .limit(50),
  );
  return snapshot.docs.map((doc) => doc.id);
}

export const nameOf = (profile: UserProfileDocument<unknown> | undefined): string =>
  (profile?.businessName || profile?.displayName || profile?.email || 'Fixwell user').slice(0, 120);

/**
 * Reads the records of `ids` in `tx` and checks they are `uid`'s own unused uploads: the files
 * to put on the reply and their references to bind, or the refusal's words.
 */
export async function readOwnAttachments(
  tx: Transaction,
  uid: string,
  ids: string[],
): Promise<
  | { ok: true; attachments: SupportAttachment[]; refs: DocumentReference[] }
  | { ok: false; message: string }
> {
  const refs = ids.map(supportAttachmentRef);
  const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
  const check = checkAttachments(
    uid,
    snapshots.map((snapshot) => ({
      id: snapshot.id,
      record: readDoc<SupportAttachmentDocument<Timestamp>>(snapshot),
    })),
  );
  return check.ok ? { ...check, refs } : check;
}

/** Writes one reply in `tx` and binds its files to the ticket. */
export function writeReply(
  tx: Transaction,
  input: {
    ticketId: string;
    replyRef: DocumentReference;
    author: { uid: string; role: SupportAuthorRole; name: string };
    text: string;
    attachments: SupportAttachment[];
    attachmentRefs: DocumentReference[];
  },
): void {
  tx.create(input.replyRef, {
    authorId: input.author.uid,
    authorRole: input.author.role,
    authorName: input.author.name,
    text: input.text,
    attachments: input.attachments,
    createdAt: FieldValue.serverTimestamp(),
  } satisfies SupportReplyDocument<WriteTime>);
  for (const ref of input.attachmentRefs) {
    tx.update(ref, { ticketId: input.ticketId } satisfies Partial<
      SupportAttachmentDocument<WriteTime>
    >);
  }
}

/** An in-app notice to each of `userIds`, in `tx`. */
export function notifyAll(
  tx: Transaction,
  userIds: string[],
  notice: { type: NotificationType; title: string; body: string; link: string },
): void {
  for (const userId of new Set(userIds)) {
    tx.create(
      db().collection(COLLECTIONS.notifications).doc(),
      notificationDocument(userId, notice),
    );
  }
}

// ---- the files' bytes: `support-attachments/{id}` in the quote photos' bucket ---------------

const OBJECT_PREFIX = 'support-attachments/';

const attachmentFile = (id: string) => quotePhotosBucket().file(`${OBJECT_PREFIX}${id}`);

export async function saveSupportFile(id: string, bytes: Buffer, contentType: string) {
  await saveObject(attachmentFile(id), bytes, contentType, 'private, no-store');
}

export async function readSupportFile(id: string): Promise<Buffer | null> {
  return readObject(attachmentFile(id));
}

export async function deleteSupportFile(id: string): Promise<void> {
  await deleteObject(attachmentFile(id));
}
