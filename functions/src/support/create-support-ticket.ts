import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { createSupportTicketCallable } from '@fixwell/common/callables';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
  supportSearchTerms,
  type SupportTicketDocument,
} from '@fixwell/common/support/support-ticket';

import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { replyPreview } from './support-decisions';
import {
  activeAdminIds,
  adminLink,
  nameOf,
  notifyAll,
  readOwnAttachments,
  repliesOf,
  ticketsCollection,
  writeReply,
} from './support-store';

/**
 * An active company opens a ticket with its first message (and files it uploaded): the ticket
 * waits for Fixwell, and every active admin is told in the app.
 */
export const createSupportTicket = onCallable(
  createSupportTicketCallable,
  async ({ subject, category, message, attachmentIds }, { uid }) => {
    const profile = await readUserProfile(uid);
    if (profile?.role !== 'company' || profile.active !== true)
      throw new HttpsError('permission-denied', SUPPORT_MESSAGES.notRequester);
    const requesterName = nameOf(profile);
    const ticket = ticketsCollection().doc();
    const reply = repliesOf(ticket.id).doc();

    await runTransaction(async (tx) => {
      const files = await readOwnAttachments(tx, uid, attachmentIds);
      if (!files.ok) throw new HttpsError('invalid-argument', files.message);
      const admins = await activeAdminIds(tx);
      const now = FieldValue.serverTimestamp();
      tx.create(ticket, {
        requesterId: uid,
        requesterRole: 'company',
        requesterName,
        requesterEmail: profile.email,
        companyId: uid,
        subject,
        category,
        status: 'open',
        assigneeId: null,
        assigneeName: null,
        lastReplyAt: now,
        lastReplyBy: 'requester',
        replyCount: 1,
        searchTerms: supportSearchTerms(subject, requesterName, profile.email),
        createdAt: now,
        updatedAt: now,
      } satisfies SupportTicketDocument<WriteTime>);
      writeReply(tx, {
        ticketId: ticket.id,
        replyRef: reply,
        author: { uid, role: 'requester', name: requesterName },
        text: message,
        attachments: files.attachments,
        attachmentRefs: files.refs,
      });
      notifyAll(tx, admins, {
        type: 'support-request',
        title: `New support ticket from ${requesterName}`,
        body: `${SUPPORT_CATEGORY_LABELS[category]}: ${replyPreview(subject)}`,
        link: adminLink(ticket.id),
      });
    });
    logInfo('support.ticket-created', { ticketId: ticket.id, category });
    return { ticketId: ticket.id };
  },
  { auth: 'required', invalid: SUPPORT_MESSAGES.invalid },
);
