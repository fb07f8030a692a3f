import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { hideMessageCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type {
  ConversationDocument,
  HiddenMessageDocument,
  MessageAttachmentDocument,
  MessageDocument,
} from '@fixwell/common/conversations/conversation';
import { millisOf } from '@fixwell/common/timestamps';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { conversationRef } from './system-messages';

export const HIDE_MESSAGE_MESSAGES = {
  notAdmin: 'Only an admin can hide a message.',
  notFound: 'We could not find that message.',
  system: 'System messages cannot be hidden.',
} as const;

/** What the participants' lists show instead of a hidden last message. */
export const HIDDEN_MESSAGE_PREVIEW = 'Message hidden by Fixwell';

/**
 * An admin hides a message with a reason: its text (and file) leave the document participants
 * read and move to `hiddenMessages/{messageId}`, which only admins read; the file can then be
 * fetched by admins only. Recorded in `adminAudit`. Answers `{ hidden: false }` when it already was.
 */
export const hideMessage = onCallable(
  hideMessageCallable,
  async ({ conversationId, messageId, reason }, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    const ref = conversationRef(conversationId);
    const messageRef = ref.collection(COLLECTIONS.messages).doc(messageId);
    const hidden = await runTransaction(async (tx) => {
      const [conversationSnapshot, messageSnapshot] = await tx.getAll(ref, messageRef);
      const conversation = readDoc<ConversationDocument<Timestamp>>(conversationSnapshot);
      const message = readDoc<MessageDocument<Timestamp>>(messageSnapshot);
      if (!conversation || !message)
        throw new HttpsError('not-found', HIDE_MESSAGE_MESSAGES.notFound);
      if (message.kind === 'system')
        throw new HttpsError('failed-precondition', HIDE_MESSAGE_MESSAGES.system);
      if (message.hidden) return false;

      const attachment = message.attachment ?? null;
      const attachmentRef = attachment
        ? db().collection(COLLECTIONS.messageAttachments).doc(attachment.id)
        : null;
      const storedAttachment = attachmentRef ? (await tx.get(attachmentRef)).exists : false;

      tx.set(ref.collection(COLLECTIONS.hiddenMessages).doc(messageId), {
        text: typeof message.text === 'string' ? message.text : '',
        attachment,
        reason,
        hiddenBy: { uid, email },
        hiddenAt: FieldValue.serverTimestamp(),
      } satisfies HiddenMessageDocument<WriteTime>);
      tx.update(messageRef, {
        text: '',
        attachment: null,
        hidden: { reason, at: FieldValue.serverTimestamp() },
      } satisfies Partial<MessageDocument<WriteTime>>);
      if (attachmentRef && storedAttachment)
        tx.update(attachmentRef, { hidden: true } satisfies Partial<
          MessageAttachmentDocument<WriteTime>
        >);
      // The lists show the last message's text: a hidden one must not stay there.
      const last = conversation.lastMessage;
      if (
        last &&
        last.senderId === message.senderId &&
        millisOf(last.at) === millisOf(message.createdAt)
      ) {
        tx.update(ref, { 'lastMessage.text': HIDDEN_MESSAGE_PREVIEW });
      }
      recordAdminAction(tx, {
        action: 'messages.hidden',
        actor: { uid, email },
        target: `${COLLECTIONS.conversations}/${conversationId}/${COLLECTIONS.messages}/${messageId}`,
        before: { hidden: false },
        after: { hidden: true },
        reason,
      });
      return true;
    });
    logInfo('conversation.message-hidden', { conversationId, messageId, hidden });
    return { hidden };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', HIDE_MESSAGE_MESSAGES.notAdmin),
  },
);
