import { FieldValue } from 'firebase-admin/firestore';

import { db } from '../lib/admin';
import type { MailMessage } from './mail-templates';

export type MailKind =
  | 'password-reset'
  | 'email-verification'
  | 'contact-message'
  | 'quote-received'
  | 'new-lead'
  | 'lead-accepted'
  | 'quote-no-match'
  | 'quote-recovery';

export interface MailOptions {
  /** Where replies go (the extension's `replyTo`), e.g. the sender of a contact message. */
  replyTo?: string;
}

/** A `mail` document, for writes that must share a transaction with what they announce. */
export function mailDocument(
  to: string,
  message: MailMessage,
  kind: MailKind,
  options: MailOptions = {},
): Record<string, unknown> {
  return {
    to,
    message,
    kind,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    createdAt: FieldValue.serverTimestamp(),
  };
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
    .add(mailDocument(to, message, kind, options));
  return ref.id;
}
