import {
  AggregateField,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';

import {
  MRR_SUBSCRIPTION_STATUSES,
  platformDayFromData,
  PLATFORM_RESPONSE_MINUTES_CAP,
  serviceStatsDayId,
  type PlatformStatsDayDocument,
  type ServiceStatsDayDocument,
} from '@fixwell/common/admin/platform-stats';
import { addDays, londonMidnightMillis } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import { subscriptionAccess } from '@fixwell/common/subscription';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import type { WriteTime } from '../lib/documents';
import { matchOutcomeOf } from './platform-contributions';
import {
  coveringCounts,
  dayFigures,
  serviceEntries,
  type DayFigures,
  type DaySources,
} from './platform-day-figures';

// One London day of the platform's figures, recomputed from its sources with bounded range
// queries (single-field indexes only) and written to `platformStatsDays/{day}` and each service's
// `serviceStatsDays/{slug}_{day}` in one transaction. Idempotent: running it twice writes the same
// figures. Two runs at once cannot leave the older answer: each records when it read its sources,
// and a run whose read is older than the stored one writes nothing. The snapshots (monthly
// recurring revenue, companies covering each service) are taken only when asked (the nightly
// pass, for today); otherwise the stored ones are kept.

/** At most this many rows of one kind are read for a day (far beyond the platform's days). */
const DAY_ROWS_LIMIT = 5_000;

export interface PlatformSnapshot {
  mrrPence: number;
  activeSubscriptions: number;
  covering: Record<string, number>;
}

const earlier = (a: Timestamp, b: Timestamp) => (a.valueOf() <= b.valueOf() ? a : b);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The day's rows, and the oldest read time of those reads. */
export async function readDaySources(
  day: string,
): Promise<{ sources: DaySources; readTime: Timestamp }> {
  const start = Timestamp.fromMillis(londonMidnightMillis(day));
  const end = Timestamp.fromMillis(londonMidnightMillis(addDays(day, 1)));
  const within = (collection: string, field: string) =>
    db()
      .collection(collection)
      .where(field, '>=', start)
      .where(field, '<', end)
      .orderBy(field)
      .limit(DAY_ROWS_LIMIT);
  const [quotes, sent, responded, expired, replies, companies, payments] = await Promise.all([
    within(COLLECTIONS.quotes, 'createdAt')
      .select('service', 'postcodeArea', 'status', 'matches')
      .get(),
    within(COLLECTIONS.leads, 'createdAt').select('service').get(),
    within(COLLECTIONS.leads, 'respondedAt').select('service', 'status').get(),
    within(COLLECTIONS.leads, 'expiredAt').select('service', 'status').get(),
    within(COLLECTIONS.conversations, 'firstCompanyMessageAt')
      .select('leadId', 'kind', 'firstCompanyMessageAt')
      .get(),
    within(COLLECTIONS.companies, 'createdAt').count().get(),
    within(COLLECTIONS.transactions, 'occurredAt').select('type', 'amountPence', 'status').get(),
  ]);
  let readTime = [quotes, sent, responded, expired, replies, companies, payments]
    .map((snapshot) => snapshot.readTime)
    .reduce(earlier);

  // The leads behind the day's first replies: when each was sent, and its service.
  const answered = replies.docs
    .filter((doc) => doc.get('kind') !== 'support')
    .map((doc) => ({
      leadId: text(doc.get('leadId')) || doc.id,
      repliedAt: millisOf(doc.get('firstCompanyMessageAt'))!,
    }))
    .sort((a, b) => a.repliedAt - b.repliedAt);
  const leadIds = [
    ...new Set(answered.slice(0, PLATFORM_RESPONSE_MINUTES_CAP).map((a) => a.leadId)),
  ];
  const leads = new Map<string, DocumentSnapshot>();
  for (let i = 0; i < leadIds.length; i += 300) {
    const chunk = leadIds.slice(i, i + 300);
    const snapshots = await db().getAll(
      ...chunk.map((id) => db().collection(COLLECTIONS.leads).doc(id)),
      { fieldMask: ['createdAt', 'service'] },
    );
    for (const snapshot of snapshots) {
      leads.set(snapshot.id, snapshot);
      readTime = earlier(readTime, snapshot.readTime);
    }
  }

  const sources: DaySources = {
    quotes: quotes.docs.map((doc) => ({
      service: text(doc.get('service')),
      postcodeArea: text(doc.get('postcodeArea')),
      outcome: matchOutcomeOf(doc.data()),
    })),
    leadsSent: sent.docs.map((doc) => ({ service: text(doc.get('service')) })),
    leadsSettled: [
      ...responded.docs.filter((doc) => ['accepted', 'declined'].includes(doc.get('status'))),
      ...expired.docs.filter((doc) => doc.get('status') === 'expired'),
    ].map((doc) => ({
      service: text(doc.get('service')),
      status: doc.get('status') as 'accepted' | 'declined' | 'expired',
    })),
    replies: answered.map(({ leadId, repliedAt }) => {
      const lead = leads.get(leadId);
      return {
        repliedAt,
        leadSentAt: lead?.exists ? millisOf(lead.get('createdAt')) : null,
        service: lead?.exists ? text(lead.get('service')) || null : null,
      };
    }),
    newCompanies: companies.data().count,
    payments: payments.docs
      .filter((doc) => doc.get('type') === 'document-payment')
      .map((doc) => ({
        amountPence: Number(doc.get('amountPence')) || 0,
        status: text(doc.get('status')),
      })),
  };
  return { sources, readTime };
}

/** Monthly recurring revenue now, and the companies covering each catalogue service now. */
export async function takePlatformSnapshot(now: number = Date.now()): Promise<PlatformSnapshot> {
  const revenue = db()
    .collection(COLLECTIONS.subscriptions)
    .where('status', 'in', [...MRR_SUBSCRIPTION_STATUSES]);
  const [totals, services, companies, subscriptions] = await Promise.all([
    revenue
      .aggregate({ total: AggregateField.sum('monthlyAmountPence'), n: AggregateField.count() })
      .get(),
    db().collection(COLLECTIONS.services).select('trades').get(),
    db()
      .collection(COLLECTIONS.companies)
      .where('public', '==', true)
      .select('trades', 'suspended')
      .get(),
    revenue.select('status', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'graceEndsAt').get(),
  ]);
  const subscribed = new Set(
    subscriptions.docs
      .filter((doc) => subscriptionAccess({ status: doc.get('status'), ...doc.data() }, now).active)
      .map((doc) => doc.id),
  );
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return {
    mrrPence: totals.data().total ?? 0,
    activeSubscriptions: totals.data().n,
    covering: coveringCounts(
      services.docs.map((doc) => ({ slug: doc.id, trades: list(doc.get('trades')) })),
      companies.docs.map((doc) => ({
        trades: list(doc.get('trades')),
        suspended: doc.get('suspended') === true,
        subscribed: subscribed.has(doc.id),
      })),
    ),
  };
}

export type PlatformRecomputeOutcome = 'written' | 'unchanged-empty' | 'superseded';

const dayRef = (day: string) => db().collection(COLLECTIONS.platformStatsDays).doc(day);
const serviceDayRef = (slug: string, day: string) =>
  db().collection(COLLECTIONS.serviceStatsDays).doc(serviceStatsDayId(slug, day));

/**
 * Recomputes one day from its sources (with `snapshot`, records it on the day too). A day with
 * nothing counted and no snapshot is not created; an existing one is rewritten with zeros.
 */
export async function recomputePlatformDay(
  day: string,
  snapshot?: PlatformSnapshot,
): Promise<{ outcome: PlatformRecomputeOutcome; figures: DayFigures }> {
  const { sources, readTime } = await readDaySources(day);
  const figures = dayFigures(sources);
  const outcome = await runTransaction(async (tx): Promise<PlatformRecomputeOutcome> => {
    const [storedSnapshot, storedServices] = await Promise.all([
      tx.get(dayRef(day)),
      tx.get(db().collection(COLLECTIONS.serviceStatsDays).where('day', '==', day).limit(1_000)),
    ]);
    const storedRead = storedSnapshot.get('sourcesReadAt') as unknown;
    if (storedRead instanceof Timestamp && storedRead.valueOf() > readTime.valueOf())
      return 'superseded';
    const stored = storedSnapshot.exists
      ? platformDayFromData(day, storedSnapshot.data() ?? {})
      : null;
    const services = serviceEntries(
      figures.services,
      snapshot?.covering ?? null,
      Object.fromEntries(
        Object.entries(stored?.services ?? {}).map(([slug, s]) => [slug, s.companiesCovering]),
      ),
    );
    const active =
      figures.platform.quoteRequests +
        figures.platform.leadsSent +
        figures.platform.leadsAccepted +
        figures.platform.leadsDeclined +
        figures.platform.leadsExpired +
        figures.platform.firstResponses +
        figures.platform.newCompanies +
        figures.platform.cardPayments >
      0;
    if (!stored && !active && !snapshot) return 'unchanged-empty';

    tx.set(dayRef(day), {
      ...figures.platform,
      day,
      mrrPence: snapshot ? snapshot.mrrPence : (stored?.mrrPence ?? null),
      activeSubscriptions: snapshot
        ? snapshot.activeSubscriptions
        : (stored?.activeSubscriptions ?? null),
      services,
      sourcesReadAt: readTime,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies PlatformStatsDayDocument<WriteTime>);
    for (const [slug, service] of Object.entries(services)) {
      tx.set(serviceDayRef(slug, day), {
        ...service,
        service: slug,
        day,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies ServiceStatsDayDocument<WriteTime>);
    }
    // A service that no longer has anything that day loses its day.
    for (const doc of storedServices.docs) {
      if (!(String(doc.get('service')) in services)) tx.delete(doc.ref);
    }
    return 'written';
  });
  return { outcome, figures };
}

/** Recomputes several days one after another; how many were written. */
export async function recomputePlatformDays(days: readonly string[]): Promise<number> {
  let written = 0;
  for (const day of [...new Set(days)].sort()) {
    if ((await recomputePlatformDay(day)).outcome === 'written') written += 1;
  }
  return written;
}
