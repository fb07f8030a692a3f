import type { DocumentReference, Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  emailCategoryOn,
  notificationPreferencesSchema,
  type EmailCategory,
  type NotificationPreferences,
} from '@fixwell/common/notification-preferences';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import type { WriteTime } from '../lib/documents';
import { signingKey, signPayload } from '../lib/signing-key';
import type { MailMessage } from './mail-templates';
import { mailDocument, type MailDocument, type MailKind } from './queue-mail';
import { escapeHtml } from '@fixwell/common/html-escape';

// Every email to a Fixwell user about an event goes through here: it honours the user's
// preferences (`notificationPreferences/{uid}`) and adds a one-click unsubscribe link for the
// email's category. Emails a person must get (password reset, verification, a document sent to
// them, a receipt) are queued with `mailDocument` directly and have no category.

export interface UserMailContext {
  preferences: NotificationPreferences;
  /** The unsubscribe link's signing key (read before any transaction write). */
  key: Buffer;
}

export function preferencesRef(uid: string): DocumentReference {
  return db().collection(COLLECTIONS.notificationPreferences).doc(uid);
}

/** A stored preferences document read leniently: anything malformed counts as the defaults. */
export function preferencesOf(data: unknown): NotificationPreferences {
  const parsed = notificationPreferencesSchema.safeParse(data);
  return parsed.success ? parsed.data : { email: {}, messageDigest: false };
}

/**
 * Reads what `userMail` needs for `uid`: in a transaction (before its writes) pass `tx`.
 * A null uid (a guest's email address) has the defaults: guests get what they asked for.
 */
export async function readUserMailContext(
  uid: string | null,
  tx?: Transaction,
): Promise<UserMailContext> {
  const key = await signingKey();
  if (!uid) return { preferences: { email: {}, messageDigest: false }, key };
  const ref = preferencesRef(uid);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return { preferences: preferencesOf(snapshot.data()), key };
}

/** The link that switches `category` off for `uid` without signing in. */
export function unsubscribeLink(key: Buffer, uid: string, category: EmailCategory): string {
  const token = signPayload(key, JSON.stringify({ u: uid, c: category }));
  return `${appUrl()}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The message with the unsubscribe line (text and HTML) and RFC 8058's one-click headers. */
export function withUnsubscribe(message: MailMessage, link: string, label: string): MailMessage {
  const line = `You get these emails because ${label.toLowerCase()} emails are on. Stop them: ${link}`;
  const htmlLine = `<p style="font-size:12px;color:#555">You get these emails because ${escapeHtml(label.toLowerCase())} emails are on. <a href="${escapeHtml(link)}">Unsubscribe from these emails</a>.</p>`;
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n${line}\n`,
    html: message.html.includes('</body>')
      ? message.html.replace('</body>', `${htmlLine}</body>`)
      : `${message.html}${htmlLine}`,
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The `mail` document for an event email to a user, or null when they switched its category off.
 * `uid` null: a guest, who gets the email (with no unsubscribe link: there is no account).
 */
export function userMail(
  context: UserMailContext,
  mail: {
    uid: string | null;
    to: string;
    message: MailMessage;
    kind: MailKind;
    category: EmailCategory;
  },
): MailDocument<WriteTime> | null {
  if (!mail.to) return null;
  if (!mail.uid) return mailDocument(mail.to, mail.message, mail.kind);
  if (!emailCategoryOn(context.preferences, mail.category)) return null;
  const link = unsubscribeLink(context.key, mail.uid, mail.category);
  const label = CATEGORY_NAMES[mail.category];
  return mailDocument(mail.to, withUnsubscribe(mail.message, link, label), mail.kind);
}

const CATEGORY_NAMES: Record<EmailCategory, string> = {
  leads: 'New lead',
  'quote-updates': 'Quote request',
  messages: 'Message',
  appointments: 'Appointment',
  documents: 'Quote and invoice',
  reviews: 'Review',
  payouts: 'Payout',
};
