import { z } from 'zod';

import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '../contact-message';

// `/admin/contact-messages` (issue 16 §1): the inbox of POST /api/contact messages. Admins read
// `contactMessages` directly; every change (status, reply) goes through a callable that checks
// an active admin and records an `adminAudit` entry, so the rules allow no client write at all.

export const CONTACT_STATUS_LABELS: Readonly<Record<ContactMessageStatus, string>> = {
  new: 'New',
  read: 'Read',
  archived: 'Archived',
};

export const CONTACT_REPLY_MIN_LENGTH = 2;
export const CONTACT_REPLY_MAX_LENGTH = 5000;
/** A message keeps at most this many replies (an array on the message, newest last). */
export const CONTACT_REPLIES_MAX = 50;
/** Messages per page of the inbox. */
export const CONTACT_INBOX_PAGE_SIZE = 25;

export const CONTACT_INBOX_MESSAGES = {
  notAdmin: 'Only an active admin can deal with contact messages.',
  messageId: 'Choose a contact message.',
  status: 'Choose new, read or archived.',
  notFound: 'This contact message no longer exists.',
  replyRequired: 'Write your reply.',
  replyTooShort: `Your reply must be at least ${CONTACT_REPLY_MIN_LENGTH} characters.`,
  replyTooLong: 'Your reply must be 5,000 characters or fewer.',
  tooManyReplies: `This message already has ${CONTACT_REPLIES_MAX} replies. Answer by email from the support inbox instead.`,
  noSupportEmail:
    'Set the support email address in Settings first: replies go out with it as their reply-to address.',
  replySent: 'Reply sent. It is queued for email and recorded on the message.',
} as const;

const messageIdSchema = z
  .string({ message: CONTACT_INBOX_MESSAGES.messageId })
  .trim()
  .min(1, { message: CONTACT_INBOX_MESSAGES.messageId })
  .max(200, { message: CONTACT_INBOX_MESSAGES.messageId })
  .refine((id) => !id.includes('/'), { message: CONTACT_INBOX_MESSAGES.messageId });

export const setContactMessageStatusSchema = z.object({
  messageId: messageIdSchema,
  status: z.enum(CONTACT_MESSAGE_STATUSES, { message: CONTACT_INBOX_MESSAGES.status }),
});
export type SetContactMessageStatusInput = z.input<typeof setContactMessageStatusSchema>;

export const contactReplySchema = z.object({
  text: z
    .string({ message: CONTACT_INBOX_MESSAGES.replyRequired })
    .trim()
    .min(1, { message: CONTACT_INBOX_MESSAGES.replyRequired, abort: true })
    .min(CONTACT_REPLY_MIN_LENGTH, { message: CONTACT_INBOX_MESSAGES.replyTooShort })
    .max(CONTACT_REPLY_MAX_LENGTH, { message: CONTACT_INBOX_MESSAGES.replyTooLong }),
});

export const replyToContactMessageSchema = contactReplySchema.extend({
  messageId: messageIdSchema,
});
export type ReplyToContactMessageInput = z.input<typeof replyToContactMessageSchema>;

/** One reply an admin sent from the inbox, kept on the message (`replies`, oldest first). */
export interface ContactReply<TTime> {
  by: { uid: string; email: string };
  text: string;
  at: TTime;
  /** The `mail` document that carries it. */
  mailId: string;
}

/**
 * What the inbox's callables add to `contactMessages/{id}` (beside `ContactMessageDocument`):
 * when an admin first opened it, the replies, and when the last one went.
 */
export interface ContactInboxFields<TTime> {
  readAt?: TTime | null;
  replies?: ContactReply<TTime>[];
  lastRepliedAt?: TTime;
  updatedAt?: TTime;
}

/** The audit actions of the inbox (`adminAudit.action`, target `contactMessages/{id}`). */
export const CONTACT_AUDIT_ACTIONS = {
  status: 'contact-message.status-changed',
  reply: 'contact-message.replied',
} as const;
