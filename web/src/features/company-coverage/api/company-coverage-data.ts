// The coverage feature's only contact with Firebase: the company's own `companies/{uid}` for its
// trades, coverage and base district, and the updateCompanyCoverage and estimateCoverageLeads
// callables. Hooks build on these, so tests replace this one module.
import {
  estimateCoverageLeadsCallable,
  updateCompanyCoverageCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyCoverage } from '@fixwell/common/company';
import type { CoverageEstimate, UpdateCompanyCoverage } from '@fixwell/common/coverage/coverage';
import { doc, getDoc } from 'firebase/firestore';

import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** What the coverage editor starts from. */
export interface CompanyCoverageSettings {
  trades: string[];
  mainTrade: string;
  coverage: CompanyCoverage;
  /** The base postcode's district ("LS6"), which a radius is measured from; null when unset. */
  baseDistrict: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const settingsConverter = readConverter((_id, data): CompanyCoverageSettings => {
  const stored = (data.coverage ?? null) as Partial<CompanyCoverage> | null;
  const baseDistrict = typeof data.baseDistrict === 'string' ? data.baseDistrict : null;
  return {
    trades: strings(data.trades),
    mainTrade: typeof data.mainTrade === 'string' ? data.mainTrade : '',
    baseDistrict,
    // Before the first save a company covers the areas it was created with.
    coverage:
      stored && (stored.mode === 'districts' || stored.mode === 'radius')
        ? {
            mode: stored.mode,
            areas: strings(stored.areas),
            districts: strings(stored.districts),
            radiusMiles: typeof stored.radiusMiles === 'number' ? stored.radiusMiles : null,
          }
        : {
            mode: 'districts',
            areas: strings(data.postcodeAreas),
            districts: [],
            radiusMiles: null,
          },
  };
});

/** The signed-in company's trades and coverage; null while onUserCreated is still building it. */
export async function fetchCompanyCoverage(
  companyId: string,
): Promise<CompanyCoverageSettings | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.companies, companyId).withConverter(settingsConverter),
  );
  return snapshot.data() ?? null;
}

export function saveCompanyCoverage(
  input: UpdateCompanyCoverage,
): Promise<{ coverageKeys: number; districtCount: number }> {
  return callFunction(updateCompanyCoverageCallable, input, {
    fallback: 'We could not save your coverage. Please try again.',
  });
}

export function estimateCoverageLeads(input: UpdateCompanyCoverage): Promise<CoverageEstimate> {
  return callFunction(estimateCoverageLeadsCallable, input, {
    fallback: 'We could not estimate your lead volume just now.',
  });
}
