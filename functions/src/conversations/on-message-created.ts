import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type {
  ConversationDocument,
  MessageDocument,
} from '@fixwell/common/conversations/conversation';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import type { StoredUserProfile } from '../lib/user-profiles';
import { newMessageEmail } from '../mail/conversation-mail-templates';
import { readUserMailContext, userMail } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import { messagePreview } from './message-preview';
import {
  guestChatLink,
  newMessageDecision,
  type NewMessageDecision,
  type ThreadMessage,
} from './new-message-decision';
import { conversationRef } from './system-messages';

/** How many of the newest messages the burst decision looks at. */
const RECENT_MESSAGES = 50;

type StoredConversation = ConversationDocument<Timestamp>;
type StoredMessage = MessageDocument<Timestamp>;

function threadMessage(id: string, message: StoredMessage): ThreadMessage {
  return {
    id,
    senderId: String(message.senderId),
    kind: message.kind === 'system' ? 'system' : 'text',
    createdAtMillis: millisOf(message.createdAt) ?? 0,
  };
}

const millisRecord = (value: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).flatMap(([uid, at]) => {
      const millis = millisOf(at);
      return millis === null ? [] : [[uid, millis]];
    }),
  );

/**
 * The party of a support conversation answered Fixwell support: the summary moves on, and the
 * admin who opened it is told in the app (admins read the thread on the quote's conversations
 * page). No first-reply time: a support conversation is not a lead's.
 */
function answerSupport(
  tx: FirebaseFirestore.Transaction,
  conversationId: string,
  conversation: StoredConversation,
  message: StoredMessage,
  messageRef: FirebaseFirestore.DocumentReference,
): void {
  const preview = messagePreview({
    text: typeof message.text === 'string' ? message.text : '',
    attachment: message.attachment ?? null,
  });
  const fromCompany = message.senderId === conversation.companyId;
  tx.update(messageRef, {
    deliveredAt: FieldValue.serverTimestamp(),
  } satisfies Partial<MessageDocument<WriteTime>>);
  tx.update(conversationRef(conversationId), {
    lastMessage: {
      text: preview,
      senderId: message.senderId,
      senderRole: fromCompany ? 'company' : 'customer',
      at: message.createdAt,
    } satisfies ConversationDocument<WriteTime>['lastMessage'],
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (!conversation.openedBy) return;
  const name = fromCompany ? conversation.companyName : conversation.customerName;
  tx.create(
    db().collection(COLLECTIONS.notifications).doc(),
    notificationDocument(conversation.openedBy, {
      type: 'new-message',
      title: `${name || 'Someone'} answered Fixwell support`,
      body: preview,
      link: `/admin/quotes/${encodeURIComponent(String(conversation.quoteId))}/conversations`,
    }),
  );
}

/**
 * A participant's text message arrived: the conversation's summary (last message, the other
 * side's unread count and `unreadBy`, the company's first message) and, at the start of a burst,
 * a notification and an email to the other side. One transaction: reads, decides, writes.
 */
export async function deliverNewMessage(
  conversationId: string,
  messageId: string,
): Promise<NewMessageDecision['kind'] | 'missing' | 'already-delivered'> {
  const ref = conversationRef(conversationId);
  const messageRef = ref.collection(COLLECTIONS.messages).doc(messageId);
  return runTransaction(async (tx) => {
    const [conversationSnapshot, messageSnapshot] = await tx.getAll(ref, messageRef);
    const conversation = readDoc<StoredConversation>(conversationSnapshot);
    const message = readDoc<StoredMessage>(messageSnapshot);
    if (!conversation || !message || message.kind === 'system') return 'missing';
    // Triggers may run twice for one message: the mark makes the second run count nothing.
    if (message.deliveredAt) return 'already-delivered';
    if (conversation.kind === 'support') {
      answerSupport(tx, conversationId, conversation, message, messageRef);
      return 'deliver';
    }

    const recent = await tx.get(
      ref.collection(COLLECTIONS.messages).orderBy('createdAt', 'desc').limit(RECENT_MESSAGES),
    );
    const customerId = typeof conversation.customerId === 'string' ? conversation.customerId : null;
    const fromCompany = message.senderId === conversation.companyId;
    const recipientId = fromCompany ? customerId : conversation.companyId;
    const profile = recipientId
      ? readDoc<StoredUserProfile>(
          await tx.get(db().collection(COLLECTIONS.users).doc(recipientId)),
        )
      : undefined;
    const mailContext = await readUserMailContext(recipientId, tx);
    const quote =
      recipientId === null
        ? readDoc<QuoteDocument<Timestamp>>(
            await tx.get(db().collection(COLLECTIONS.quotes).doc(String(conversation.quoteId))),
          )
        : undefined;

    const createdAtMillis = millisOf(message.createdAt) ?? Date.now();
    const lastReadAtMillis = millisRecord(conversation.lastReadAt);
    const decision = newMessageDecision({
      message: {
        ...threadMessage(messageId, message),
        createdAtMillis,
        senderRole: fromCompany ? 'company' : 'customer',
      },
      conversation: {
        id: conversationId,
        companyId: conversation.companyId,
        customerId,
        participantIds: Array.isArray(conversation.participantIds)
          ? conversation.participantIds
          : [],
        lastReadAtMillis,
      },
      recentMessages: recent.docs.map((doc) => threadMessage(doc.id, doc.data() as StoredMessage)),
      recipient: profile
        ? {
            active: profile.active === true,
            email: typeof profile.email === 'string' ? profile.email : null,
            messageDigest: mailContext.preferences.messageDigest,
          }
        : null,
      guestEmail: typeof quote?.contact?.email === 'string' ? quote.contact.email : null,
    });
    if (decision.kind === 'ignore') return decision.kind;
    tx.update(messageRef, {
      deliveredAt: FieldValue.serverTimestamp(),
    } satisfies Partial<MessageDocument<WriteTime>>);

    const preview = messagePreview({
      text: typeof message.text === 'string' ? message.text : '',
      attachment: message.attachment ?? null,
    });
    const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
    const lastAt = millisOf(conversation.lastMessage?.at);
    if (lastAt === null || lastAt <= createdAtMillis) {
      update.lastMessage = {
        text: preview,
        senderId: message.senderId,
        senderRole: decision.recipientRole === 'customer' ? 'company' : 'customer',
        at: message.createdAt,
      } satisfies ConversationDocument<WriteTime>['lastMessage'];
    }
    // Unread unless the recipient already read past it (the thread was open when it arrived).
    const recipient = decision.recipientId;
    if (recipient && (lastReadAtMillis[recipient] ?? 0) < createdAtMillis) {
      update[`unreadCounts.${recipient}`] = FieldValue.increment(1);
      update.unreadBy = FieldValue.arrayUnion(recipient);
    }
    if (decision.firstCompanyMessage && !conversation.firstCompanyMessageAt)
      update.firstCompanyMessageAt = message.createdAt;
    tx.update(ref, update);

    const senderName = fromCompany ? conversation.companyName : conversation.customerName;
    const recipientName = fromCompany ? conversation.customerName : conversation.companyName;
    if (decision.notify && recipient) {
      tx.create(
        db().collection(COLLECTIONS.notifications).doc(),
        notificationDocument(recipient, {
          type: 'new-message',
          title: `New message from ${senderName}`,
          body: preview,
          link: decision.link,
        }),
      );
    }
    if (decision.email) {
      const link = decision.email.guest
        ? `${appUrl()}${guestChatLink(conversationId)}`
        : `${appUrl()}${decision.link}`;
      const mail = userMail(mailContext, {
        uid: decision.email.guest ? null : recipient,
        to: decision.email.to,
        message: newMessageEmail(
          {
            recipientName,
            senderName,
            serviceName: String(conversation.serviceName ?? ''),
            preview,
            guest: decision.email.guest,
          },
          link,
        ),
        kind: 'new-message',
        category: 'messages',
      });
      if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
    }
    return decision.kind;
  });
}

/** `conversations/{id}/messages/{messageId}` created: participants' messages only. */
export const onMessageCreated = onDocumentCreated(
  `${COLLECTIONS.conversations}/{conversationId}/${COLLECTIONS.messages}/{messageId}`,
  async (event) => {
    const message = readDoc<StoredMessage>(event.data);
    if (!message || message.kind === 'system') return;
    const { conversationId, messageId } = event.params;
    try {
      const outcome = await deliverNewMessage(conversationId, messageId);
      logInfo('conversation.message-delivered', { conversationId, messageId, outcome });
    } catch (error) {
      logError('conversation.message-delivery-failed', error, { conversationId, messageId });
      throw error;
    }
  },
);
