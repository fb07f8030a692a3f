import type {
  ConversationDocument,
  MessageAttachment,
  MessageDocument,
  ParticipantRole,
} from '@fixwell/common/conversations/conversation';

/** A conversation as the pages use it: dates as `Date`, pending server times estimated. */
export type Conversation = Omit<
  ConversationDocument<Date>,
  'acceptedAt' | 'firstCompanyMessageAt' | 'leadCredit'
> & { id: string };

/** One message of a thread. */
export type Message = MessageDocument<Date> & { id: string };

/** A page of the newest conversations or messages, and whether older ones exist. */
export type ConversationPage = { conversations: Conversation[]; hasMore: boolean };
/** The newest messages of a thread, oldest first, and whether older ones exist. */
export type MessagePage = { messages: Message[]; hasMore: boolean };

/** What a participant writes: the rules check exactly this shape. */
export type NewMessage = {
  senderId: string;
  senderRole: ParticipantRole;
  text: string;
  attachment: MessageAttachment | null;
};

/** The side the signed-in person is on in a conversation. */
export function roleIn(
  conversation: Pick<Conversation, 'companyId'>,
  uid: string,
): ParticipantRole {
  return conversation.companyId === uid ? 'company' : 'customer';
}

/** The other side's name, as the list and the thread's header show it. */
export function otherPartyName(
  conversation: Pick<Conversation, 'companyId' | 'companyName' | 'customerName'>,
  uid: string,
): string {
  return roleIn(conversation, uid) === 'company'
    ? conversation.customerName || 'Customer'
    : conversation.companyName || 'Company';
}

/** When the other side last read the thread (null when it never has). */
export function otherReadAt(conversation: Conversation, uid: string): Date | null {
  let latest: Date | null = null;
  for (const [participant, at] of Object.entries(conversation.lastReadAt)) {
    if (participant === uid) continue;
    if (!latest || at.getTime() > latest.getTime()) latest = at;
  }
  return latest;
}
