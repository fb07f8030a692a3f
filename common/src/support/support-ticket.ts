import { z } from 'zod';

import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  type AttachmentContentType,
} from '../conversations/conversation';

// Support tickets (issue 15 §3): a company (or a customer) asks Fixwell for help; admins answer
// in a thread. `supportTickets/{id}` and its `replies/{replyId}` are written by functions only
// (functions/src/support/); the requester and admins read them.

/** What a ticket is about, in the order the form lists them. */
export const SUPPORT_CATEGORIES = [
  'account',
  'verification',
  'leads',
  'billing',
  'payments',
  'technical',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account and profile',
  verification: 'Verification',
  leads: 'Leads',
  billing: 'Billing and subscription',
  payments: 'Payments and payouts',
  technical: 'Technical problem',
  other: 'Something else',
};

/**
 * `open`: waiting for Fixwell; `waiting`: Fixwell answered, waiting for the requester;
 * `resolved`: done (a reply from the requester opens it again).
 */
export const SUPPORT_STATUSES = ['open', 'waiting', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** How the requester reads a status. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Waiting for Fixwell',
  waiting: 'Waiting for you',
  resolved: 'Resolved',
};

/** How an admin reads a status. */
export const SUPPORT_STATUS_ADMIN_LABELS: Record<SupportStatus, string> = {
  open: 'Open (waiting for us)',
  waiting: 'Waiting for the requester',
  resolved: 'Resolved',
};

export const SUPPORT_SUBJECT_MIN = 5;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Files one message may carry. */
export const SUPPORT_ATTACHMENTS_MAX = 5;
/** Uploads: the conversations' types and size (photos and PDFs up to 10 MB). */
export const SUPPORT_ATTACHMENT_CONTENT_TYPES = ATTACHMENT_CONTENT_TYPES;
export const SUPPORT_ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_BYTES;

export type SupportRequesterRole = 'company' | 'customer';
export type SupportAuthorRole = 'requester' | 'support';

/** A file as a reply carries it (and as POST /api/support-attachments answers). */
export interface SupportAttachment {
  id: string;
  name: string;
  contentType: AttachmentContentType;
  bytes: number;
}

/** `supportTickets/{id}`. */
export interface SupportTicketDocument<TTime> {
  requesterId: string;
  requesterRole: SupportRequesterRole;
  requesterName: string;
  requesterEmail: string;
  /** The requester's uid when a company asks, else null. */
  companyId: string | null;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  lastReplyAt: TTime;
  lastReplyBy: SupportAuthorRole;
  replyCount: number;
  /** Lower-case words of the subject, the requester's name and email: the admin search. */
  searchTerms: string[];
  createdAt: TTime;
  updatedAt: TTime;
}

/** `supportTickets/{id}/replies/{replyId}`; the first is the requester's opening message. */
export interface SupportReplyDocument<TTime> {
  authorId: string;
  authorRole: SupportAuthorRole;
  authorName: string;
  text: string;
  attachments: SupportAttachment[];
  createdAt: TTime;
}

/** `supportAttachments/{id}`: an uploaded file's record (functions only). */
export interface SupportAttachmentDocument<TTime> {
  uploaderId: string;
  /** Bound when a reply uses it; until then only its uploader may use or read it. */
  ticketId: string | null;
  name: string;
  contentType: AttachmentContentType;
  bytes: number;
  createdAt: TTime;
}

export const SUPPORT_MESSAGES = {
  subjectShort: `Write a subject of at least ${SUPPORT_SUBJECT_MIN} characters.`,
  subjectLong: `A subject can be at most ${SUPPORT_SUBJECT_MAX} characters.`,
  category: 'Choose what your question is about.',
  messageEmpty: 'Write your message.',
  messageLong: `A message can be at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-GB')} characters.`,
  tooManyAttachments: `Attach at most ${SUPPORT_ATTACHMENTS_MAX} files to one message.`,
  attachmentNotYours: 'One of the files could not be attached. Upload it again.',
  notRequester: 'Only companies and customers with an active account can open a support ticket.',
  notFound: 'We could not find that support ticket.',
  notAdmin: 'Only an admin can change a support ticket.',
  assigneeNotAdmin: 'Tickets can only be assigned to an active admin.',
  nothingToChange: 'Choose a status or an assignee to change.',
  invalid: 'Check the highlighted fields and try again.',
} as const;

const subject = z
  .string()
  .trim()
  .min(SUPPORT_SUBJECT_MIN, SUPPORT_MESSAGES.subjectShort)
  .max(SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGES.subjectLong);
const message = z
  .string()
  .trim()
  .min(1, SUPPORT_MESSAGES.messageEmpty)
  .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageLong);
const attachmentIds = z
  .array(z.string().regex(/^[0-9a-f]{32}$/, SUPPORT_MESSAGES.attachmentNotYours))
  .max(SUPPORT_ATTACHMENTS_MAX, SUPPORT_MESSAGES.tooManyAttachments)
  .refine((ids) => new Set(ids).size === ids.length, SUPPORT_MESSAGES.attachmentNotYours)
  .default([]);
const ticketId = z.string().min(1).max(200);

export const createSupportTicketSchema = z.object({
  subject,
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category }),
  message,
  attachmentIds,
});
export type CreateSupportTicketInput = z.input<typeof createSupportTicketSchema>;

export const replyToSupportTicketSchema = z.object({ ticketId, message, attachmentIds });
export type ReplyToSupportTicketInput = z.input<typeof replyToSupportTicketSchema>;

export const updateSupportTicketSchema = z
  .object({
    ticketId,
    status: z.enum(SUPPORT_STATUSES).optional(),
    /** An active admin's uid, or null to unassign. */
    assigneeId: z.string().min(1).max(128).nullable().optional(),
  })
  .refine((input) => input.status !== undefined || input.assigneeId !== undefined, {
    message: SUPPORT_MESSAGES.nothingToChange,
  });
export type UpdateSupportTicketInput = z.input<typeof updateSupportTicketSchema>;

/** The words a ticket can be found by: lower case, without punctuation, at most 60. */
export function supportSearchTerms(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const word of lower.split(/[^\p{L}\p{N}@.'-]+/u)) {
      const trimmed = word.replace(/^[.'-]+|[.'-]+$/g, '');
      if (trimmed.length >= 2) words.add(trimmed);
    }
    // The whole email address, and its parts, so "acme" and "office@acme.co.uk" both find it.
    if (lower.includes('@')) {
      const [local, domain] = lower.trim().split('@');
      if (local) words.add(local);
      if (domain) words.add(domain);
    }
  }
  return [...words].slice(0, 60);
}

/** The term the admin search box sends: its first word, lower case (or null when empty). */
export function supportSearchTerm(input: string): string | null {
  return supportSearchTerms(input)[0] ?? null;
}
