import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { postSupportMessageCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
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
 * Writes `text` into a conversation as Fixwell support, in `tx` (after its reads): a system
 * message every participant reads, counted unread for them and told to them in the app, and the
 * admin's action in `adminAudit`. Posted as a system message, so no participant can pass their
 * words off as Fixwell's.
 */
export function writeSupportMessage(
  tx: Transaction,
  input: {
    conversationId: string;
    conversation: Pick<ConversationDocument<unknown>, 'participantIds' | 'companyId'>;
    text: string;
    actor: { uid: string; email: string };
  },
): void {
  const { conversationId, conversation, text, actor } = input;
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
    actor,
    target: `${COLLECTIONS.conversations}/${conversationId}`,
    before: null,
    after: { text },
    reason: 'support',
  });
}

/**
 * An admin writes into a conversation as Fixwell support (a dispute, a question about a job): a
 * message its participants read (writeSupportMessage).
 */
export const postSupportMessage = onCallable(
  postSupportMessageCallable,
  async ({ conversationId, text }, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    await runTransaction(async (tx) => {
      const conversation = readDoc<ConversationDocument<Timestamp>>(
        await tx.get(conversationRef(conversationId)),
      );
      if (!conversation) throw new HttpsError('not-found', SUPPORT_MESSAGE_MESSAGES.notFound);
      writeSupportMessage(tx, { conversationId, conversation, text, actor: { uid, email } });
    });
    logInfo('conversation.support-message', { conversationId });
    return { posted: true as const };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', SUPPORT_MESSAGE_MESSAGES.notAdmin),
  },
);
