// The contact inbox's only contact with Firebase: the messages it listens to (admins read
// `contactMessages` directly) and the two callables that change them. Component tests replace
// this module.
import { CONTACT_INBOX_MESSAGES } from '@fixwell/common/admin/contact-inbox';
import {
  replyToContactMessageCallable,
  setContactMessageStatusCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from '@fixwell/common/contact-message';
import { dateOf } from '@fixwell/common/timestamps';
import { collection, doc, orderBy, query, where, type DocumentData } from 'firebase/firestore';

import type {
  InboxMessage,
  InboxPage,
  InboxReply,
  InboxStatusFilter,
} from '@/features/contact-inbox/contact-inbox-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchCount, watchDocument, watchPage } from '@/lib/firestore-live';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

function repliesOf(value: unknown): InboxReply[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const reply = item as Record<string, unknown>;
    const by = (reply.by ?? {}) as Record<string, unknown>;
    return [
      { byEmail: text(by.email), text: text(reply.text), at: dateOf(reply.at) ?? new Date() },
    ];
  });
}

export function inboxMessageFromData(id: string, data: DocumentData): InboxMessage {
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone) || null,
    topic: oneOf(CONTACT_TOPICS, data.topic, 'other'),
    message: text(data.message),
    status: oneOf(CONTACT_MESSAGE_STATUSES, data.status, 'new'),
    senderTag: text(data.ipHash).slice(0, 8),
    userAgent: text(data.userAgent),
    createdAt: dateOf(data.createdAt) ?? new Date(),
    readAt: dateOf(data.readAt),
    replies: repliesOf(data.replies),
  };
}

const converter = readConverter(inboxMessageFromData);
const messages = () =>
  collection(firestore(), COLLECTIONS.contactMessages).withConverter(converter);

/**
 * Listens to the newest `count` messages with `status` ('' for all), newest first. Index:
 * status ↑ + createdAt ↓.
 */
export function watchContactMessages(
  status: InboxStatusFilter,
  count: number,
  onData: (page: InboxPage) => void,
  onError: (error: Error) => void,
): () => void {
  const source = status
    ? query(messages(), where('status', '==', status), orderBy('createdAt', 'desc'))
    : query(messages(), orderBy('createdAt', 'desc'));
  return watchPage(
    source,
    count,
    ({ items, hasMore }) => onData({ messages: items, hasMore }),
    onError,
  );
}

/** Listens to one message (null when there is no such message). */
export function watchContactMessage(
  messageId: string,
  onData: (message: InboxMessage | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchDocument(doc(messages(), messageId), onData, onError);
}

/**
 * Listens to how many messages are new (up to MENU_COUNT_LIMIT): the number the admin
 * menu can show beside "Contact messages" (useMenuCounts).
 */
export function watchNewContactMessageCount(
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  const newMessages = query(
    collection(firestore(), COLLECTIONS.contactMessages),
    where('status', '==', 'new'),
  );
  return watchCount(newMessages, onData, onError);
}

const wording = {
  fallback: 'We could not change the message. Please try again.',
  messages: {
    'not-found': CONTACT_INBOX_MESSAGES.notFound,
    'permission-denied': CONTACT_INBOX_MESSAGES.notAdmin,
    'invalid-argument': CONTACT_INBOX_MESSAGES.messageId,
  },
};

export function setContactMessageStatus(
  input: CallableInput<typeof setContactMessageStatusCallable>,
): Promise<CallableOutput<typeof setContactMessageStatusCallable>> {
  return callFunction(setContactMessageStatusCallable, input, wording);
}

export function replyToContactMessage(
  input: CallableInput<typeof replyToContactMessageCallable>,
): Promise<CallableOutput<typeof replyToContactMessageCallable>> {
  return callFunction(replyToContactMessageCallable, input, {
    fallback: 'We could not send the reply. Please try again.',
    messages: {
      ...wording.messages,
      'invalid-argument': CONTACT_INBOX_MESSAGES.replyRequired,
      'failed-precondition': CONTACT_INBOX_MESSAGES.noSupportEmail,
      'resource-exhausted': CONTACT_INBOX_MESSAGES.tooManyReplies,
    },
  });
}
