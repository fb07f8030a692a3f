import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import {
  renderOutreachEmail,
  senderReady,
  type OutreachProspectDocument,
  type OutreachSettings,
} from '@fixwell/common/admin/outreach';
import { londonDateOf, londonMidnightMillis } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { suppressionId } from '../lib/email-suppression';
import { logInfo, logWarning } from '../lib/log';
import { platformSettings } from '../lib/platform-settings';
import { signingKey } from '../lib/signing-key';
import { mailDocument } from '../mail/queue-mail';
import { sendAllowance, sendDecision, withHistory } from './outreach-decisions';
import { outreachOptOutLink } from './outreach-opt-out-token';
import {
  bumpCounts,
  campaignRef,
  campaignsRef,
  prospectsRef,
  readOutreachSettings,
  writeFinalStatus,
  type StoredCampaign,
  type StoredProspect,
} from './outreach-store';

// The outreach sender: every 15 minutes, each sending campaign's due prospects get their next
// email through `mail` (kind `outreach`), never more than the daily limit (settings/outreach) in
// a London day. Each email is decided again in the transaction that queues it, so an opt-out, a
// reply, a sign-up or a pause that lands a moment before is honoured.

/** Emails one run sends at most (the daily limit still applies). */
export const OUTREACH_BATCH = 200;

/** Outreach emails queued since London midnight. */
async function sentToday(now: number): Promise<number> {
  const since = Timestamp.fromMillis(londonMidnightMillis(londonDateOf(now)));
  const counted = await db()
    .collection(COLLECTIONS.mail)
    .where('kind', '==', 'outreach')
    .where('createdAt', '>=', since)
    .count()
    .get();
  return counted.data().count;
}

interface SendContext {
  now: number;
  key: Buffer;
  settings: OutreachSettings;
  replyTo: string;
}

type Outcome = 'sent' | 'skipped' | 'stopped';

/** One prospect's next email, if it is still due: decided and queued in one transaction. */
async function sendOne(ref: DocumentReference, context: SendContext): Promise<Outcome> {
  const { now } = context;
  const email = String((await ref.get()).get('email') ?? '');
  if (!email) return 'skipped';
  const suppressionRef = db()
    .collection(COLLECTIONS.emailSuppressions)
    .doc(await suppressionId(email));
  return runTransaction(async (tx): Promise<Outcome> => {
    const prospect = readDoc<StoredProspect>(await tx.get(ref));
    if (!prospect) return 'skipped';
    const [campaignSnap, suppression] = await Promise.all([
      tx.get(campaignRef(prospect.campaignId)),
      tx.get(suppressionRef),
    ]);
    const campaign = readDoc<StoredCampaign>(campaignSnap);
    const decision = sendDecision({
      campaignStatus: campaign?.status ?? null,
      steps: campaign?.steps ?? [],
      status: prospect.status,
      stepsSent: prospect.stepsSent,
      nextSendAt: prospect.nextSendAt?.toMillis() ?? null,
      suppressed: suppression.exists,
      now,
    });
    if (!decision.send) {
      if (decision.reason === 'suppressed') {
        writeFinalStatus(tx, ref, prospect, 'opted-out', 'opted-out', now);
        return 'stopped';
      }
      if (decision.reason === 'finished' || decision.reason === 'final') {
        tx.update(ref, {
          nextSendAt: null,
          ...(decision.reason === 'finished'
            ? {
                history: withHistory(prospect.history, {
                  event: 'finished',
                  at: Timestamp.fromMillis(now),
                }),
              }
            : {}),
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<OutreachProspectDocument<WriteTime>>);
        return 'stopped';
      }
      return 'skipped';
    }
    const step = campaign!.steps[decision.step]!;
    const link = outreachOptOutLink(context.key, prospect.email);
    const rendered = renderOutreachEmail(step, prospect, context.settings, link);
    tx.create(
      db().collection(COLLECTIONS.mail).doc(),
      mailDocument(
        prospect.email,
        {
          ...rendered,
          headers: {
            'List-Unsubscribe': `<${link}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        'outreach',
        context.replyTo ? { replyTo: context.replyTo } : {},
      ),
    );
    tx.update(ref, {
      status: 'invited',
      stepsSent: decision.step + 1,
      lastSentAt: Timestamp.fromMillis(now),
      nextSendAt: decision.nextSendAt === null ? null : Timestamp.fromMillis(decision.nextSendAt),
      history: withHistory(prospect.history, {
        event: 'sent',
        step: decision.step + 1,
        at: Timestamp.fromMillis(now),
      }),
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<OutreachProspectDocument<WriteTime>>);
    bumpCounts(tx, prospect.campaignId, prospect.status, 'invited');
    return 'sent';
  });
}

export interface SendOutreachResult {
  sent: number;
  stopped: number;
  /** Why nothing could be sent at all, if so. */
  blocked: 'sender-missing' | 'daily-limit' | null;
}

/**
 * Sends the due emails of every sending campaign (or of one, when an admin starts it), within
 * what is left of today's limit.
 */
export async function sendOutreachNow(
  now = Date.now(),
  only: { campaignId?: string } = {},
): Promise<SendOutreachResult> {
  const campaignIds = only.campaignId
    ? [only.campaignId]
    : (await campaignsRef().where('status', '==', 'active').get()).docs.map((doc) => doc.id);
  if (campaignIds.length === 0) return { sent: 0, stopped: 0, blocked: null };
  const settings = await readOutreachSettings();
  if (!senderReady(settings)) {
    logWarning('outreach.sender-missing');
    return { sent: 0, stopped: 0, blocked: 'sender-missing' };
  }
  let allowance = sendAllowance(settings.dailyCap, await sentToday(now), OUTREACH_BATCH);
  if (allowance === 0) return { sent: 0, stopped: 0, blocked: 'daily-limit' };
  const context: SendContext = {
    now,
    key: await signingKey(),
    settings,
    replyTo: (await platformSettings()).supportEmail,
  };
  const result: SendOutreachResult = { sent: 0, stopped: 0, blocked: null };
  for (const campaignId of campaignIds) {
    if (allowance === 0) break;
    const due = await prospectsRef()
      .where('campaignId', '==', campaignId)
      .where('nextSendAt', '<=', Timestamp.fromMillis(now))
      .orderBy('nextSendAt')
      .limit(allowance)
      .get();
    for (const doc of due.docs) {
      if (allowance === 0) break;
      const outcome = await sendOne(doc.ref, context);
      if (outcome === 'sent') {
        result.sent += 1;
        allowance -= 1;
      } else if (outcome === 'stopped') result.stopped += 1;
    }
  }
  logInfo('outreach.sent', { sent: result.sent, stopped: result.stopped });
  return result;
}

/** Every 15 minutes: the due outreach emails. */
export const sendOutreach = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Europe/London' },
  async () => {
    await sendOutreachNow();
  },
);
