import { z } from 'zod';

// Conversations between a customer and a company about one quote request
// (`conversations/{leadId}`, the lead's id `{quoteId}_{companyId}`), and their messages
// (`conversations/{id}/messages/{messageId}`). Functions open a conversation when a company
// accepts a lead (or an admin opens one for support) and keep its summary fields; participants
// write their own text messages and their own read marker, under firestore.rules.

/** A message's text: at most this many characters (the rules check it too). */
export const MESSAGE_MAX_LENGTH = 5000;
/** A sender may correct a message for this long after sending it; never after. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
/** An attachment's largest size. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, checked by its bytes (magic numbers), not its name. */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];
/** Messages a thread loads at first and per page when scrolling back. */
export const MESSAGE_PAGE_SIZE = 50;
/** Characters of the last message kept on the conversation for the list. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export type ParticipantRole = 'customer' | 'company';
export type SenderRole = ParticipantRole | 'system' | 'admin';

/** The events that post a system message into a conversation. */
export const SYSTEM_EVENTS = [
  'conversation-opened',
  'lead-accepted',
  'appointment-proposed',
  'appointment-confirmed',
  'appointment-declined',
  'appointment-change-requested',
  'appointment-rescheduled',
  'appointment-cancelled',
  'appointment-completed',
  'document-sent',
  'document-accepted',
  'document-declined',
  'document-paid',
  'review-posted',
  'support-message',
] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];

/** `conversations/{id}.lastMessage`: what the lists show without reading the thread. */
export interface MessagePreview<TTime> {
  text: string;
  senderId: string;
  senderRole: SenderRole;
  at: TTime;
}

export interface ConversationDocument<TTime> {
  /** The lead's id, `{quoteId}_{companyId}`: one conversation per quote and company. */
  leadId: string;
  quoteId: string;
  companyId: string;
  /** The customer's uid; null for a guest's request until they sign up and claim it. */
  customerId: string | null;
  /** Who may read and post: the company's uid and the customer's when known. */
  participantIds: string[];
  companyName: string;
  customerName: string;
  serviceName: string;
  /** Outward code of the job ("LS6"). */
  postcodeDistrict: string;
  lastMessage: MessagePreview<TTime> | null;
  /** Unread messages per participant uid (kept by functions; a participant resets its own). */
  unreadCounts: Record<string, number>;
  /** The participants with unread messages: the live unread badge queries this. */
  unreadBy: string[];
  /** When each participant last read the thread (written by the participant: read receipts). */
  lastReadAt: Record<string, TTime>;
  /**
   * `support`: opened by an admin with one party of a quote (openSupportConversation), who talks
   * to Fixwell support; its one participant is that party, and the other side's name is
   * SUPPORT_NAME. Absent on a lead's conversation between a company and a customer.
   */
  kind?: 'support';
  /** The admin who opened a support conversation: told when the party replies. */
  openedBy?: string;
  /** When the company accepted the lead (the first-reply promise counts from here); null on a support conversation. */
  acceptedAt: TTime | null;
  /** The company's first message (set once by functions). */
  firstCompanyMessageAt: TTime | null;
  /** Set when the lead was credited back under the first-reply promise. */
  leadCredit: { reason: LeadCreditReason; at: TTime } | null;
  createdAt: TTime;
  updatedAt: TTime;
}

export const LEAD_CREDIT_REASONS = ['company-never-wrote', 'customer-never-read'] as const;
export type LeadCreditReason = (typeof LEAD_CREDIT_REASONS)[number];

export interface MessageAttachment {
  /** `messageAttachments/{id}`: fetched through `GET /api/message-attachments/{id}`. */
  id: string;
  name: string;
  contentType: AttachmentContentType;
  bytes: number;
}

/** `conversations/{id}/messages/{messageId}`. */
export interface MessageDocument<TTime> {
  senderId: string;
  senderRole: SenderRole;
  kind: 'text' | 'system';
  /** Empty for a system message (its `system` says what happened) or a hidden message. */
  text: string;
  /** At most one file per message, uploaded first through the `api` function. */
  attachment: MessageAttachment | null;
  system: { event: SystemEvent; text: string; link: string | null } | null;
  createdAt: TTime;
  editedAt: TTime | null;
  /** Set by an admin; the text is then moved to `hiddenMessages` (admins only). */
  hidden: { reason: string; at: TTime } | null;
  /** Set by functions once onMessageCreated has counted the message (never by clients). */
  deliveredAt?: TTime;
}

/** `messageAttachments/{id}`: an uploaded file (the bytes are `message-attachments/{id}`). */
export interface MessageAttachmentDocument<TTime> {
  conversationId: string;
  uploaderId: string;
  name: string;
  contentType: AttachmentContentType;
  bytes: number;
  createdAt: TTime;
  /** Set when an admin hid the message that carried it: then only admins may fetch it. */
  hidden?: boolean;
}

/** `conversations/{id}/hiddenMessages/{messageId}`: what an admin hid (read by admins only). */
export interface HiddenMessageDocument<TTime> {
  text: string;
  attachment: MessageAttachment | null;
  reason: string;
  hiddenBy: { uid: string; email: string };
  hiddenAt: TTime;
}

/** `conversationViews/{id}`: one admin reading a quote's conversations (written by functions). */
export interface ConversationViewDocument<TTime> {
  quoteId: string;
  adminUid: string;
  adminEmail: string;
  at: TTime;
}

export const hideMessageSchema = z.object({
  conversationId: z.string().min(1).max(200),
  messageId: z.string().min(1).max(200),
  reason: z.string().trim().min(5, 'Say why the message is hidden.').max(500),
});

/** An admin writes into a conversation as Fixwell support (both participants read it). */
export const postSupportMessageSchema = z.object({
  conversationId: z.string().min(1).max(200),
  text: z
    .string()
    .trim()
    .min(1, 'Write the message.')
    .max(
      MESSAGE_MAX_LENGTH,
      `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
    ),
});

export const openQuoteConversationsSchema = z.object({ quoteId: z.string().min(1).max(200) });

/** How the party of a support conversation sees the other side. */
export const SUPPORT_NAME = 'Fixwell support';

/** A support conversation's id: one per quote and party, so opening it twice finds the first. */
export function supportConversationId(quoteId: string, partyUid: string): string {
  return `support_${quoteId}_${partyUid}`;
}

/**
 * An admin starts a conversation with one party of a quote request, the customer or a company it
 * was matched to, with a first message as Fixwell support.
 */
export const openSupportConversationSchema = z
  .object({
    quoteId: z.string().min(1).max(200),
    party: z.enum(['customer', 'company']),
    companyId: z.string().min(1).max(200).optional(),
    text: postSupportMessageSchema.shape.text,
  })
  .refine((input) => input.party === 'customer' || input.companyId !== undefined, {
    message: 'Choose the company to write to.',
    path: ['companyId'],
  });

export const SUPPORT_CONVERSATION_MESSAGES = {
  notAdmin: 'Only an admin can open a conversation as Fixwell support.',
  quoteNotFound: 'We could not find that quote request.',
  guestCustomer:
    'This customer has no Fixwell account yet, so they cannot read messages in the app. Write to them by email instead.',
  notMatched: 'That company was not matched to this quote request.',
} as const;

/** Someone an admin can write to about a quote (openQuoteConversations lists them). */
export interface SupportParty {
  party: ParticipantRole;
  /** The company's uid; null for the customer. */
  companyId: string | null;
  name: string;
  /** False for a guest customer, who has no account to read messages with. */
  reachable: boolean;
  /** Their support conversation about this quote, once an admin opened it. */
  supportConversationId: string | null;
}

/** What an admin reads for `/admin/quotes/:id/conversations` (each read is recorded). */
export interface AdminConversationView {
  id: string;
  /** A lead's conversation, or one party's with Fixwell support. */
  kind: 'lead' | 'support';
  companyId: string;
  companyName: string;
  customerName: string;
  messages: Array<{
    id: string;
    senderRole: SenderRole;
    kind: 'text' | 'system';
    text: string;
    attachment: MessageAttachment | null;
    createdAt: string;
    editedAt: string | null;
    hidden: { reason: string; at: string } | null;
  }>;
}

export const CONVERSATION_MESSAGES = {
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  empty: 'Write a message or attach a file.',
  sendFailed: 'Your message was not sent. Check your connection and try again.',
  attachmentTooBig: 'That file is larger than 10 MB. Send a smaller one.',
  attachmentType: 'Send a photo (JPEG, PNG or WebP) or a PDF.',
  notParticipant: 'You are not part of this conversation.',
  deactivated: 'Your account has been deactivated. Please contact support for assistance.',
} as const;
