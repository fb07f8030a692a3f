import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { postSupportMessageCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { notificationDocument } from '../notifications/notification-document';
import { conversationRef, postSystemMessage } from './system-messages';

export const SUPPORT_MESSAGE_MESSAGES = {
  notAdmin: 'Only an admin can write as Fixwell support.',
  notFound: 'We could not find that conversation.',
} as const;

/** How a support message reads in the thread and the lists. */
export function supportMessageText(text: string): string {
  return `Fixwell support: ${text}`;
}

/**
 * An admin writes into a conversation as Fixwell support (a dispute, a question about a job): a
 * message both participants read, counted unread for both and told to both in the app. Posted as
 * a system message, so no participant can pass their words off as Fixwell's. Recorded in
 * `adminAudit`.
 */
export const postSupportMessage = onCallable(
  postSupportMessageCallable,
  async ({ conversationId, text }, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    await db().runTransaction(async (tx) => {
      const conversation = readDoc<ConversationDocument<Timestamp>>(
        await tx.get(conversationRef(conversationId)),
      );
      if (!conversation) throw new HttpsError('not-found', SUPPORT_MESSAGE_MESSAGES.notFound);
      const participants = conversation.participantIds ?? [];
      postSystemMessage(tx, {
        conversationId,
        event: 'support-message',
        text: supportMessageText(text),
        notify: participants,
      });
      for (const participant of participants) {
        const area = participant === conversation.companyId ? 'company' : 'customer';
        tx.create(
          db().collection(COLLECTIONS.notifications).doc(),
          notificationDocument(participant, {
            type: 'new-message',
            title: 'A message from Fixwell support',
            body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
            link: `/${area}/chat?c=${conversationId}`,
          }),
        );
      }
      recordAdminAction(tx, {
        action: 'conversations.support-message',
        actor: { uid, email },
        target: `${COLLECTIONS.conversations}/${conversationId}`,
        before: null,
        after: { text },
        reason: 'support',
      });
    });
    logInfo('conversation.support-message', { conversationId });
    return { posted: true as const };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', SUPPORT_MESSAGE_MESSAGES.notAdmin),
  },
);
