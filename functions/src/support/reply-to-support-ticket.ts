import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { replyToSupportTicketCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  SUPPORT_MESSAGES,
  type SupportTicketDocument,
} from '@fixwell/common/support/support-ticket';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { mailDocument } from '../mail/queue-mail';
import { replyOutcome, replyPreview } from './support-decisions';
import { supportReplyEmail } from './support-mail';
import {
  activeAdminIds,
  adminLink,
  nameOf,
  notifyAll,
  readOwnAttachments,
  repliesOf,
  requesterLink,
  ticketRef,
  writeReply,
} from './support-store';

/**
 * The requester or an active admin replies. Fixwell's reply waits for the requester, who is
 * emailed and told in the app; the requester's reply opens the ticket again and tells its
 * assignee, or every active admin when nobody has it (replyOutcome).
 */
export const replyToSupportTicket = onCallable(
  replyToSupportTicketCallable,
  async ({ ticketId, message, attachmentIds }, { uid }) => {
    const profile = await readUserProfile(uid);
    const isAdmin = profile?.role === 'admin' && profile.active === true;
    const reply = repliesOf(ticketId).doc();

    await runTransaction(async (tx) => {
      const ticket = readDoc<SupportTicketDocument<Timestamp>>(await tx.get(ticketRef(ticketId)));
      // Nobody but the requester and admins learns that a ticket exists.
      if (!ticket || (!isAdmin && ticket.requesterId !== uid))
        throw new HttpsError('not-found', SUPPORT_MESSAGES.notFound);
      if (!isAdmin && profile?.active !== true)
        throw new HttpsError('permission-denied', SUPPORT_MESSAGES.notRequester);
      const files = await readOwnAttachments(tx, uid, attachmentIds);
      if (!files.ok) throw new HttpsError('invalid-argument', files.message);
      const author = { uid, role: isAdmin ? ('support' as const) : ('requester' as const) };
      const outcome = replyOutcome(ticket, author);
      const admins = outcome.tell.kind === 'admins' ? await activeAdminIds(tx) : [];
      const authorName = isAdmin ? nameOf(profile) : ticket.requesterName;

      const now = FieldValue.serverTimestamp();
      tx.update(ticketRef(ticketId), {
        status: outcome.status,
        lastReplyAt: now,
        lastReplyBy: author.role,
        replyCount: FieldValue.increment(1),
        updatedAt: now,
        ...(outcome.assignsAuthor ? { assigneeId: uid, assigneeName: authorName } : {}),
      } satisfies Partial<Record<keyof SupportTicketDocument<WriteTime>, unknown>>);
      writeReply(tx, {
        ticketId,
        replyRef: reply,
        author: { ...author, name: authorName },
        text: message,
        attachments: files.attachments,
        attachmentRefs: files.refs,
      });

      if (outcome.tell.kind === 'requester') {
        notifyAll(tx, [ticket.requesterId], {
          type: 'support-reply',
          title: `Fixwell support replied: ${replyPreview(ticket.subject)}`,
          body: replyPreview(message),
          link: requesterLink(ticketId),
        });
        tx.create(
          db().collection(COLLECTIONS.mail).doc(),
          mailDocument(
            ticket.requesterEmail,
            supportReplyEmail(
              { requesterName: ticket.requesterName, subject: ticket.subject, text: message },
              `${appUrl()}${requesterLink(ticketId)}`,
            ),
            'support-reply',
          ),
        );
      } else {
        notifyAll(tx, outcome.tell.kind === 'assignee' ? [outcome.tell.uid] : admins, {
          type: 'support-request',
          title: `${ticket.requesterName} replied: ${replyPreview(ticket.subject)}`,
          body: replyPreview(message),
          link: adminLink(ticketId),
        });
      }
    });
    logInfo('support.replied', { ticketId, by: isAdmin ? 'support' : 'requester' });
    return { replyId: reply.id };
  },
  { auth: 'required', invalid: SUPPORT_MESSAGES.invalid },
);
