import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanySlugDocument, CoverageIndexDocument } from '@fixwell/common/company';
import { districtPosition } from '@fixwell/common/coverage/district-positions';
import { outwardCodeOf } from '@fixwell/common/uk-postcode';

import type { CompanyDocument } from '../companies/company-documents';
import { allowanceCountOf, planTermsOf, subscriptionTermsOf } from '../lib/billing-reads';
import { readDoc } from '../lib/documents';
import type { Candidate } from './rank-candidates';

/**
 * The most covering companies matching reads for one job. Far above any town's real count today;
 * it bounds the cost of a request if one key ever names thousands.
 */
export const CANDIDATE_LIMIT = 300;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The coverage keys a job is found under: each trade with the job's area and its district. */
export function jobCoverageKeys(
  trades: readonly string[],
  area: string,
  district: string,
): string[] {
  const places = [...new Set([area, district].filter((place) => place !== ''))];
  return trades.flatMap((trade) => places.map((place) => `${trade}|${place}`)).slice(0, 30);
}

/** A company document as matching sees it, before its subscription and allowance are known. */
function candidateOf(company: DocumentSnapshot): Omit<Candidate, 'subscription' | 'allowance'> {
  // Companies edit most of their profile, so every field is read defensively.
  const data = readDoc<Partial<CompanyDocument>>(company) ?? {};
  // Where the company is: its public base district (documents from before issue 15 still carry
  // the full postcode, of which only the district is used).
  const baseDistrict =
    outwardCodeOf(String(data.baseDistrict ?? '')) ??
    outwardCodeOf(String(data.basePostcode ?? ''));
  const centroid = baseDistrict ? districtPosition(baseDistrict) : null;
  return {
    companyId: company.id,
    businessName: String(data.businessName ?? ''),
    slug: String(data.slug ?? ''),
    trades: strings(data.trades),
    rating: Number(data.rating ?? 0) || 0,
    reviewCount: Number(data.reviewCount ?? 0) || 0,
    badges: strings(data.badges),
    base: centroid ? { latitude: centroid.latitude, longitude: centroid.longitude } : null,
    responseMinutes: typeof data.responseMinutes === 'number' ? data.responseMinutes : null,
  };
}

/**
 * Adds each company's subscription and lead allowance: two reads per candidate plus one per plan,
 * in three batched round trips.
 */
async function withBilling(db: Firestore, companies: DocumentSnapshot[]): Promise<Candidate[]> {
  if (companies.length === 0) return [];
  const subscriptionRefs = companies.map((company) =>
    db.collection(COLLECTIONS.subscriptions).doc(company.id),
  );
  const allowanceRefs = companies.map((company) =>
    db.collection(COLLECTIONS.leadAllowances).doc(company.id),
  );
  const [subscriptionSnapshots, allowanceSnapshots] = await Promise.all([
    getAllChunked(db, subscriptionRefs),
    getAllChunked(db, allowanceRefs),
  ]);
  const subscriptions = subscriptionSnapshots.map(subscriptionTermsOf);
  const planIds = [
    ...new Set(
      subscriptions
        .map((subscription) => subscription?.planId ?? null)
        .filter((planId): planId is string => planId !== null),
    ),
  ];
  const plans = planIds.length
    ? await db.getAll(...planIds.map((planId) => db.collection(COLLECTIONS.plans).doc(planId)))
    : [];
  const planById = new Map(
    plans.filter((plan) => plan.exists).map((plan) => [plan.id, planTermsOf(plan)]),
  );

  return companies.map((company, index) => {
    const subscription = subscriptions[index] ?? null;
    const plan = subscription?.planId ? planById.get(subscription.planId) : undefined;
    const count = allowanceCountOf(allowanceSnapshots[index]);
    return {
      ...candidateOf(company),
      subscription: subscription
        ? {
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            graceEndsAt: subscription.graceEndsAt,
          }
        : null,
      allowance:
        plan === undefined
          ? null
          : {
              allowance: plan.allowance,
              extraLeadPricePence: plan.extraLeadPricePence,
              used: count?.used ?? 0,
              periodEndMillis: count?.periodEndMillis ?? null,
              extraLeadsEnabled: count?.extraLeadsEnabled ?? false,
              extraLeadsCapPence: count?.extraLeadsCapPence ?? 0,
              extraSpentPence: count?.extraSpentPence ?? 0,
            },
    };
  });
}

async function getAllChunked(
  db: Firestore,
  refs: DocumentReference[],
): Promise<DocumentSnapshot[]> {
  const chunks: DocumentReference[][] = [];
  for (let i = 0; i < refs.length; i += 100) chunks.push(refs.slice(i, i + 100));
  const results = await Promise.all(chunks.map((chunk) => db.getAll(...chunk)));
  return results.flat();
}

/**
 * Companies whose coverage includes the job, with their billing state. The coverage index names
 * them, so the reads grow with the number of covering companies, never with all companies.
 */
export async function loadCandidates(db: Firestore, keys: readonly string[]): Promise<Candidate[]> {
  if (keys.length === 0) return [];
  const entries = await db.getAll(
    ...keys.map((key) => db.collection(COLLECTIONS.coverageIndex).doc(key)),
  );
  const ids = [
    ...new Set(
      entries.flatMap((entry) => strings(readDoc<CoverageIndexDocument>(entry)?.companyIds)),
    ),
  ]
    .sort()
    .slice(0, CANDIDATE_LIMIT);
  if (ids.length === 0) return [];
  const companies = await getAllChunked(
    db,
    ids.map((id) => db.collection(COLLECTIONS.companies).doc(id)),
  );
  // An index entry can outlive its company for a moment; a missing company is no candidate, and
  // an admin's suspension means no leads at all.
  return withBilling(
    db,
    companies.filter((company) => company.exists && !isSuspended(company)),
  );
}

/** Suspended by an admin (setCompanySuspended): hidden and offered no leads. */
function isSuspended(company: DocumentSnapshot): boolean {
  return readDoc<Partial<CompanyDocument>>(company)?.suspended === true;
}

/** The company a widget or profile request names, whatever its coverage, unless suspended. */
export async function loadRoutedCompany(db: Firestore, slug: string): Promise<Candidate | null> {
  const entry = readDoc<CompanySlugDocument>(
    await db.collection(COLLECTIONS.companySlugs).doc(slug).get(),
  );
  const companyId = entry?.companyId;
  if (typeof companyId !== 'string') return null;
  const company = await db.collection(COLLECTIONS.companies).doc(companyId).get();
  if (readDoc<CompanyDocument>(company)?.slug !== slug || isSuspended(company)) return null;
  const [candidate] = await withBilling(db, [company]);
  return candidate ?? null;
}
