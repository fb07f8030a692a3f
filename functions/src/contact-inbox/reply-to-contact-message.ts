import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  CONTACT_AUDIT_ACTIONS,
  CONTACT_INBOX_MESSAGES,
  type ContactInboxFields,
  type ContactReply,
} from '@fixwell/common/admin/contact-inbox';
import { replyToContactMessageCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ContactMessageDocument } from '@fixwell/common/contact-message';
import { millisOf } from '@fixwell/common/timestamps';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { platformSettings } from '../lib/platform-settings';
import { readUserProfile } from '../lib/user-profiles';
import { mailDocument } from '../mail/queue-mail';
import { replyDecision } from './contact-inbox-decisions';
import {
  contactMessageRef,
  contactMessageTarget,
  ADMIN_ONLY,
  readContactMessage,
} from './contact-inbox-refs';
import { contactReplyEmail } from './contact-reply-mail';

const REFUSALS = {
  'no-support-email': new HttpsError('failed-precondition', CONTACT_INBOX_MESSAGES.noSupportEmail),
  'too-many-replies': new HttpsError('resource-exhausted', CONTACT_INBOX_MESSAGES.tooManyReplies),
} as const;

/**
 * An admin answers a contact message by email: in one transaction the email is queued in `mail`
 * (to the sender, replies going to the support inbox of /admin/settings), the reply is added to
 * the message's `replies` with who sent it and when, a new message becomes read, and `adminAudit`
 * records it. The sender asked us something, so the email is one they must get (`mailDocument`).
 */
export const replyToContactMessage = onCallable(
  replyToContactMessageCallable,
  async ({ messageId, text }, { uid }) => {
    const [profile, settings] = await Promise.all([readUserProfile(uid), platformSettings()]);
    const actor = { uid, email: profile?.email ?? '' };
    const replyCount = await runTransaction(async (tx) => {
      const message = await readContactMessage(tx, messageId);
      const replies = Array.isArray(message.replies) ? message.replies : [];
      const decision = replyDecision(
        { status: message.status, readAt: message.readAt, replyCount: replies.length },
        settings.supportEmail,
      );
      if (!decision.send) throw REFUSALS[decision.why];

      const mailRef = db().collection(COLLECTIONS.mail).doc();
      tx.create(
        mailRef,
        mailDocument(
          message.email,
          contactReplyEmail(
            {
              name: message.name,
              originalMessage: message.message,
              sentAtMillis: millisOf(message.createdAt),
              reply: text,
            },
            `${appUrl()}/contact`,
          ),
          'contact-reply',
          { replyTo: settings.supportEmail },
        ),
      );
      const now = Timestamp.now();
      const reply: ContactReply<WriteTime> = { by: actor, text, at: now, mailId: mailRef.id };
      tx.update(contactMessageRef(messageId), {
        replies: [...replies, reply],
        lastRepliedAt: now,
        status: decision.statusAfter,
        ...(decision.stampReadAt ? { readAt: now } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<ContactMessageDocument<WriteTime> & ContactInboxFields<WriteTime>>);
      recordAdminAction(tx, {
        action: CONTACT_AUDIT_ACTIONS.reply,
        actor,
        target: contactMessageTarget(messageId),
        before: { status: message.status, replyCount: replies.length },
        after: { status: decision.statusAfter, replyCount: replies.length + 1, mailId: mailRef.id },
        reason: null,
      });
      return replies.length + 1;
    });
    logInfo('contact-inbox.replied', { messageId, replyCount });
    return { replyCount };
  },
  ADMIN_ONLY,
);
