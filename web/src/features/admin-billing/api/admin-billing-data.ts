// The admin-billing feature's only contact with Firebase: reads of plans, subscriptions,
// connected accounts, transactions, the fee and billing settings and their audit trail, the
// admin callables, and the password typed again when one asks for a recent sign-in. Queries and hooks live beside each operation and call these, so tests replace
// this one module. Every collection here is written by functions only.
import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import type { FeeScheduleInput } from '@fixwell/common/billing/fees';
import type { PlanEdit } from '@fixwell/common/billing/plans';
import {
  listConnectAccountActivityCallable,
  savePlanCallable,
  updateBillingSettingsCallable,
  updateFeeSettingsCallable,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { BILLING_SETTINGS_DEFAULTS, type BillingSettings } from '@fixwell/common/subscription';
import {
  collection,
  count,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  Timestamp,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import {
  REVENUE_STATUSES,
  toAdminAuditRecord,
  toAdminConnectAccount,
  toAdminPlan,
  toAdminSubscription,
  toAdminTransaction,
  toFeeSchedules,
  type AdminAuditRecord,
  type AdminConnectAccount,
  type AdminFeeSchedule,
  type AdminPlan,
  type AdminSubscription,
  type AdminTransaction,
  type SubscriptionTotals,
  type TransactionTotals,
} from '@/features/admin-billing/admin-billing';
import type {
  ConnectAccountFilters,
  SubscriptionFilters,
  TransactionFilters,
} from '@/features/admin-billing/filters';
import { addDays, londonMidnightMillis } from '@fixwell/common/london-time';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { reauthenticate } from '@/lib/reauthenticate';
import { readConverter } from '@/lib/firestore-converter';

export const ADMIN_BILLING_PAGE_SIZE = 25;
/** Rows read per request while exporting a whole filtered set to CSV. */
const EXPORT_BATCH = 500;
/** An export stops here rather than read without end; far beyond today's platform. */
const EXPORT_MAX_ROWS = 50_000;
const PLANS_LIMIT = 100;
const AUDIT_LIMIT = 20;

/** Where the next page starts: opaque to everything but this module. */
export type BillingCursor = QueryDocumentSnapshot<unknown>;

export type BillingPage<T> = {
  items: T[];
  /** Where the next page starts, or null when this was the last. */
  next: BillingCursor | null;
};

const planConverter = readConverter(toAdminPlan);
const subscriptionConverter = readConverter(toAdminSubscription);
const connectAccountConverter = readConverter(toAdminConnectAccount);
const transactionConverter = readConverter(toAdminTransaction);
const auditConverter = readConverter(toAdminAuditRecord);

/** One page of `source` narrowed by `constraints` (which end with the ordering). */
async function fetchPage<T>(
  source: Query<T>,
  constraints: QueryConstraint[],
  after: BillingCursor | null,
  pageSize: number,
): Promise<BillingPage<T>> {
  // One more than shown says whether a next page exists.
  const { docs } = await getDocs(
    query(source, ...constraints, ...(after ? [startAfter(after)] : []), limit(pageSize + 1)),
  );
  const shown = docs.slice(0, pageSize);
  return {
    items: shown.map((snapshot) => snapshot.data()),
    next: docs.length > pageSize ? (shown[shown.length - 1] ?? null) : null,
  };
}

/** Every row of `source` narrowed by `constraints`, read in batches, for a CSV export. */
async function fetchAll<T>(source: Query<T>, constraints: QueryConstraint[]): Promise<T[]> {
  const rows: T[] = [];
  let after: BillingCursor | null = null;
  do {
    const page: BillingPage<T> = await fetchPage(source, constraints, after, EXPORT_BATCH);
    rows.push(...page.items);
    after = page.next;
  } while (after && rows.length < EXPORT_MAX_ROWS);
  return rows;
}

// ---- plans ----------------------------------------------------------------------------------

/** Every plan, archived ones included, in the order /company/billing shows them. */
export async function fetchPlans(): Promise<AdminPlan[]> {
  const plans = collection(firestore(), COLLECTIONS.plans).withConverter(planConverter);
  const { docs } = await getDocs(query(plans, orderBy('order'), limit(PLANS_LIMIT)));
  return docs.map((snapshot) => snapshot.data());
}

/** Creates or updates a plan through `savePlan`; a new price makes a new Stripe Price. */
export function savePlan(plan: PlanEdit): Promise<CallableOutput<typeof savePlanCallable>> {
  return callFunction(savePlanCallable, plan, {
    fallback: 'We could not save the plan. Please try again.',
    // The function words these for people; `unavailable` says Stripe could not be reached, and
    // `failed-precondition` asks for the password again (a recent sign-in).
    messages: {
      'failed-precondition': ADMIN_USER_MESSAGES.signInAgain,
      'invalid-argument': 'Check the plan and try again.',
      'already-exists': 'A plan with this name already exists. Choose another name.',
      'not-found': 'We could not find that plan.',
      'permission-denied': 'Only an admin can change plans.',
      unavailable: 'We could not reach Stripe. Please try again in a moment.',
    },
  });
}

// ---- subscriptions --------------------------------------------------------------------------

function subscriptions() {
  return collection(firestore(), COLLECTIONS.subscriptions).withConverter(subscriptionConverter);
}

/** The filters as constraints, without the ordering (aggregations take none). */
function subscriptionNarrowing(filters: SubscriptionFilters): QueryConstraint[] {
  return [
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(filters.planId ? [where('planId', '==', filters.planId)] : []),
    ...(filters.cancelAtPeriodEnd !== undefined
      ? [where('cancelAtPeriodEnd', '==', filters.cancelAtPeriodEnd)]
      : []),
    // A prefix: every name from the text up to the text followed by the highest character.
    ...(filters.search
      ? [
          where('companyName', '>=', filters.search),
          where('companyName', '<', `${filters.search}\uf8ff`),
        ]
      : []),
  ];
}

/**
 * One page of subscriptions by company name. Indexes: status, planId and cancelAtPeriodEnd each
 * beside companyName ↑.
 */
export async function fetchSubscriptions(
  filters: SubscriptionFilters,
  after: BillingCursor | null,
): Promise<BillingPage<AdminSubscription>> {
  return fetchPage(
    subscriptions(),
    [...subscriptionNarrowing(filters), orderBy('companyName')],
    after,
    ADMIN_BILLING_PAGE_SIZE,
  );
}

/** Every subscription the filters select, for the CSV export. */
export async function fetchAllSubscriptions(
  filters: SubscriptionFilters,
): Promise<AdminSubscription[]> {
  return fetchAll(subscriptions(), [...subscriptionNarrowing(filters), orderBy('companyName')]);
}

/**
 * Counts and monthly recurring revenue over the whole filtered set, computed by Firestore
 * (`count()` and `sum('monthlyAmountPence')` over active, trialing and past_due).
 */
export async function fetchSubscriptionTotals(
  filters: SubscriptionFilters,
): Promise<SubscriptionTotals> {
  const { status, ...others } = filters;
  const countOf = async (narrowing: SubscriptionFilters) =>
    (await getCountFromServer(query(subscriptions(), ...subscriptionNarrowing(narrowing)))).data()
      .count;
  // A status filter that excludes a total's status makes that total nought without a read.
  const countWithStatus = (wanted: AdminSubscription['status']) =>
    status && status !== wanted ? Promise.resolve(0) : countOf({ ...others, status: wanted });
  const revenueStatuses = status
    ? REVENUE_STATUSES.filter((candidate) => candidate === status)
    : [...REVENUE_STATUSES];
  const revenue = async () => {
    if (revenueStatuses.length === 0) return 0;
    const snapshot = await getAggregateFromServer(
      query(
        subscriptions(),
        ...subscriptionNarrowing(others),
        where('status', 'in', revenueStatuses),
      ),
      { total: sum('monthlyAmountPence') },
    );
    return snapshot.data().total ?? 0;
  };
  const [companies, active, pastDue, monthlyRevenuePence] = await Promise.all([
    countOf(filters),
    countWithStatus('active'),
    countWithStatus('past_due'),
    revenue(),
  ]);
  return { companies, active, pastDue, monthlyRevenuePence };
}

// ---- settings -------------------------------------------------------------------------------

async function settingsData(name: string): Promise<Record<string, unknown> | undefined> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.settings, name));
  return snapshot.data();
}

/** `settings/billing`, or the defaults the functions use when it was never saved. */
export async function fetchBillingSettings(): Promise<BillingSettings> {
  const saved = (await settingsData(SETTINGS_DOCS.billing))?.pastDueGraceDays;
  return {
    pastDueGraceDays:
      typeof saved === 'number' ? saved : BILLING_SETTINGS_DEFAULTS.pastDueGraceDays,
  };
}

/** Signs the admin in again with their password: changing fees or billing needs a recent one. */
export function confirmPassword(password: string): Promise<void> {
  return reauthenticate(password);
}

export function updateBillingSettings(
  settings: BillingSettings,
): Promise<CallableOutput<typeof updateBillingSettingsCallable>> {
  return callFunction(updateBillingSettingsCallable, settings, {
    fallback: 'We could not save the grace period. Please try again.',
  });
}

/** Every fee schedule of `settings/fees` (none when the defaults have never been changed). */
export async function fetchFeeSchedules(): Promise<AdminFeeSchedule[]> {
  return toFeeSchedules(await settingsData(SETTINGS_DOCS.fees));
}

/** The last changes to the fees, newest first. Index: target ↑ + at ↓. */
export async function fetchFeeAudit(): Promise<AdminAuditRecord[]> {
  const audit = collection(firestore(), COLLECTIONS.adminAudit).withConverter(auditConverter);
  const { docs } = await getDocs(
    query(
      audit,
      where('target', '==', `${COLLECTIONS.settings}/${SETTINGS_DOCS.fees}`),
      orderBy('at', 'desc'),
      limit(AUDIT_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

export function updateFeeSettings(
  input: FeeScheduleInput,
): Promise<CallableOutput<typeof updateFeeSettingsCallable>> {
  return callFunction(updateFeeSettingsCallable, input, {
    fallback: 'We could not save the fee. Please try again.',
  });
}

// ---- connected accounts ---------------------------------------------------------------------

function connectAccounts() {
  return collection(firestore(), COLLECTIONS.connectAccounts).withConverter(
    connectAccountConverter,
  );
}

/** One page of connected accounts, newest first. Index: status ↑ + stripeCreatedAt ↓. */
export async function fetchConnectAccounts(
  filters: ConnectAccountFilters,
  after: BillingCursor | null,
): Promise<BillingPage<AdminConnectAccount>> {
  return fetchPage(
    connectAccounts(),
    [
      ...(filters.status ? [where('status', '==', filters.status)] : []),
      orderBy('stripeCreatedAt', 'desc'),
    ],
    after,
    ADMIN_BILLING_PAGE_SIZE,
  );
}

/** The account with Stripe id `accountId` (`acct_…`), or null when there is none. */
export async function fetchConnectAccount(accountId: string): Promise<AdminConnectAccount | null> {
  const { docs } = await getDocs(
    query(connectAccounts(), where('accountId', '==', accountId), limit(1)),
  );
  return docs[0]?.data() ?? null;
}

/** The account's recent transfers and payouts, as Stripe lists them (admins only). */
export function listConnectAccountActivity(
  companyId: string,
): Promise<CallableOutput<typeof listConnectAccountActivityCallable>> {
  return callFunction(
    listConnectAccountActivityCallable,
    { companyId },
    { fallback: 'We could not load the transfers and payouts from Stripe.' },
  );
}

// ---- transactions ---------------------------------------------------------------------------

function transactions() {
  return collection(firestore(), COLLECTIONS.transactions).withConverter(transactionConverter);
}

function transactionNarrowing(filters: TransactionFilters): QueryConstraint[] {
  return [
    ...(filters.type ? [where('type', '==', filters.type)] : []),
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(filters.companyId ? [where('companyId', '==', filters.companyId)] : []),
    ...(filters.from
      ? [where('occurredAt', '>=', Timestamp.fromMillis(londonMidnightMillis(filters.from)))]
      : []),
    ...(filters.to
      ? [
          where(
            'occurredAt',
            '<',
            Timestamp.fromMillis(londonMidnightMillis(addDays(filters.to, 1))),
          ),
        ]
      : []),
  ];
}

/**
 * One page of transactions, newest first. Indexes: type, status, companyId and their pairs
 * beside occurredAt ↓.
 */
export async function fetchTransactions(
  filters: TransactionFilters,
  after: BillingCursor | null,
): Promise<BillingPage<AdminTransaction>> {
  return fetchPage(
    transactions(),
    [...transactionNarrowing(filters), orderBy('occurredAt', 'desc')],
    after,
    ADMIN_BILLING_PAGE_SIZE,
  );
}

/** Every transaction the filters select, newest first, for the CSV export. */
export async function fetchAllTransactions(
  filters: TransactionFilters,
): Promise<AdminTransaction[]> {
  return fetchAll(transactions(), [
    ...transactionNarrowing(filters),
    orderBy('occurredAt', 'desc'),
  ]);
}

/**
 * How many transactions the filters select and their sum in pence, computed by Firestore. Ordered
 * like the list so a date range uses the list's indexes (an unordered range would need ↑ ones).
 */
export async function fetchTransactionTotals(
  filters: TransactionFilters,
): Promise<TransactionTotals> {
  const snapshot = await getAggregateFromServer(
    query(transactions(), ...transactionNarrowing(filters), orderBy('occurredAt', 'desc')),
    { count: count(), amountPence: sum('amountPence') },
  );
  const { count: rows, amountPence } = snapshot.data();
  return { count: rows, amountPence: amountPence ?? 0 };
}
