// The analytics feature's only contact with Firebase: one bounded range query over the company's
// daily figures (`companyStatsDays`, kept by functions), read under the rules (owner only).
import {
  emptyStatsFigures,
  type CompanyStatsFigures,
  type StatsDay,
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

/** More days than the longest view needs (12 months plus the current week). */
export const STATS_DAYS_LIMIT = 400;

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A stored day as a `StatsDay`; missing or malformed figures read as 0. */
export function statsDayFromData(id: string, data: DocumentData): StatsDay {
  const figures = emptyStatsFigures();
  for (const key of Object.keys(figures) as Array<keyof CompanyStatsFigures>) {
    if (key === 'firstResponseMinutes') continue;
    figures[key] = count(data[key]);
  }
  figures.firstResponseMinutes = Array.isArray(data.firstResponseMinutes)
    ? data.firstResponseMinutes.filter((m): m is number => typeof m === 'number')
    : [];
  return { ...figures, day: typeof data.day === 'string' ? data.day : id.slice(-10) };
}

const statsDayConverter = readConverter(statsDayFromData);

/** The company's days from `fromDay` (a London `YYYY-MM-DD`) onwards, oldest first. */
export async function getCompanyStatsDays(companyId: string, fromDay: string): Promise<StatsDay[]> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.companyStatsDays).withConverter(statsDayConverter),
      where('companyId', '==', companyId),
      where('day', '>=', fromDay),
      orderBy('day'),
      limit(STATS_DAYS_LIMIT),
    ),
  );
  return docs.map((doc) => doc.data());
}
