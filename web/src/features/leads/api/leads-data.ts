// The leads feature's only contact with Firebase: its Firestore reads and callables. Hooks build
// on these, so component tests replace this one module.
import { EXTRA_LEADS_DEFAULT_CAP_PENCE } from '@fixwell/common/billing/extra-leads';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  acceptLeadCallable,
  declineLeadCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { LEAD_CREDIT_REASONS } from '@fixwell/common/conversations/conversation';
import type { FirstReplyFacts } from '@fixwell/common/lead/first-reply-rules';
import { EXTRA_LEAD_REFUND_STATUSES, type ExtraLeadRefundStatus } from '@fixwell/common/lead/lead';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';

import type { Lead, LeadAllowance, LeadFilters, LeadPage } from '@/features/leads/lead-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchCount, watchDocument, watchPage } from '@/lib/firestore-live';

/** Leads per "Show more". */
export const LEADS_PAGE_SIZE = 20;

/** A lead document as a `Lead`; fields functions always write are trusted as typed. */
export function leadFromData(id: string, data: DocumentData): Lead {
  const createdAt = dateOf(data.createdAt) ?? new Date(0);
  return {
    ...(data as Omit<Lead, 'id' | 'createdAt' | 'respondedAt' | 'updatedAt'>),
    id,
    answers: (data.answers as Lead['answers'] | undefined) ?? {},
    customer: (data.customer as Lead['customer'] | undefined) ?? null,
    distanceMiles: typeof data.distanceMiles === 'number' ? data.distanceMiles : null,
    routedToCompany: data.routedToCompany === true,
    createdAt,
    respondedAt: dateOf(data.respondedAt),
    updatedAt: dateOf(data.updatedAt) ?? createdAt,
    credit: creditOf(data.credit),
    expiredAt: dateOf(data.expiredAt) ?? undefined,
    expiredAfterHours:
      typeof data.expiredAfterHours === 'number' ? data.expiredAfterHours : undefined,
  };
}

type CreditReason = (typeof LEAD_CREDIT_REASONS)[number];
const isCreditReason = (value: unknown): value is CreditReason =>
  LEAD_CREDIT_REASONS.includes(value as CreditReason);

/** `leads/{id}.credit.refund`: what became of an extra lead's charge, read defensively. */
function refundOf(value: unknown): NonNullable<Lead['credit']>['refund'] {
  const refund = value as { status?: unknown; amountPence?: unknown; at?: unknown } | null;
  if (!refund || !EXTRA_LEAD_REFUND_STATUSES.includes(refund.status as ExtraLeadRefundStatus))
    return undefined;
  return {
    status: refund.status as ExtraLeadRefundStatus,
    amountPence: Number(refund.amountPence) || 0,
    at: dateOf(refund.at) ?? new Date(),
  };
}

/** `leads/{id}.credit` (the first-reply promise credited it back), read defensively. */
function creditOf(value: unknown): Lead['credit'] {
  const credit = value as {
    reason?: unknown;
    at?: unknown;
    allowanceRestored?: unknown;
    refund?: unknown;
    windowHours?: unknown;
  } | null;
  if (!credit || !isCreditReason(credit.reason)) return undefined;
  const refund = refundOf(credit.refund);
  return {
    reason: credit.reason,
    at: dateOf(credit.at) ?? new Date(),
    allowanceRestored: credit.allowanceRestored === true,
    ...(refund ? { refund } : {}),
    ...(typeof credit.windowHours === 'number' ? { windowHours: credit.windowHours } : {}),
  };
}

/** The first-reply fields of a lead's conversation (`conversations/{leadId}`). */
export function firstReplyFromData(_id: string, data: DocumentData): FirstReplyFacts {
  const credit = data.leadCredit as { reason?: unknown; at?: unknown } | null | undefined;
  return {
    // A server timestamp still pending reads as now.
    acceptedAt: dateOf(data.acceptedAt) ?? new Date(),
    firstCompanyMessageAt: dateOf(data.firstCompanyMessageAt),
    leadCredit:
      credit && isCreditReason(credit.reason)
        ? { reason: credit.reason, at: dateOf(credit.at) ?? new Date() }
        : null,
  };
}

const firstReplyConverter = readConverter(firstReplyFromData);

/**
 * Listens to the first-reply fields of an accepted lead's conversation (its id is the lead's; the
 * company is a participant): null until the conversation exists.
 */
export function watchLeadFirstReply(
  leadId: string,
  onData: (facts: FirstReplyFacts | null) => void,
  onError: (error: Error) => void,
): () => void {
  const reference = doc(firestore(), COLLECTIONS.conversations, leadId).withConverter(
    firstReplyConverter,
  );
  return watchDocument(reference, onData, onError);
}

const leadConverter = readConverter(leadFromData);

/** Listens to one lead: null when there is no such lead. Another company's lead is refused. */
export function watchLead(
  leadId: string,
  onData: (lead: Lead | null) => void,
  onError: (error: Error) => void,
): () => void {
  const reference = doc(firestore(), COLLECTIONS.leads, leadId).withConverter(leadConverter);
  return watchDocument(reference, onData, onError);
}

export type WatchLeadsOptions = LeadFilters & {
  /** How many to show: grows by a page with each "Show more", so the whole list stays live. */
  count: number;
  /** Accepted leads are listed by when they were accepted rather than when they arrived. */
  orderByField?: 'createdAt' | 'respondedAt';
};

/**
 * Listens to a company's leads, newest first. The rules let a company read only leads whose
 * companyId is its uid, so that filter is always the first. Every combination of filters has its
 * composite index in firestore.indexes.json.
 */
export function watchLeads(
  companyId: string,
  options: WatchLeadsOptions,
  onData: (page: LeadPage) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = [where('companyId', '==', companyId)];
  if (options.status) constraints.push(where('status', '==', options.status));
  if (options.service) constraints.push(where('service', '==', options.service));
  if (options.timing) constraints.push(where('timing', '==', options.timing));
  constraints.push(orderBy(options.orderByField ?? 'createdAt', 'desc'));
  const leads = collection(firestore(), COLLECTIONS.leads).withConverter(leadConverter);
  return watchPage(
    query(leads, ...constraints),
    options.count,
    ({ items, hasMore }) => onData({ leads: items, hasMore }),
    onError,
  );
}

/** How many leads wait for the company's answer, live: the number on "Leads" in its menu. */
export function watchNewLeadCount(
  companyId: string,
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  const newLeads = query(
    collection(firestore(), COLLECTIONS.leads),
    where('companyId', '==', companyId),
    where('status', '==', 'new'),
  );
  return watchCount(newLeads, onData, onError);
}

function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `leadAllowances/{uid}`: the counter functions keep from the first acceptance on. */
type AllowanceCounter = {
  allowance: number;
  used: number;
  planId: string | null;
  periodEnd: Date | null;
  extraUsed: number;
  extraSpentPence: number;
  extraLeadsEnabled: boolean;
  extraLeadsCapPence: number | null;
};
const allowanceCounterConverter = readConverter((_id, data): AllowanceCounter => ({
  allowance: asCount(data.allowance),
  used: asCount(data.used),
  planId: text(data.planId),
  periodEnd: dateOf(data.periodEnd),
  extraUsed: asCount(data.extraUsed),
  extraSpentPence: asCount(data.extraSpentPence),
  extraLeadsEnabled: data.extraLeadsEnabled === true,
  extraLeadsCapPence: typeof data.extraLeadsCapPence === 'number' ? data.extraLeadsCapPence : null,
}));

/** What the allowance reads of `subscriptions/{uid}`. */
type SubscriptionPeriod = { planId: string | null; currentPeriodEnd: Date | null };
const subscriptionPeriodConverter = readConverter((_id, data): SubscriptionPeriod => ({
  planId: text(data.planId),
  currentPeriodEnd: dateOf(data.currentPeriodEnd),
}));

/** What the allowance reads of `plans/{id}`. */
type PlanAllowance = {
  allowance: number;
  name: string | null;
  extraLeadPricePence: number | null;
};
const planAllowanceConverter = readConverter((_id, data): PlanAllowance => ({
  allowance: asCount(data.leadAllowance),
  name: typeof data.name === 'string' ? data.name : null,
  extraLeadPricePence: asCount(data.extraLeadPricePence) || null,
}));

async function readPlan(planId: string | null): Promise<PlanAllowance | null> {
  if (!planId) return null;
  const plan = await getDoc(
    doc(firestore(), COLLECTIONS.plans, planId).withConverter(planAllowanceConverter),
  );
  return plan.data() ?? null;
}

/**
 * What the company may still accept this period. `leadAllowances/{uid}` appears with the first
 * acceptance; until then (or once its period has ended, when the count starts again) the plan of
 * the company's subscription says how many leads it includes, none of them used yet.
 */
export async function getLeadAllowance(
  companyId: string,
  now = new Date(),
): Promise<LeadAllowance> {
  const db = firestore();
  const [counterSnapshot, subscriptionSnapshot] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.leadAllowances, companyId).withConverter(allowanceCounterConverter)),
    getDoc(
      doc(db, COLLECTIONS.subscriptions, companyId).withConverter(subscriptionPeriodConverter),
    ),
  ]);
  const counter = counterSnapshot.data();
  const subscription = subscriptionSnapshot.data();
  const current =
    counter !== undefined &&
    counter.periodEnd !== null &&
    counter.periodEnd.getTime() > now.getTime();
  const plan = await readPlan(
    current ? (counter.planId ?? subscription?.planId ?? null) : (subscription?.planId ?? null),
  );

  const allowance = current ? counter.allowance : (plan?.allowance ?? 0);
  const used = current ? counter.used : 0;
  return {
    allowance,
    used,
    remaining: Math.max(0, allowance - used),
    periodEnd: current ? counter.periodEnd : (subscription?.currentPeriodEnd ?? null),
    planName: plan?.name ?? null,
    extra: {
      // The choice lasts from period to period; the spend starts again with each.
      enabled: counter?.extraLeadsEnabled ?? false,
      capPence: counter?.extraLeadsCapPence ?? EXTRA_LEADS_DEFAULT_CAP_PENCE,
      spentPence: current ? counter.extraSpentPence : 0,
      used: current ? counter.extraUsed : 0,
      pricePence: plan?.extraLeadPricePence ?? null,
    },
  };
}

/**
 * Accepts a lead through the `acceptLead` callable, which spends one lead of the allowance or,
 * once that is spent, buys an extra lead at `extraLeadPricePence`: the price the company was shown
 * (the server refuses with the current price in `details` when it has changed).
 */
export function acceptLead(
  leadId: string,
  extraLeadPricePence?: number,
): Promise<CallableOutput<typeof acceptLeadCallable>> {
  return callFunction(
    acceptLeadCallable,
    extraLeadPricePence === undefined ? { leadId } : { leadId, extraLeadPricePence },
  );
}

/** Declines a lead, with the company's reason, through the `declineLead` callable. */
export async function declineLead(
  request: CallableInput<typeof declineLeadCallable>,
): Promise<void> {
  await callFunction(declineLeadCallable, request);
}

/** A company's conversations still waiting for its first message, at most this many. */
export const AWAITING_FIRST_MESSAGE_LIMIT = 100;

/**
 * Listens to the company's accepted leads still waiting for its first message (not credited
 * back): lead id → when it was accepted, for the deadlines on My leads. One query for the whole
 * page: the company's conversations (`participantIds` array-contains, as the rules require) with
 * no first message and no credit.
 */
export function watchAwaitingFirstMessage(
  companyId: string,
  onData: (acceptedAt: Record<string, Date>) => void,
  onError: (error: Error) => void,
): () => void {
  const awaiting = query(
    collection(firestore(), COLLECTIONS.conversations).withConverter(firstReplyConverter),
    where('participantIds', 'array-contains', companyId),
    where('firstCompanyMessageAt', '==', null),
    where('leadCredit', '==', null),
    limit(AWAITING_FIRST_MESSAGE_LIMIT),
  );
  return onSnapshot(
    awaiting,
    (snapshot) =>
      onData(
        Object.fromEntries(
          snapshot.docs.map((document) => [document.id, document.data().acceptedAt]),
        ),
      ),
    onError,
  );
}
