import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import type { WriteTime } from '../lib/documents';
import type { MailMessage } from './mail-templates';

export type MailKind =
  | 'password-reset'
  | 'email-verification'
  | 'contact-message'
  | 'quote-received'
  | 'new-lead'
  | 'lead-accepted'
  | 'quote-no-match'
  | 'quote-recovery'
  | 'document-sent'
  | 'document-reminder'
  | 'quote-accepted'
  | 'quote-declined'
  | 'document-payment-receipt'
  | 'document-payment-refund'
  | 'new-message'
  | 'message-digest'
  | 'appointment'
  | 'appointment-reminder'
  | 'review-invitation'
  | 'review-received'
  | 'review-replied'
  | 'lead-credited'
  | 'lead-expired'
  | 'account-status'
  | 'contact-reply'
  | 'verification-reviewed'
  | 'insurance-expiry'
  | 'company-suspension'
  | 'sticker-order'
  | 'support-reply'
  | 'service-suggestion-reply'
  | 'newsletter-confirmation'
  | 'newsletter-test'
  | 'newsletter'
  | 'outreach';

export interface MailOptions {
  /** Where replies go (the extension's `replyTo`), e.g. the sender of a contact message. */
  replyTo?: string;
}

/** `mail/{id}`, the shape the Trigger Email extension reads (plus our `kind` for the logs). */
export interface MailDocument<TTime> {
  to: string;
  message: MailMessage;
  kind: MailKind;
  replyTo?: string;
  createdAt: TTime;
}

/** A `mail` document, for writes that must share a transaction with what they announce. */
export function mailDocument(
  to: string,
  message: MailMessage,
  kind: MailKind,
  options: MailOptions = {},
): MailDocument<WriteTime> {
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
    .collection(COLLECTIONS.mail)
    .add(mailDocument(to, message, kind, options));
  return ref.id;
}
