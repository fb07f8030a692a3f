import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import { FIRST_REPLY_LOOKBACK_MS } from '@fixwell/common/lead/first-reply-rules';
import type {
  ExtraLeadRefundStatus,
  LeadAllowanceDocument,
  LeadDocument,
} from '@fixwell/common/lead/lead';
import type { SubscriptionDocument } from '@fixwell/common/subscription';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../../lib/admin';
import { runTransaction } from '../../lib/transaction';
import { appUrl } from '../../lib/app-url';
import { readDoc, type WriteTime } from '../../lib/documents';
import { logError, logInfo } from '../../lib/log';
import { platformSettings } from '../../lib/platform-settings';
import { STRIPE_SECRETS } from '../../lib/stripe';
import type { StoredUserProfile } from '../../lib/user-profiles';
import { readUserMailContext } from '../../mail/user-mail';
import {
  allowanceCredit,
  allowancePeriodStart,
  firstReplyVerdict,
  firstReplyWindowsOf,
  type FirstReplyConversation,
  type FirstReplyWindows,
} from './first-reply-decisions';
import { creditWindowHours, leadCreditedEmail, leadCreditWords } from './first-reply-mail';
import { refundCreditedExtraLead, unsettledExtraLeadRefunds } from './refund-extra-lead';
import { tellCompanyAboutLead } from './tell-company';

type StoredConversation = ConversationDocument<Timestamp>;
type StoredLead = LeadDocument<Timestamp>;

const BATCH = 200;

/** The conversation's first-reply fields as the decision reads them. */
export function firstReplyFactsOf(conversation: StoredConversation): FirstReplyConversation {
  const lastRead: Record<string, number | null> = {};
  for (const [uid, at] of Object.entries(conversation.lastReadAt ?? {}))
    lastRead[uid] = millisOf(at);
  return {
    acceptedAtMillis: millisOf(conversation.acceptedAt),
    firstCompanyMessageAtMillis: millisOf(conversation.firstCompanyMessageAt),
    customerId: typeof conversation.customerId === 'string' ? conversation.customerId : null,
    lastReadAtMillis: lastRead,
    credited: conversation.leadCredit != null,
  };
}

/** Every document of a query, a page at a time (the look-back window bounds how many). */
async function allOf(base: Query, orderField: string): Promise<QueryDocumentSnapshot[]> {
  const found: QueryDocumentSnapshot[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = base.orderBy(orderField).orderBy(FieldPath.documentId()).limit(BATCH);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    found.push(...snapshot.docs);
    if (snapshot.size < BATCH) return found;
    after = snapshot.docs[snapshot.docs.length - 1];
  }
}

/**
 * The conversations that may be due a credit: (a) no first message, accepted 48 hours ago or more;
 * (b) a first message 48 hours old or more. Each looks back FIRST_REPLY_LOOKBACK_MS past its
 * deadline, so the queries stay bounded (indexes: firstCompanyMessageAt, leadCredit, acceptedAt;
 * leadCredit, firstCompanyMessageAt), and each is read to the end, so threads that were read
 * cannot crowd out unread ones. The decision is taken again in each transaction.
 */
async function candidates(now: number, windows: FirstReplyWindows): Promise<DocumentReference[]> {
  const conversations = db().collection(COLLECTIONS.conversations);
  const { noFirstMessageCreditMs, unreadCreditMs } = windows;
  const neverWroteBefore = Timestamp.fromMillis(now - noFirstMessageCreditMs);
  const neverWroteAfter = Timestamp.fromMillis(
    now - noFirstMessageCreditMs - FIRST_REPLY_LOOKBACK_MS,
  );
  const unreadBefore = Timestamp.fromMillis(now - unreadCreditMs);
  const unreadAfter = Timestamp.fromMillis(now - unreadCreditMs - FIRST_REPLY_LOOKBACK_MS);
  const [neverWrote, written] = await Promise.all([
    allOf(
      conversations
        .where('firstCompanyMessageAt', '==', null)
        .where('leadCredit', '==', null)
        .where('acceptedAt', '<=', neverWroteBefore)
        .where('acceptedAt', '>=', neverWroteAfter),
      'acceptedAt',
    ),
    allOf(
      conversations
        .where('leadCredit', '==', null)
        .where('firstCompanyMessageAt', '<=', unreadBefore)
        .where('firstCompanyMessageAt', '>=', unreadAfter),
      'firstCompanyMessageAt',
    ),
  ]);
  // Only conversations the rule credits go on (the unread query also finds every thread read).
  return [...neverWrote, ...written]
    .filter(
      (doc) =>
        firstReplyVerdict(firstReplyFactsOf(doc.data() as StoredConversation), now, windows) !==
        null,
    )
    .map((doc) => doc.ref);
}

export type CreditOutcome = { leadId: string; reason: string; allowanceRestored: boolean };

/**
 * Credits one conversation's lead back if the first-reply promise says so, in one transaction:
 * the conversation's `leadCredit`, the lead's `credit`, one lead back to the allowance when it
 * paid for it (allowanceCredit), a `lead-credited` notification and email to the company.
 */
async function creditOne(
  ref: DocumentReference,
  now: number,
  windows: FirstReplyWindows,
): Promise<CreditOutcome | null> {
  return runTransaction(async (tx) => {
    const conversation = readDoc<StoredConversation>(await tx.get(ref));
    if (!conversation) return null;
    const reason = firstReplyVerdict(firstReplyFactsOf(conversation), now, windows);
    if (!reason) return null;
    const companyId = String(conversation.companyId);
    const leadRef = db()
      .collection(COLLECTIONS.leads)
      .doc(String(conversation.leadId ?? ref.id));
    const allowanceRef = db().collection(COLLECTIONS.leadAllowances).doc(companyId);
    const [leadSnapshot, allowanceSnapshot, subscriptionSnapshot, userSnapshot] = await tx.getAll(
      leadRef,
      allowanceRef,
      db().collection(COLLECTIONS.subscriptions).doc(companyId),
      db().collection(COLLECTIONS.users).doc(companyId),
    );
    const lead = readDoc<StoredLead>(leadSnapshot);
    if (!lead || lead.status !== 'accepted' || lead.credit) return null;
    const mailContext = await readUserMailContext(companyId, tx);

    const stored = readDoc<Partial<LeadAllowanceDocument<Timestamp>>>(allowanceSnapshot);
    const subscription = readDoc<Partial<SubscriptionDocument<Timestamp>>>(subscriptionSnapshot);
    const periodEndMillis = millisOf(stored?.periodEnd);
    const credit = allowanceCredit(
      {
        lead: {
          acceptedAs: lead.acceptedAs ?? null,
          extraLeadBillingFailed: lead.extraLeadBilling === 'failed',
          acceptedAtMillis: millisOf(lead.respondedAt) ?? millisOf(conversation.acceptedAt),
        },
        allowance: stored
          ? {
              used: Number(stored.used ?? 0) || 0,
              extraUsed: Number(stored.extraUsed ?? 0) || 0,
              periodEndMillis,
            }
          : null,
        periodStartMillis: allowancePeriodStart(
          periodEndMillis,
          subscription
            ? {
                periodStartMillis: millisOf(subscription.currentPeriodStart),
                periodEndMillis: millisOf(subscription.currentPeriodEnd),
              }
            : null,
        ),
      },
      now,
    );

    const at = Timestamp.fromMillis(now);
    tx.update(ref, {
      leadCredit: { reason, at },
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<ConversationDocument<WriteTime>>);
    tx.update(leadRef, {
      credit: {
        reason,
        at,
        allowanceRestored: credit.restore,
        windowHours: creditWindowHours(reason, windows),
      },
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<LeadDocument<WriteTime>>);
    if (credit.restore) {
      tx.update(allowanceRef, {
        used: credit.usedAfter,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<LeadAllowanceDocument<WriteTime>>);
    }

    const words = leadCreditWords(
      reason,
      credit,
      {
        serviceName: String(lead.serviceName ?? conversation.serviceName ?? ''),
        postcodeDistrict: String(lead.postcodeDistrict ?? conversation.postcodeDistrict ?? ''),
      },
      windows,
    );
    const link = `/company/my-leads/view-${leadRef.id}`;
    tellCompanyAboutLead(tx, {
      companyId,
      kind: 'lead-credited',
      words,
      link,
      email: readDoc<StoredUserProfile>(userSnapshot)?.email,
      mailContext,
      message: () =>
        leadCreditedEmail(String(conversation.companyName ?? ''), words, `${appUrl()}${link}`),
    });
    return { leadId: leadRef.id, reason, allowanceRestored: credit.restore };
  });
}

/**
 * The first-reply promise's credit-back, as of `now`: every accepted lead whose company never
 * wrote, or whose customer never opened the first message, in time is credited back once.
 */
export async function creditUnansweredLeadsNow(
  now: number = Date.now(),
): Promise<{ credited: CreditOutcome[]; refunds: ExtraLeadRefundOutcome[] }> {
  const credited: CreditOutcome[] = [];
  // The windows set on /admin/settings (lib/platform-settings.ts), read once per run.
  const windows = firstReplyWindowsOf(await platformSettings());
  for (const ref of await candidates(now, windows)) {
    try {
      const outcome = await creditOne(ref, now, windows);
      if (outcome) credited.push(outcome);
    } catch (error) {
      // One conversation failing (a malformed document) must not stop the others.
      logError('lead.credit-failed', error, { conversationId: ref.id });
    }
  }
  // After the credits' transactions, never inside one: Stripe is not part of them. Includes the
  // extra leads credited just now and any earlier one whose charge is not settled yet.
  const refunds: ExtraLeadRefundOutcome[] = [];
  for (const leadId of await unsettledExtraLeadRefunds()) {
    const refund = await refundCreditedExtraLead(leadId);
    if (refund) refunds.push({ leadId, status: refund.status, amountPence: refund.amountPence });
  }
  logInfo('lead.credit-back', { credited: credited.length, refunds: refunds.length });
  return { credited, refunds };
}

export type ExtraLeadRefundOutcome = {
  leadId: string;
  status: ExtraLeadRefundStatus;
  amountPence: number;
};

/** Every 30 minutes: leads unanswered under the first-reply promise are credited back. */
export const creditUnansweredLeads = onSchedule(
  { schedule: 'every 30 minutes', timeZone: 'Europe/London', secrets: STRIPE_SECRETS },
  async () => {
    await creditUnansweredLeadsNow();
  },
);
