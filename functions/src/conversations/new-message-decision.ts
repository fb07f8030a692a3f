import type { ParticipantRole } from '@fixwell/common/conversations/conversation';

// Who hears about a new message, and how: at most one notification and one email per "burst",
// i.e. only for the first message the other participant has not read yet.

/** A message of the thread as the decision needs it (epoch milliseconds). */
export interface ThreadMessage {
  id: string;
  senderId: string;
  kind: 'text' | 'system';
  createdAtMillis: number;
}

export interface NewMessageInput {
  message: ThreadMessage & { senderRole: ParticipantRole };
  conversation: {
    id: string;
    companyId: string;
    customerId: string | null;
    participantIds: readonly string[];
    /** When each participant last read the thread (epoch milliseconds). */
    lastReadAtMillis: Readonly<Record<string, number>>;
  };
  /** The newest messages of the thread (any order; this one may be among them). */
  recentMessages: readonly ThreadMessage[];
  /** The other participant's account, when they have one (null: a guest customer). */
  recipient: { active: boolean; email: string | null; messageDigest: boolean } | null;
  /** Where a guest customer is written to: the quote's contact email. */
  guestEmail: string | null;
}

export type NewMessageDecision =
  | { kind: 'ignore'; reason: 'not-a-participant' }
  | {
      kind: 'deliver';
      /** Whose unread count goes up (null: a guest, who has no account to count for). */
      recipientId: string | null;
      recipientRole: ParticipantRole;
      /** The first unread message since the recipient last read: notify and email. */
      startsBurst: boolean;
      notify: boolean;
      email: { to: string; guest: boolean } | null;
      /** Set the company's first message time (only the company's messages count). */
      firstCompanyMessage: boolean;
      /** The in-app path of the thread for the recipient. */
      link: string;
    };

/** The thread in the recipient's chat page (`c` selects it). */
export function chatLink(role: ParticipantRole, conversationId: string): string {
  return `/${role}/chat?c=${encodeURIComponent(conversationId)}`;
}

/** Where a guest signs in (or up) to read the thread. */
export function guestChatLink(conversationId: string): string {
  return `/login?redirect=${encodeURIComponent(chatLink('customer', conversationId))}`;
}

/**
 * Decides what a new text message sets off. A burst starts when the recipient has no earlier
 * unread message from the sender: none of the sender's text messages came after the recipient last
 * read the thread. (System messages do not count: otherwise the "lead accepted" notice would
 * swallow the company's first message.) A guest has never read anything, so only the first
 * message of the company reaches them by email, with a link to sign in.
 */
export function newMessageDecision(input: NewMessageInput): NewMessageDecision {
  const { message, conversation } = input;
  const fromCompany = message.senderId === conversation.companyId;
  const fromCustomer =
    conversation.customerId !== null && message.senderId === conversation.customerId;
  if ((!fromCompany && !fromCustomer) || !conversation.participantIds.includes(message.senderId))
    return { kind: 'ignore', reason: 'not-a-participant' };

  const recipientRole: ParticipantRole = fromCompany ? 'customer' : 'company';
  const recipientId = fromCompany ? conversation.customerId : conversation.companyId;
  const lastRead = recipientId ? (conversation.lastReadAtMillis[recipientId] ?? 0) : 0;
  const earlierUnread = input.recentMessages.some(
    (other) =>
      other.id !== message.id &&
      other.kind === 'text' &&
      other.senderId === message.senderId &&
      other.createdAtMillis > lastRead &&
      (other.createdAtMillis < message.createdAtMillis ||
        (other.createdAtMillis === message.createdAtMillis && other.id < message.id)),
  );
  const startsBurst = !earlierUnread;

  let email: { to: string; guest: boolean } | null = null;
  if (startsBurst) {
    if (recipientId === null) {
      email = input.guestEmail ? { to: input.guestEmail, guest: true } : null;
    } else if (input.recipient?.active && input.recipient.email && !input.recipient.messageDigest) {
      email = { to: input.recipient.email, guest: false };
    }
  }

  return {
    kind: 'deliver',
    recipientId,
    recipientRole,
    startsBurst,
    notify: startsBurst && recipientId !== null,
    email,
    firstCompanyMessage: fromCompany,
    link: chatLink(recipientRole, conversation.id),
  };
}
