import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  OUTREACH_MESSAGES,
  emptyOutreachCounts,
  senderReady,
  type OutreachCampaignDocument,
} from '@fixwell/common/admin/outreach';
import {
  saveOutreachCampaignCallable,
  setOutreachCampaignStatusCallable,
  updateOutreachSettingsCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import {
  actorOf,
  adminGuard,
  campaignRef,
  campaignsRef,
  invalidOutreachInput,
  outreachSettingsRef,
  readOutreachSettings,
  type StoredCampaign,
} from './outreach-store';
import { sendOutreachNow } from './send-outreach';

const options = { auth: 'required', guard: adminGuard, invalid: invalidOutreachInput } as const;

/** Creates a campaign (a draft) or saves a campaign's name and sequence; audited. */
export const saveOutreachCampaign = onCallable(
  saveOutreachCampaignCallable,
  async (input, { uid }) => {
    const ref = input.id ? campaignRef(input.id) : campaignsRef().doc();
    await runTransaction(async (tx) => {
      const actor = await actorOf(tx, uid);
      const existing = input.id ? readDoc<StoredCampaign>(await tx.get(ref)) : undefined;
      if (input.id && !existing)
        throw new HttpsError('not-found', OUTREACH_MESSAGES.campaignNotFound);
      if (existing) {
        tx.update(ref, {
          name: input.name,
          steps: input.steps,
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<OutreachCampaignDocument<WriteTime>>);
      } else {
        tx.create(ref, {
          name: input.name,
          steps: input.steps,
          status: 'draft',
          counts: emptyOutreachCounts(),
          createdBy: uid,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          startedAt: null,
        } satisfies OutreachCampaignDocument<WriteTime>);
      }
      recordAdminAction(tx, {
        action: existing ? 'outreach.campaign-update' : 'outreach.campaign-create',
        actor,
        target: `${COLLECTIONS.outreachCampaigns}/${ref.id}`,
        before: existing ? { name: existing.name, steps: existing.steps } : null,
        after: { name: input.name, steps: input.steps },
        reason: null,
      });
    });
    return { id: ref.id };
  },
  options,
);

/**
 * Starts or pauses a campaign; audited. Starting needs the sender's name and postal address
 * (every email carries them) and sends the first due emails at once, within today's limit.
 */
export const setOutreachCampaignStatus = onCallable(
  setOutreachCampaignStatusCallable,
  async (input, { uid }) => {
    const ref = campaignRef(input.campaignId);
    await runTransaction(async (tx) => {
      const actor = await actorOf(tx, uid);
      const campaign = readDoc<StoredCampaign>(await tx.get(ref));
      if (!campaign) throw new HttpsError('not-found', OUTREACH_MESSAGES.campaignNotFound);
      if (input.status === 'active') {
        if (campaign.status === 'active')
          throw new HttpsError('failed-precondition', OUTREACH_MESSAGES.alreadyActive);
        if (!senderReady(await readOutreachSettings(tx)))
          throw new HttpsError('failed-precondition', OUTREACH_MESSAGES.senderMissing);
      } else if (campaign.status === 'paused') {
        throw new HttpsError('failed-precondition', OUTREACH_MESSAGES.alreadyPaused);
      } else if (campaign.status === 'draft') {
        throw new HttpsError('failed-precondition', OUTREACH_MESSAGES.notStarted);
      }
      tx.update(ref, {
        status: input.status,
        ...(input.status === 'active' && !campaign.startedAt
          ? { startedAt: FieldValue.serverTimestamp() }
          : {}),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<OutreachCampaignDocument<WriteTime>>);
      recordAdminAction(tx, {
        action: input.status === 'active' ? 'outreach.campaign-start' : 'outreach.campaign-pause',
        actor,
        target: `${COLLECTIONS.outreachCampaigns}/${ref.id}`,
        before: { status: campaign.status },
        after: { status: input.status },
        reason: null,
      });
    });
    const sent =
      input.status === 'active'
        ? (await sendOutreachNow(Date.now(), { campaignId: ref.id })).sent
        : 0;
    logInfo('outreach.campaign-status', { campaignId: ref.id, status: input.status, sent });
    return { status: input.status, sent };
  },
  options,
);

/** The sender's name and postal address and the daily limit (`settings/outreach`); audited. */
export const updateOutreachSettings = onCallable(
  updateOutreachSettingsCallable,
  async (input, { uid }) => {
    await runTransaction(async (tx) => {
      const actor = await actorOf(tx, uid);
      const snapshot = await tx.get(outreachSettingsRef());
      tx.set(outreachSettingsRef(), { ...input, updatedAt: FieldValue.serverTimestamp() });
      const before = snapshot.data();
      recordAdminAction(tx, {
        action: 'outreach.settings-update',
        actor,
        target: `${COLLECTIONS.settings}/${outreachSettingsRef().id}`,
        before: before
          ? {
              senderName: before.senderName ?? null,
              postalAddress: before.postalAddress ?? null,
              dailyCap: before.dailyCap ?? null,
            }
          : null,
        after: { ...input },
        reason: null,
      });
    });
    return { saved: true as const };
  },
  options,
);
