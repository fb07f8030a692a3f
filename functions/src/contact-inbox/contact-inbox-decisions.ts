import { CONTACT_REPLIES_MAX } from '@fixwell/common/admin/contact-inbox';
import type { ContactMessageStatus } from '@fixwell/common/contact-message';

// The inbox's decisions, pure: the handlers read the message, ask these, then write.

export type StatusChange =
  { change: false } | { change: true; status: ContactMessageStatus; stampReadAt: boolean };

/**
 * Moving a message to `next`: nothing when it is there already (no write, no audit entry); the
 * first time it is read or archived, when it was first opened is kept (`readAt`), so marking it
 * new again does not forget that somebody saw it.
 */
export function statusChange(
  current: { status: ContactMessageStatus; readAt: unknown },
  next: ContactMessageStatus,
): StatusChange {
  if (current.status === next) return { change: false };
  const neverRead = current.readAt === undefined || current.readAt === null;
  return { change: true, status: next, stampReadAt: next !== 'new' && neverRead };
}

export type ReplyDecision =
  | { send: true; statusAfter: ContactMessageStatus; stampReadAt: boolean }
  | { send: false; why: 'too-many-replies' | 'no-support-email' };

/**
 * Whether a reply may go: only with a support address to reply to, and never past
 * CONTACT_REPLIES_MAX on one message. Answering a new message marks it read; an archived one stays
 * archived.
 */
export function replyDecision(
  message: { status: ContactMessageStatus; readAt: unknown; replyCount: number },
  supportEmail: string,
): ReplyDecision {
  if (!supportEmail) return { send: false, why: 'no-support-email' };
  if (message.replyCount >= CONTACT_REPLIES_MAX) return { send: false, why: 'too-many-replies' };
  const change = statusChange(message, message.status === 'new' ? 'read' : message.status);
  return {
    send: true,
    statusAfter: change.change ? change.status : message.status,
    stampReadAt: change.change ? change.stampReadAt : false,
  };
}
