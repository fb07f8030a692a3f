import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  MESSAGE_PREVIEW_LENGTH,
  type ConversationDocument,
  type MessageDocument,
  type SystemEvent,
} from '@fixwell/common/conversations/conversation';

import { db } from '../lib/admin';
import type { WriteTime } from '../lib/documents';

// System messages: what happened in the job (lead accepted, appointment proposed, document paid…)
// posted into its conversation by the function that made it happen, in the same transaction.
// A document or appointment belongs to the conversation of its lead: `{quoteId}_{companyId}`.

export function conversationRef(conversationId: string) {
  return db().collection(COLLECTIONS.conversations).doc(conversationId);
}

/**
 * Whether a conversation exists, read in the transaction (call before its writes): a system
 * message for a document made without a lead has nowhere to go.
 */
export async function conversationExists(
  tx: Transaction,
  conversationId: string,
): Promise<boolean> {
  return (await tx.get(conversationRef(conversationId))).exists;
}

export interface SystemMessage {
  conversationId: string;
  event: SystemEvent;
  /** One sentence for both sides ("Site visit proposed for 22 November 2026, 8–10am."). */
  text: string;
  /** An in-app path the message links to, if any. */
  link?: string | null;
  /** The participants whose unread count goes up (usually the other side of whoever acted). */
  notify: string[];
}

/** Posts a system message and updates the conversation's summary (the conversation must exist). */
export function postSystemMessage(tx: Transaction, message: SystemMessage): void {
  const ref = conversationRef(message.conversationId);
  const messageRef = ref.collection(COLLECTIONS.messages).doc();
  tx.create(messageRef, {
    senderId: 'system',
    senderRole: 'system',
    kind: 'system',
    text: '',
    attachment: null,
    system: { event: message.event, text: message.text, link: message.link ?? null },
    createdAt: FieldValue.serverTimestamp(),
    editedAt: null,
    hidden: null,
  } satisfies MessageDocument<WriteTime>);
  const unread = Object.fromEntries(
    message.notify.map((uid) => [`unreadCounts.${uid}`, FieldValue.increment(1)]),
  );
  tx.update(ref, {
    lastMessage: {
      text: message.text.slice(0, MESSAGE_PREVIEW_LENGTH),
      senderId: 'system',
      senderRole: 'system',
      at: FieldValue.serverTimestamp(),
    } satisfies ConversationDocument<WriteTime>['lastMessage'],
    ...unread,
    ...(message.notify.length > 0 ? { unreadBy: FieldValue.arrayUnion(...message.notify) } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
