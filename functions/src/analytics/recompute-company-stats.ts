import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { addDays, londonDateOf, londonMidnightMillis } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { logInfo } from '../lib/log';
import { recomputeCompanyDays } from './recompute-company-day';

// The safety net under the triggers: every night, yesterday is recomputed for every company with
// activity that day, found from the sources themselves (not from the rollups), so a day whose
// trigger never ran is still counted right by morning.

const PAGE = 1_000;

/** Every companyId of the rows whose `field` falls within [start, end), page by page. */
async function companiesIn(query: Query, field: string, start: Timestamp, end: Timestamp) {
  const ids = new Set<string>();
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query
      .where(field, '>=', start)
      .where(field, '<', end)
      .orderBy(field)
      .select('companyId')
      .limit(PAGE);
    if (cursor) page = page.startAfter(cursor);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      const companyId = doc.get('companyId');
      if (typeof companyId === 'string' && companyId) ids.add(companyId);
    }
    if (snapshot.size < PAGE) return ids;
    cursor = snapshot.docs.at(-1);
  }
}

/** The companies with anything counted on `day`. */
export async function companiesActiveOn(day: string): Promise<string[]> {
  const start = Timestamp.fromMillis(londonMidnightMillis(day));
  const end = Timestamp.fromMillis(londonMidnightMillis(addDays(day, 1)));
  const collection = (name: string) => db().collection(name);
  const sets = await Promise.all([
    companiesIn(collection(COLLECTIONS.leads), 'createdAt', start, end),
    companiesIn(collection(COLLECTIONS.leads), 'respondedAt', start, end),
    companiesIn(collection(COLLECTIONS.leads), 'expiredAt', start, end),
    companiesIn(collection(COLLECTIONS.conversations), 'firstCompanyMessageAt', start, end),
    companiesIn(collection(COLLECTIONS.documents), 'sentAt', start, end),
    companiesIn(collection(COLLECTIONS.documents), 'acceptance.at', start, end),
    companiesIn(collection(COLLECTIONS.transactions), 'occurredAt', start, end),
  ]);
  return [...new Set(sets.flatMap((set) => [...set]))].sort();
}

/** Recomputes yesterday (London) for every company active on it. */
export async function recomputeCompanyStatsNow(
  now: number = Date.now(),
): Promise<{ day: string; companies: number; written: number }> {
  const day = addDays(londonDateOf(now), -1);
  const companies = await companiesActiveOn(day);
  const written = await recomputeCompanyDays(companies.map((companyId) => ({ companyId, day })));
  logInfo('company-stats.nightly', { day, companies: companies.length, written });
  return { day, companies: companies.length, written };
}

/** Every night at 02:30 London time: yesterday's figures recomputed from their sources. */
export const recomputeCompanyStats = onSchedule(
  { schedule: '30 2 * * *', timeZone: 'Europe/London' },
  async () => {
    await recomputeCompanyStatsNow();
  },
);
