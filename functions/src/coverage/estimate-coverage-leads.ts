import { addDays, londonDateOf } from '@fixwell/common/london-time';
import { estimateCoverageLeadsCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  COVERAGE_ESTIMATE_DAYS,
  COVERAGE_MESSAGES,
  coverageDemandId,
  monthsBetween,
  requestsInPlaces,
  resolveCoverage,
  townsSummary,
  type CoverageDemandDocument,
} from '@fixwell/common/coverage/coverage';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { invalidCoverage, readOwnCompany, refusal } from './coverage-base';

/**
 * What a coverage would mean before it is saved: how many districts, which towns, and how many
 * quote requests for the company's trades were made in those places over the last 90 days. Reads
 * the monthly demand counters matching keeps (at most 10 trades × 4 months), never the quotes.
 * A request whose service several of the trades do is counted once per trade.
 */
export const estimateCoverageLeads = onCallable(
  estimateCoverageLeadsCallable,
  async ({ trades, coverage }, { uid }) => {
    const { baseDistrict } = await readOwnCompany(uid);
    const resolved = resolveCoverage(coverage, baseDistrict);
    if (!resolved.ok) throw refusal(resolved);
    const today = londonDateOf(Date.now());
    const from = addDays(today, -(COVERAGE_ESTIMATE_DAYS - 1));
    const refs = trades.flatMap((trade) =>
      monthsBetween(from, today).map((month) =>
        db().collection(COLLECTIONS.coverageDemand).doc(coverageDemandId(month, trade)),
      ),
    );
    const snapshots = refs.length ? await db().getAll(...refs) : [];
    const documents = snapshots
      .map((snapshot) => readDoc<CoverageDemandDocument>(snapshot))
      .filter((document): document is CoverageDemandDocument => document !== undefined);
    // Whole areas, and districts outside them: each request is counted once per trade.
    const places = [...resolved.coverage.areas, ...resolved.coverage.districts];
    return {
      districtCount: resolved.districts.length,
      ...townsSummary(resolved.districts),
      requestsLast90Days: requestsInPlaces(documents, places, from, today),
    };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', COVERAGE_MESSAGES.notCompany),
    invalid: invalidCoverage,
  },
);
