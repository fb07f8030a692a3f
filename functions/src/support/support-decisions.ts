import {
  SUPPORT_MESSAGES,
  type SupportAttachment,
  type SupportAttachmentDocument,
  type SupportAuthorRole,
  type SupportStatus,
} from '@fixwell/common/support/support-ticket';

// The decisions of the support callables, kept pure so they are tested without the emulators.

/** Who hears about a reply in the app (and, for the requester, by email). */
export type SupportAudience =
  { kind: 'requester' } | { kind: 'assignee'; uid: string } | { kind: 'admins' };

export interface ReplyOutcome {
  status: SupportStatus;
  assigneeId: string | null;
  /** True when the reply assigns the ticket to the admin who answered an unassigned one. */
  assignsAuthor: boolean;
  tell: SupportAudience;
}

/**
 * A reply's effect on its ticket: Fixwell's answer waits for the requester (and an unassigned
 * ticket becomes the answering admin's); the requester's reply, even on a resolved ticket, opens
 * it for Fixwell again and tells its assignee, or every active admin when nobody has it.
 */
export function replyOutcome(
  ticket: { assigneeId: string | null },
  author: { uid: string; role: SupportAuthorRole },
): ReplyOutcome {
  if (author.role === 'support') {
    const assigneeId = ticket.assigneeId ?? author.uid;
    return {
      status: 'waiting',
      assigneeId,
      assignsAuthor: ticket.assigneeId === null,
      tell: { kind: 'requester' },
    };
  }
  return {
    status: 'open',
    assigneeId: ticket.assigneeId,
    assignsAuthor: false,
    tell: ticket.assigneeId ? { kind: 'assignee', uid: ticket.assigneeId } : { kind: 'admins' },
  };
}

export interface UpdateOutcome {
  changes: { status?: SupportStatus; assigneeId?: string | null };
  /** The requester is told when their ticket is resolved. */
  tellRequesterResolved: boolean;
  /** An admin given the ticket by someone else is told. */
  tellAssignee: string | null;
}

/** What an admin's update changes: only fields that differ from the stored ticket. */
export function updateOutcome(
  ticket: { status: SupportStatus; assigneeId: string | null },
  input: { status?: SupportStatus | undefined; assigneeId?: string | null | undefined },
  actorUid: string,
): UpdateOutcome {
  const changes: UpdateOutcome['changes'] = {};
  if (input.status !== undefined && input.status !== ticket.status) changes.status = input.status;
  if (input.assigneeId !== undefined && input.assigneeId !== ticket.assigneeId)
    changes.assigneeId = input.assigneeId;
  return {
    changes,
    tellRequesterResolved: changes.status === 'resolved',
    tellAssignee: changes.assigneeId && changes.assigneeId !== actorUid ? changes.assigneeId : null,
  };
}

export type AttachmentCheck =
  { ok: true; attachments: SupportAttachment[] } | { ok: false; message: string };

/**
 * The files a message may carry: each one the caller's own upload, not yet used in a reply.
 * `records` holds each id's stored record (undefined when there is none), in the input's order.
 */
export function checkAttachments(
  uid: string,
  records: Array<{ id: string; record: SupportAttachmentDocument<unknown> | undefined }>,
): AttachmentCheck {
  const attachments: SupportAttachment[] = [];
  for (const { id, record } of records) {
    if (!record || record.uploaderId !== uid || record.ticketId !== null)
      return { ok: false, message: SUPPORT_MESSAGES.attachmentNotYours };
    attachments.push({
      id,
      name: record.name,
      contentType: record.contentType,
      bytes: record.bytes,
    });
  }
  return { ok: true, attachments };
}

/** A notification's body: the reply's first words. */
export function replyPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
