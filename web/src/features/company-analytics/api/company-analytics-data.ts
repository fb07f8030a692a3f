// The analytics feature's only contact with Firebase: two bounded range queries over the
// company's week and month rollups (`companyStatsWeeks`, `companyStatsMonths`, kept by functions
// from the daily figures), read under the rules (owner only).
import {
  statsFiguresFromData,
  STATS_PERIODS_SHOWN,
  type StatsPeriodKind,
  type StatsPeriodRollup,
} from '@fixwell/common/analytics/company-stats';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** The weeks' and the months' rollups, each oldest first. */
export type CompanyStatsRollups = Record<StatsPeriodKind, StatsPeriodRollup[]>;

/** More periods than a view shows (a margin, should a period ever start on the first day). */
export const STATS_PERIODS_LIMIT = STATS_PERIODS_SHOWN + 2;

const PERIOD_COLLECTIONS: Record<StatsPeriodKind, string> = {
  week: COLLECTIONS.companyStatsWeeks,
  month: COLLECTIONS.companyStatsMonths,
};

/** A stored week or month as a `StatsPeriodRollup`; missing or malformed figures read as 0. */
export function statsRollupFromData(id: string, data: DocumentData): StatsPeriodRollup {
  const key = typeof data.key === 'string' ? data.key : id.slice(id.lastIndexOf('_') + 1);
  return { ...statsFiguresFromData(data), key };
}

const statsRollupConverter = readConverter(statsRollupFromData);

async function getRollups(
  kind: StatsPeriodKind,
  companyId: string,
  fromDay: string,
): Promise<StatsPeriodRollup[]> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), PERIOD_COLLECTIONS[kind]).withConverter(statsRollupConverter),
      where('companyId', '==', companyId),
      where('start', '>=', fromDay),
      orderBy('start'),
      limit(STATS_PERIODS_LIMIT),
    ),
  );
  return docs.map((doc) => doc.data());
}

/**
 * The company's weeks starting on or after `from.week` and months starting on or after
 * `from.month` (London `YYYY-MM-DD`), read at once.
 */
export async function getCompanyStatsRollups(
  companyId: string,
  from: Record<StatsPeriodKind, string>,
): Promise<CompanyStatsRollups> {
  const [week, month] = await Promise.all([
    getRollups('week', companyId, from.week),
    getRollups('month', companyId, from.month),
  ]);
  return { week, month };
}
