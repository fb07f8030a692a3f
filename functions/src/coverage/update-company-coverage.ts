import { FieldValue } from 'firebase-admin/firestore';

import { updateCompanyCoverageCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import {
  COVERAGE_MESSAGES,
  coverageKeysOf,
  mainTradeAfter,
  resolveCoverage,
} from '@fixwell/common/coverage/coverage';
import { townsOf } from '@fixwell/common/coverage/district-positions';

import { writeCoverageIndex } from '../companies/company-lookup-index';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { invalidCoverage, readOwnCompany, refusal } from './coverage-base';

/** Most towns kept on the public document (the editor and profile say "and N more"). */
const STORED_TOWNS = 50;

/**
 * A company sets its trades and coverage: districts and whole areas it picked, or a radius around
 * its base district (stored as the districts within it). One transaction writes the company's
 * trades, main trade, coverage, areas, keys and towns, and moves it in the coverage index, so
 * matching never sees half of a change.
 */
export const updateCompanyCoverage = onCallable(
  updateCompanyCoverageCallable,
  async ({ trades, coverage }, { uid }) => {
    const ref = db().collection(COLLECTIONS.companies).doc(uid);
    const result = await runTransaction(async (tx) => {
      const { company, baseDistrict } = await readOwnCompany(uid, tx);
      const resolved = resolveCoverage(coverage, baseDistrict);
      if (!resolved.ok) throw refusal(resolved);
      const keys = coverageKeysOf(trades, resolved.coverage);
      const before = Array.isArray(company.coverageKeys) ? company.coverageKeys : [];
      tx.update(ref, {
        trades,
        mainTrade: mainTradeAfter(company.mainTrade, trades),
        coverage: resolved.coverage,
        postcodeAreas: resolved.postcodeAreas,
        coverageKeys: keys,
        coverageTowns: townsOf(resolved.districts).slice(0, STORED_TOWNS),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<CompanyDocument<WriteTime>>);
      writeCoverageIndex(db(), tx, uid, before, keys);
      return { coverageKeys: keys.length, districtCount: resolved.districts.length };
    });
    logInfo('coverage.updated', { uid, mode: coverage.mode, ...result });
    return result;
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', COVERAGE_MESSAGES.notCompany),
    invalid: invalidCoverage,
  },
);
