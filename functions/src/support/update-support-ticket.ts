import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { updateSupportTicketCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  SUPPORT_MESSAGES,
  SUPPORT_STATUS_LABELS,
  type SupportTicketDocument,
} from '@fixwell/common/support/support-ticket';

import { recordAdminAction } from '../lib/admin-audit';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { updateOutcome } from './support-decisions';
import { adminLink, nameOf, notifyAll, requesterLink, ticketRef } from './support-store';

/**
 * An admin changes a ticket's status or assignee (an active admin, or nobody). Recorded in the
 * admin audit; the requester hears when it is resolved, an admin when someone else assigns it
 * to them.
 */
export const updateSupportTicket = onCallable(
  updateSupportTicketCallable,
  async ({ ticketId, status, assigneeId }, { uid }) => {
    const actor = await readUserProfile(uid);
    let assigneeName: string | null = null;
    if (typeof assigneeId === 'string') {
      const assignee = await readUserProfile(assigneeId);
      if (assignee?.role !== 'admin' || assignee.active !== true)
        throw new HttpsError('invalid-argument', SUPPORT_MESSAGES.assigneeNotAdmin);
      assigneeName = nameOf(assignee);
    }
    await runTransaction(async (tx) => {
      const ticket = readDoc<SupportTicketDocument<Timestamp>>(await tx.get(ticketRef(ticketId)));
      if (!ticket) throw new HttpsError('not-found', SUPPORT_MESSAGES.notFound);
      const outcome = updateOutcome(ticket, { status, assigneeId }, uid);
      const { changes } = outcome;
      if (Object.keys(changes).length === 0) return;
      tx.update(ticketRef(ticketId), {
        ...changes,
        ...('assigneeId' in changes ? { assigneeName } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordAdminAction(tx, {
        action: 'support.ticket-updated',
        actor: { uid, email: actor?.email ?? '' },
        target: `${COLLECTIONS.supportTickets}/${ticketId}`,
        before: {
          ...('status' in changes ? { status: ticket.status } : {}),
          ...('assigneeId' in changes ? { assigneeId: ticket.assigneeId } : {}),
        },
        after: changes,
        reason: null,
      });
      if (outcome.tellRequesterResolved)
        notifyAll(tx, [ticket.requesterId], {
          type: 'support-resolved',
          title: `Support ticket resolved: ${ticket.subject}`,
          body: `${SUPPORT_STATUS_LABELS.resolved}. Reply if you still need help and it opens again.`,
          link: requesterLink(ticketId),
        });
      if (outcome.tellAssignee)
        notifyAll(tx, [outcome.tellAssignee], {
          type: 'support-request',
          title: `A support ticket was assigned to you: ${ticket.subject}`,
          body: `From ${ticket.requesterName}.`,
          link: adminLink(ticketId),
        });
    });
    logInfo('support.ticket-updated', { ticketId });
    return { updated: true as const };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', SUPPORT_MESSAGES.notAdmin),
    invalid: SUPPORT_MESSAGES.invalid,
  },
);
