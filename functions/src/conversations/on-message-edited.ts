import type { Timestamp } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type {
  ConversationDocument,
  MessageDocument,
} from '@fixwell/common/conversations/conversation';
import { millisOf } from '@fixwell/common/timestamps';

import { runTransaction } from '../lib/transaction';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { messagePreview } from './message-preview';
import { conversationRef } from './system-messages';

/** Whether the conversation's `lastMessage` is this message (same sender, same time). */
export function isLastMessage(
  last: { senderId: string; at: unknown } | null | undefined,
  message: { senderId: string; createdAt: unknown },
): boolean {
  const at = millisOf(last?.at);
  return (
    !!last &&
    at !== null &&
    last.senderId === message.senderId &&
    at === millisOf(message.createdAt)
  );
}

/**
 * A sender corrected a message (within its 15 minutes): when it is the conversation's last
 * message, the lists' preview follows. Hidden messages are handled by hideMessage.
 */
export const onMessageEdited = onDocumentUpdated(
  `${COLLECTIONS.conversations}/{conversationId}/${COLLECTIONS.messages}/{messageId}`,
  async (event) => {
    const before = readDoc<MessageDocument<Timestamp>>(event.data?.before);
    const after = readDoc<MessageDocument<Timestamp>>(event.data?.after);
    if (!before || !after || after.kind === 'system' || after.hidden) return;
    if (before.text === after.text) return;
    const ref = conversationRef(event.params.conversationId);
    const updated = await runTransaction(async (tx) => {
      const conversation = readDoc<ConversationDocument<Timestamp>>(await tx.get(ref));
      if (!conversation || !isLastMessage(conversation.lastMessage, after)) return false;
      tx.update(ref, {
        'lastMessage.text': messagePreview({
          text: typeof after.text === 'string' ? after.text : '',
          attachment: after.attachment ?? null,
        }),
      });
      return true;
    });
    if (updated)
      logInfo('conversation.preview-edited', {
        conversationId: event.params.conversationId,
        messageId: event.params.messageId,
      });
  },
);
