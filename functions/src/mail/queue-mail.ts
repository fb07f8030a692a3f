import { FieldValue } from 'firebase-admin/firestore';

import { db } from '../lib/admin';
import type { MailMessage } from './mail-templates';

export type MailKind = 'password-reset' | 'email-verification';

/**
 * Queues an email in `mail`, the collection the Firebase Trigger Email extension sends from.
 * Only functions write here; the rules deny every client.
 */
export async function queueMail(to: string, message: MailMessage, kind: MailKind): Promise<string> {
  const ref = await db().collection('mail').add({
    to,
    message,
    kind,
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}
