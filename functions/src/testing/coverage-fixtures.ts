import { signInWithEmailAndPassword } from 'firebase/auth';
import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyCoverage } from '@fixwell/common/company';

import { adminDb, eventually, type WebClient } from './emulators';
import { COMPANY_PASSWORD, quoteForm } from './quote-fixtures';

/** The postcode areas (beyond Leeds) the coverage tests send requests in. */
export async function seedCoverageAreas(): Promise<void> {
  await Promise.all(
    [
      ['BD', 'Bradford'],
      ['M', 'Manchester'],
    ].map(([code, name]) =>
      adminDb().collection(COLLECTIONS.postcodeAreas).doc(code!).set({ code, name }),
    ),
  );
}

/** Signs `client` in as the company (seeded by seedCompany) and sets its coverage through the callable. */
export async function setCoverageAs(
  client: WebClient,
  email: string,
  trades: string[],
  coverage: Partial<CompanyCoverage>,
): Promise<{ coverageKeys: number; districtCount: number }> {
  await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
  const result = await client.call<{ coverageKeys: number; districtCount: number }>(
    'updateCompanyCoverage',
    {
      trades,
      coverage: { mode: 'districts', areas: [], districts: [], radiusMiles: null, ...coverage },
    },
  );
  await client.auth.signOut();
  return result;
}

/** Submits a plumbing request at `postcode` and waits until matching has dealt with it. */
export async function requestAt(
  client: WebClient,
  postcode: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; companies: string[] }> {
  const { id } = await client.call<SubmitQuoteResult>(
    'submitQuoteRequest',
    quoteForm({ postcode, ...overrides }),
  );
  await eventually(async () => {
    const snapshot = await adminDb().collection(COLLECTIONS.quotes).doc(id).get();
    return snapshot.get('status') === 'received' ? undefined : true;
  }, 'matching to finish');
  const leads = await adminDb().collection(COLLECTIONS.leads).where('quoteId', '==', id).get();
  return { id, companies: leads.docs.map((lead) => String(lead.get('companyId'))).sort() };
}
