import { FieldValue } from 'firebase-admin/firestore';

import { db } from '../lib/admin';
import type { MailMessage } from './mail-templates';

export type MailKind =
  'password-reset' | 'email-verification' | 'contact-message' | 'quote-received';

export interface MailOptions {
  /** Where replies go (the extension's `replyTo`), e.g. the sender of a contact message. */
  replyTo?: string;
}

/**
 * Queues an email in `mail`, the collection the Firebase Trigger Email extension sends from.
 * Only functions write here; the rules deny every client.
 */
export async function queueMail(
  to: string,
  message: MailMessage,
  kind: MailKind,
  options: MailOptions = {},
): Promise<string> {
  const ref = await db()
    .collection('mail')
    .add({
      to,
      message,
      kind,
      ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      createdAt: FieldValue.serverTimestamp(),
    });
  return ref.id;
}
