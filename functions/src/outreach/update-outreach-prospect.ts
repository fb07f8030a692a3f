import { HttpsError } from 'firebase-functions/https';

import { OUTREACH_MESSAGES, isFinalProspectStatus } from '@fixwell/common/admin/outreach';
import { updateOutreachProspectCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { onCallable } from '../lib/callable';
import { readDoc } from '../lib/documents';
import {
  actorOf,
  adminGuard,
  bumpCounts,
  invalidOutreachInput,
  prospectRef,
  writeFinalStatus,
  type StoredProspect,
} from './outreach-store';

/**
 * An admin marks a prospect as replied (its sequence stops: the sender checks the status in the
 * transaction that would queue the next email) or removes it from its campaign. Audited.
 */
export const updateOutreachProspect = onCallable(
  updateOutreachProspectCallable,
  async (input, { uid }) => {
    const ref = prospectRef({ id: input.prospectId });
    return runTransaction(async (tx) => {
      const actor = await actorOf(tx, uid);
      const prospect = readDoc<StoredProspect>(await tx.get(ref));
      if (!prospect) throw new HttpsError('not-found', OUTREACH_MESSAGES.prospectNotFound);
      const audit = {
        actor,
        target: `${COLLECTIONS.outreachProspects}/${ref.id}`,
        before: { status: prospect.status, email: prospect.email },
        reason: null,
      };
      if (input.action === 'remove') {
        tx.delete(ref);
        bumpCounts(tx, prospect.campaignId, prospect.status, null);
        recordAdminAction(tx, { ...audit, action: 'outreach.prospect-remove', after: null });
        return { status: 'removed' as const };
      }
      if (isFinalProspectStatus(prospect.status))
        throw new HttpsError(
          'failed-precondition',
          OUTREACH_MESSAGES.alreadyFinal(prospect.status),
        );
      writeFinalStatus(tx, ref, prospect, 'replied', 'replied', Date.now(), actor.email);
      recordAdminAction(tx, {
        ...audit,
        action: 'outreach.prospect-replied',
        after: { status: 'replied', email: prospect.email },
      });
      return { status: 'replied' as const };
    });
  },
  { auth: 'required', guard: adminGuard, invalid: invalidOutreachInput },
);
