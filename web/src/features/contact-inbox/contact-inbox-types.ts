import type { ContactMessageStatus, ContactTopic } from '@fixwell/common/contact-message';

/** A reply an admin sent from the inbox, as the page shows it. */
export type InboxReply = { byEmail: string; text: string; at: Date };

/** `contactMessages/{id}` as the inbox shows it. */
export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  message: string;
  status: ContactMessageStatus;
  /** Short stand-in for the keyed hash of the sender's IP address, to spot repeat senders. */
  senderTag: string;
  userAgent: string;
  createdAt: Date;
  readAt: Date | null;
  replies: InboxReply[];
};

export type InboxPage = { messages: InboxMessage[]; hasMore: boolean };

/** The inbox's filter: one status, or '' for every message. */
export type InboxStatusFilter = ContactMessageStatus | '';
