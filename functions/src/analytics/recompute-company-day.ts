import { FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';

import { addDays, londonMidnightMillis } from '@fixwell/common/london-time';
import {
  companyStatsDayId,
  emptyStatsFigures,
  FIRST_RESPONSE_MINUTES_CAP,
  hasStatsActivity,
  type CompanyStatsDayDocument,
  type CompanyStatsFigures,
} from '@fixwell/common/analytics/company-stats';
import { COLLECTIONS } from '@fixwell/common/collections';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { periodsOfDay, rebuildPeriodsIn } from './company-stats-periods';

// One company's figures for one London day, recomputed from their sources with bounded queries
// (the day's leads, first replies, documents and payment rows; indexes in firestore.indexes.json)
// and written to `companyStatsDays/{companyId}_{day}`. Recomputing is idempotent: running it
// twice, or for a trigger delivered twice, writes the same figures. Two runs at once cannot
// leave the older answer: each records when it read its sources, and a run whose read is older
// than the stored one writes nothing. The same transaction rebuilds the day's week and month
// (`companyStatsWeeks`, `companyStatsMonths`, company-stats-periods.ts) from their days, so the
// periods always add up the days as stored.

/** At most this many rows of one kind are read for a day (far beyond any real company's day). */
const DAY_ROWS_LIMIT = 2_000;

type StoredStatsDay = CompanyStatsDayDocument<Timestamp>;

const earlier = (a: Timestamp, b: Timestamp) => (a.valueOf() <= b.valueOf() ? a : b);

/** The day's figures from their sources, and the oldest read time of those reads. */
export async function readCompanyDayFigures(
  companyId: string,
  day: string,
): Promise<{ figures: CompanyStatsFigures; readTime: Timestamp }> {
  const start = Timestamp.fromMillis(londonMidnightMillis(day));
  const end = Timestamp.fromMillis(londonMidnightMillis(addDays(day, 1)));
  const within = (query: Query, field: string) =>
    query
      .where(field, '>=', start)
      .where(field, '<', end)
      .orderBy(field, 'desc')
      .limit(DAY_ROWS_LIMIT);
  const leads = db().collection(COLLECTIONS.leads).where('companyId', '==', companyId);
  const count = async (query: Query) => {
    const snapshot = await query.count().get();
    return { n: snapshot.data().count, readTime: snapshot.readTime };
  };

  const [received, accepted, declined, expired, replies, sent, acceptances, rows] =
    await Promise.all([
      count(within(leads, 'createdAt')),
      count(within(leads.where('status', '==', 'accepted'), 'respondedAt')),
      count(within(leads.where('status', '==', 'declined'), 'respondedAt')),
      count(within(leads.where('status', '==', 'expired'), 'expiredAt')),
      within(
        db().collection(COLLECTIONS.conversations).where('companyId', '==', companyId),
        'firstCompanyMessageAt',
      )
        .select('leadId', 'firstCompanyMessageAt', 'kind')
        .get(),
      within(db().collection(COLLECTIONS.documents).where('companyId', '==', companyId), 'sentAt')
        .select('kind', 'status')
        .get(),
      within(
        db().collection(COLLECTIONS.documents).where('companyId', '==', companyId),
        'acceptance.at',
      )
        .select('kind')
        .get(),
      within(
        db().collection(COLLECTIONS.transactions).where('companyId', '==', companyId),
        'occurredAt',
      )
        .select('type', 'status', 'amountPence')
        .get(),
    ]);

  let readTime = [received, accepted, declined, expired]
    .map((c) => c.readTime)
    .concat([replies.readTime, sent.readTime, acceptances.readTime, rows.readTime])
    .reduce(earlier);

  const figures = emptyStatsFigures();
  figures.leadsReceived = received.n;
  figures.leadsAccepted = accepted.n;
  figures.leadsDeclined = declined.n;
  figures.leadsExpired = expired.n;

  // First replies, earliest first: minutes from the lead being offered to the company's reply.
  const answered = replies.docs
    .filter((doc) => doc.get('kind') !== 'support')
    .map((doc) => ({
      leadId: String(doc.get('leadId') ?? doc.id),
      first: millisOf(doc.get('firstCompanyMessageAt'))!,
    }))
    .sort((a, b) => a.first - b.first);
  figures.firstResponses = answered.length;
  const sample = answered.slice(0, FIRST_RESPONSE_MINUTES_CAP);
  if (sample.length > 0) {
    const offered = await db().getAll(
      ...sample.map(({ leadId }) => db().collection(COLLECTIONS.leads).doc(leadId)),
      { fieldMask: ['createdAt'] },
    );
    const offeredAt = new Map(offered.map((s) => [s.id, millisOf(s.get('createdAt'))]));
    for (const snapshot of offered) readTime = earlier(readTime, snapshot.readTime);
    for (const { leadId, first } of sample) {
      const from = offeredAt.get(leadId);
      if (from === null || from === undefined) continue;
      figures.firstResponseMinutes.push(Math.max(0, Math.round((first - from) / 6_000) / 10));
    }
  }

  for (const doc of sent.docs) {
    if (doc.get('status') === 'draft') continue;
    if (doc.get('kind') === 'quote') figures.quotesSent += 1;
    if (doc.get('kind') === 'invoice') figures.invoicesSent += 1;
  }
  figures.quotesAccepted = acceptances.docs.filter((doc) => doc.get('kind') === 'quote').length;

  for (const doc of rows.docs) {
    const amount = Number(doc.get('amountPence')) || 0;
    const status = doc.get('status');
    // A payment counts when received, even if refunded since (the refund counts on its own day).
    if (doc.get('type') === 'document-payment' && (status === 'succeeded' || status === 'refunded'))
      figures.paymentsPence += amount;
    if (doc.get('type') === 'refund' && (status === 'succeeded' || status === 'pending'))
      figures.refundsPence += amount;
  }
  figures.revenuePence = figures.paymentsPence - figures.refundsPence;
  return { figures, readTime };
}

export type RecomputeOutcome = 'written' | 'unchanged-empty' | 'superseded' | 'company-gone';

/**
 * Recomputes `companyStatsDays/{companyId}_{day}` from its sources. A day with nothing counted is
 * not created (an existing one is set to zeros); a run whose sources were read before the stored
 * figures' were writes nothing. A company that has left Fixwell gets no figures: its day is
 * deleted, not rebuilt from the invoices kept for HMRC (deleting its quotes sets off the triggers).
 */
export async function recomputeCompanyDay(
  companyId: string,
  day: string,
): Promise<{ outcome: RecomputeOutcome; figures: CompanyStatsFigures }> {
  const { figures, readTime } = await readCompanyDayFigures(companyId, day);
  const ref = db().collection(COLLECTIONS.companyStatsDays).doc(companyStatsDayId(companyId, day));
  const outcome = await runTransaction(async (tx): Promise<RecomputeOutcome> => {
    const [storedSnapshot, company] = await Promise.all([
      tx.get(ref),
      tx.get(db().collection(COLLECTIONS.companies).doc(companyId)),
    ]);
    const stored = readDoc<StoredStatsDay>(storedSnapshot);
    if (!company.exists) {
      if (stored) tx.delete(ref);
      return 'company-gone';
    }
    if (!stored && !hasStatsActivity(figures)) return 'unchanged-empty';
    const storedRead = stored?.sourcesReadAt;
    if (storedRead instanceof Timestamp && storedRead.valueOf() > readTime.valueOf())
      return 'superseded';
    // The day's week and month, rebuilt from their days with this one as it is now written.
    const writePeriods = await rebuildPeriodsIn(tx, companyId, periodsOfDay(day), {
      ...figures,
      day,
    });
    writePeriods();
    tx.set(ref, {
      companyId,
      day,
      ...figures,
      sourcesReadAt: readTime,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies CompanyStatsDayDocument<WriteTime>);
    return 'written';
  });
  return { outcome, figures };
}

/**
 * Recomputes several company days, a few at a time; how many were written. The days of one
 * company's month run one after another (they rebuild the same month, and would only make each
 * other's transactions wait and retry); different months and companies run side by side.
 */
export async function recomputeCompanyDays(
  days: ReadonlyArray<{ companyId: string; day: string }>,
  concurrency = 8,
): Promise<number> {
  const groups = new Map<string, Array<{ companyId: string; day: string }>>();
  for (const item of days) {
    const key = `${item.companyId}_${item.day.slice(0, 7)}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const queue = [...groups.values()];
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      for (const item of queue[next++]!) {
        const { outcome } = await recomputeCompanyDay(item.companyId, item.day);
        if (outcome === 'written') written += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return written;
}
