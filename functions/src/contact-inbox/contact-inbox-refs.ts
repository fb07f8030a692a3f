import { HttpsError } from 'firebase-functions/https';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';

import {
  CONTACT_INBOX_MESSAGES,
  type ContactInboxFields,
} from '@fixwell/common/admin/contact-inbox';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ContactMessageDocument } from '@fixwell/common/contact-message';

import { fieldMessages } from '../companies/company-profile-update';
import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';

export type StoredContactMessage = ContactMessageDocument<Timestamp> &
  ContactInboxFields<Timestamp>;

export const contactMessageRef = (messageId: string) =>
  db().collection(COLLECTIONS.contactMessages).doc(messageId);

/** The message, read in the transaction; not-found when it is not there. */
export async function readContactMessage(
  tx: Transaction,
  messageId: string,
): Promise<StoredContactMessage> {
  const message = readDoc<StoredContactMessage>(await tx.get(contactMessageRef(messageId)));
  if (!message) throw new HttpsError('not-found', CONTACT_INBOX_MESSAGES.notFound);
  return message;
}

/** `adminAudit` target of a message. */
export const contactMessageTarget = (messageId: string) =>
  `${COLLECTIONS.contactMessages}/${messageId}`;

/** The invalid-argument answer of the inbox's callables: the first message, and one per field. */
function invalidContactInboxInput(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): HttpsError {
  return new HttpsError(
    'invalid-argument',
    error.issues[0]?.message ?? CONTACT_INBOX_MESSAGES.messageId,
    { fields: fieldMessages(error.issues) },
  );
}

/** The options of the inbox's callables: an active admin, and field messages for bad input. */
export const ADMIN_ONLY = {
  auth: 'required',
  guard: ({ uid }: { uid: string }) =>
    requireActiveRole(uid, 'admin', CONTACT_INBOX_MESSAGES.notAdmin),
  invalid: invalidContactInboxInput,
} as const;
