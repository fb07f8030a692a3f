import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import { addDays } from '@fixwell/common/london-time';
import {
  companyStatsPeriodId,
  rollupStatsDays,
  statsFiguresFromData,
  statsPeriodFrameOf,
  type CompanyStatsPeriodDocument,
  type StatsDay,
  type StatsPeriodKind,
} from '@fixwell/common/analytics/company-stats';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import type { WriteTime } from '../lib/documents';

// The week and month rollups (`companyStatsWeeks`, `companyStatsMonths`) the analytics page reads
// instead of a year of days. A period is always rebuilt from its stored days, never adjusted by a
// difference, so a rebuild also mends a period that was ever wrong or missing. The day's own
// recomputation rebuilds its week and month in the transaction that writes the day; a rebuild
// over a range of days (a backfill, the bench) rebuilds each month and the weeks that touch it.

const PERIOD_COLLECTIONS: Record<StatsPeriodKind, string> = {
  week: COLLECTIONS.companyStatsWeeks,
  month: COLLECTIONS.companyStatsMonths,
};

/** A period's days span at most a month and the weeks at its ends: 31 + 6 + 6 days. */
const PERIOD_DAYS_LIMIT = 62;

export type StatsPeriodRef = { kind: StatsPeriodKind; key: string; start: string; end: string };

export function statsPeriodRef(companyId: string, kind: StatsPeriodKind, key: string) {
  return db().collection(PERIOD_COLLECTIONS[kind]).doc(companyStatsPeriodId(companyId, key));
}

/** The week and the month holding a day. */
export function periodsOfDay(day: string): StatsPeriodRef[] {
  return (['week', 'month'] as const).map((kind) => ({ kind, ...statsPeriodFrameOf(kind, day) }));
}

/**
 * In a transaction, before its writes: reads the stored days of the periods and returns the
 * writes that rebuild them, `replacing` a day the transaction is itself writing (its own writes
 * are not visible to its reads). A period without any day is deleted.
 */
export async function rebuildPeriodsIn(
  tx: Transaction,
  companyId: string,
  periods: readonly StatsPeriodRef[],
  replacing?: StatsDay,
): Promise<() => void> {
  if (periods.length === 0) return () => undefined;
  const from = periods.map((p) => p.start).reduce((a, b) => (a < b ? a : b));
  const to = periods.map((p) => p.end).reduce((a, b) => (a > b ? a : b));
  const snapshot = await tx.get(
    db()
      .collection(COLLECTIONS.companyStatsDays)
      .where('companyId', '==', companyId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .limit(PERIOD_DAYS_LIMIT),
  );
  const days: StatsDay[] = snapshot.docs
    .map((doc) => ({ ...statsFiguresFromData(doc.data()), day: String(doc.get('day')) }))
    .filter((day) => day.day !== replacing?.day);
  if (replacing) days.push(replacing);

  return () => {
    for (const period of periods) {
      const ref = statsPeriodRef(companyId, period.kind, period.key);
      const within = days.filter((day) => period.start <= day.day && day.day <= period.end);
      const [rollup] = rollupStatsDays(within, period.kind);
      if (!rollup) {
        tx.delete(ref);
        continue;
      }
      tx.set(ref, {
        ...rollup,
        companyId,
        kind: period.kind,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies CompanyStatsPeriodDocument<WriteTime>);
    }
  };
}

/**
 * Rebuilds every week and month holding a day from `fromDay` to `toDay` from the stored days, a
 * month at a time (each with the weeks that touch it); how many months were rebuilt. For days
 * written without their periods: a backfill, the bench's year of days.
 */
export async function rebuildCompanyStatsPeriods(
  companyId: string,
  fromDay: string,
  toDay: string,
): Promise<number> {
  let months = 0;
  for (let first = statsPeriodFrameOf('month', fromDay).start; first <= toDay;) {
    const month = { kind: 'month' as const, ...statsPeriodFrameOf('month', first) };
    const weeks: StatsPeriodRef[] = [];
    for (let monday = month.start; monday <= month.end; monday = addDays(monday, 7)) {
      weeks.push({ kind: 'week', ...statsPeriodFrameOf('week', monday) });
    }
    const lastWeek = statsPeriodFrameOf('week', month.end);
    if (weeks.at(-1)?.key !== lastWeek.key) weeks.push({ kind: 'week', ...lastWeek });
    await runTransaction(async (tx) => {
      const write = await rebuildPeriodsIn(tx, companyId, [month, ...weeks]);
      write();
    });
    months += 1;
    first = addDays(month.end, 1);
  }
  return months;
}
