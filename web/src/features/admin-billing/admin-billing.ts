// The admin console's view of the money collections: what the pages show, read from the stored
// documents (which only functions write) defensively, with dates as Date.
import type {
  ConnectAccountDocument,
  ConnectAccountStatus,
} from '@fixwell/common/billing/connect-account';
import { FEE_DEFAULTS, feeInForce } from '@fixwell/common/billing/fees';
import type { TransactionStatus, TransactionType } from '@fixwell/common/billing/transaction';
import { toSubscriptionStatus, type SubscriptionStatus } from '@fixwell/common/subscription';
import { dateOf, millisOf } from '@fixwell/common/timestamps';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `plans/{id}` with its Stripe side, archived plans included. */
export type AdminPlan = {
  id: string;
  name: string;
  monthlyPricePence: number;
  leadAllowance: number;
  extraLeadPricePence: number | null;
  features: string[];
  order: number;
  recommended: boolean;
  archived: boolean;
  stripeProductId: string | null;
  stripePriceId: string | null;
};

export function toAdminPlan(id: string, data: Record<string, unknown>): AdminPlan {
  return {
    id,
    name: text(data.name) || id,
    monthlyPricePence: count(data.monthlyPricePence),
    leadAllowance: count(data.leadAllowance),
    extraLeadPricePence:
      typeof data.extraLeadPricePence === 'number' ? data.extraLeadPricePence : null,
    features: strings(data.features),
    order: count(data.order),
    recommended: data.recommended === true,
    archived: data.archived === true,
    stripeProductId: typeof data.stripeProductId === 'string' ? data.stripeProductId : null,
    stripePriceId: typeof data.stripePriceId === 'string' ? data.stripePriceId : null,
  };
}

/** Statuses whose subscriptions count towards monthly recurring revenue. */
export const REVENUE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** `subscriptions/{companyUid}` as the admin table shows it. */
export type AdminSubscription = {
  companyId: string;
  companyName: string;
  status: SubscriptionStatus;
  planId: string | null;
  monthlyAmountPence: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
};

export function toAdminSubscription(id: string, data: Record<string, unknown>): AdminSubscription {
  return {
    companyId: id,
    companyName: text(data.companyName),
    status: toSubscriptionStatus(data.status),
    planId: typeof data.planId === 'string' ? data.planId : null,
    monthlyAmountPence: count(data.monthlyAmountPence),
    currentPeriodEnd: dateOf(data.currentPeriodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    graceEndsAt: dateOf(data.graceEndsAt),
  };
}

/** What the subscription adds to monthly recurring revenue: its amount while it is billed. */
export function monthlyRevenuePence(subscription: AdminSubscription): number {
  return REVENUE_STATUSES.includes(subscription.status) ? subscription.monthlyAmountPence : 0;
}

/** Totals over the whole filtered set, counted by Firestore rather than the page in view. */
export type SubscriptionTotals = {
  companies: number;
  active: number;
  pastDue: number;
  monthlyRevenuePence: number;
};

/** `connectAccounts/{companyUid}` as the admin pages show it. */
export type AdminConnectAccount = Omit<
  ConnectAccountDocument<Date>,
  'stripeCreatedAt' | 'updatedAt'
> & {
  createdAt: Date | null;
  updatedAt: Date | null;
};

export function toAdminConnectAccount(
  id: string,
  data: Record<string, unknown>,
): AdminConnectAccount {
  return {
    companyId: text(data.companyId) || id,
    accountId: text(data.accountId),
    companyName: text(data.companyName),
    status: (text(data.status) || 'onboarding') as ConnectAccountStatus,
    detailsSubmitted: data.detailsSubmitted === true,
    chargesEnabled: data.chargesEnabled === true,
    payoutsEnabled: data.payoutsEnabled === true,
    requirementsDue: strings(data.requirementsDue),
    requirementsPastDue: strings(data.requirementsPastDue),
    disabledReason: typeof data.disabledReason === 'string' ? data.disabledReason : null,
    createdAt: dateOf(data.stripeCreatedAt),
    updatedAt: dateOf(data.updatedAt),
  };
}

/** `transactions/{stripeObjectId}` as the admin table shows it. */
export type AdminTransaction = {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  companyId: string | null;
  companyName: string;
  amountPence: number;
  description: string;
  stripeObjectId: string;
  occurredAt: Date | null;
};

export function toAdminTransaction(id: string, data: Record<string, unknown>): AdminTransaction {
  return {
    id,
    type: text(data.type) as TransactionType,
    status: text(data.status) as TransactionStatus,
    companyId: typeof data.companyId === 'string' ? data.companyId : null,
    companyName: text(data.companyName),
    amountPence: count(data.amountPence),
    description: text(data.description),
    stripeObjectId: text(data.stripeObjectId) || id,
    occurredAt: dateOf(data.occurredAt),
  };
}

export type TransactionTotals = { count: number; amountPence: number };

/** The three numbers of a platform fee. */
export type FeeTerms = { percentBasisPoints: number; fixedPence: number; minimumPence: number };

/** One schedule of `settings/fees`, with its start as epoch milliseconds (for `feeInForce`). */
export type AdminFeeSchedule = FeeTerms & {
  effectiveFromMillis: number;
  changedByEmail: string;
  changedAt: Date | null;
};

export function toFeeSchedules(data: Record<string, unknown> | undefined): AdminFeeSchedule[] {
  const schedules = Array.isArray(data?.schedules) ? (data.schedules as unknown[]) : [];
  return schedules.flatMap((entry) => {
    const schedule = (entry ?? {}) as Record<string, unknown>;
    const effectiveFromMillis = millisOf(schedule.effectiveFrom);
    if (effectiveFromMillis === null) return [];
    const changedBy = (schedule.changedBy ?? {}) as Record<string, unknown>;
    return [
      {
        percentBasisPoints: count(schedule.percentBasisPoints),
        fixedPence: count(schedule.fixedPence),
        minimumPence: count(schedule.minimumPence),
        effectiveFromMillis,
        changedByEmail: text(changedBy.email),
        changedAt: dateOf(schedule.changedAt),
      },
    ];
  });
}

/** The fee charged at `nowMillis` (the defaults when no schedule has started), and any to come. */
export function feeOverview(
  schedules: readonly AdminFeeSchedule[],
  nowMillis: number,
): { current: FeeTerms & { effectiveFromMillis: number | null }; upcoming: AdminFeeSchedule[] } {
  const inForce = feeInForce(schedules, nowMillis);
  return {
    current: inForce ?? { ...FEE_DEFAULTS, effectiveFromMillis: null },
    upcoming: schedules
      .filter((schedule) => schedule.effectiveFromMillis > nowMillis)
      .sort((a, b) => a.effectiveFromMillis - b.effectiveFromMillis),
  };
}

/** An `adminAudit` entry: who changed what, when. */
export type AdminAuditRecord = {
  id: string;
  action: string;
  actorEmail: string;
  at: Date | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
};

export function toAdminAuditRecord(id: string, data: Record<string, unknown>): AdminAuditRecord {
  const actor = (data.actor ?? {}) as Record<string, unknown>;
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  return {
    id,
    action: text(data.action),
    actorEmail: text(actor.email),
    at: dateOf(data.at),
    before: record(data.before),
    after: record(data.after),
    reason: typeof data.reason === 'string' ? data.reason : null,
  };
}
