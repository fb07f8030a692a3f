import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

import { POSTCODE_AREA_CENTROIDS } from '@fixwell/common/catalogue/postcode-area-centroids';
import { postcodeAreaOf } from '@fixwell/common/company';

import { COMPANY_SLUGS, COVERAGE_INDEX } from '../companies/company-lookup-index';
import { millisOf } from '../lib/timestamps';
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
  const area = postcodeAreaOf(String(company.get('basePostcode') ?? ''));
  const centroid = area ? POSTCODE_AREA_CENTROIDS.get(area) : undefined;
  const responseMinutes = company.get('responseMinutes') as unknown;
  return {
    companyId: company.id,
    businessName: String(company.get('businessName') ?? ''),
    slug: String(company.get('slug') ?? ''),
    trades: strings(company.get('trades')),
    rating: Number(company.get('rating') ?? 0) || 0,
    reviewCount: Number(company.get('reviewCount') ?? 0) || 0,
    badges: strings(company.get('badges')),
    base: centroid ? { latitude: centroid.latitude, longitude: centroid.longitude } : null,
    responseMinutes: typeof responseMinutes === 'number' ? responseMinutes : null,
  };
}

/**
 * Adds each company's subscription and lead allowance: two reads per candidate plus one per plan,
 * in three batched round trips.
 */
async function withBilling(db: Firestore, companies: DocumentSnapshot[]): Promise<Candidate[]> {
  if (companies.length === 0) return [];
  const subscriptionRefs = companies.map((company) =>
    db.collection('subscriptions').doc(company.id),
  );
  const allowanceRefs = companies.map((company) => db.collection('leadAllowances').doc(company.id));
  const [subscriptions, allowances] = await Promise.all([
    getAllChunked(db, subscriptionRefs),
    getAllChunked(db, allowanceRefs),
  ]);
  const planIds = [
    ...new Set(
      subscriptions
        .map((subscription) => subscription.get('planId') as unknown)
        .filter((planId): planId is string => typeof planId === 'string' && planId !== ''),
    ),
  ];
  const plans = planIds.length
    ? await db.getAll(...planIds.map((planId) => db.collection('plans').doc(planId)))
    : [];
  const planById = new Map(
    plans
      .filter((plan) => plan.exists)
      .map((plan) => {
        const extra = plan.get('extraLeadPricePence') as unknown;
        return [
          plan.id,
          {
            allowance: Number(plan.get('leadAllowance') ?? 0) || 0,
            extraLeadPricePence: typeof extra === 'number' ? extra : null,
          },
        ];
      }),
  );

  return companies.map((company, index) => {
    const subscription = subscriptions[index];
    const allowance = allowances[index];
    const planId = subscription?.get('planId') as unknown;
    const plan = typeof planId === 'string' ? planById.get(planId) : undefined;
    return {
      ...candidateOf(company),
      subscription: subscription?.exists
        ? {
            status: subscription.get('status') as unknown,
            periodEndMillis: millisOf(subscription.get('currentPeriodEnd')),
          }
        : null,
      allowance:
        plan === undefined
          ? null
          : {
              allowance: plan.allowance,
              extraLeadPricePence: plan.extraLeadPricePence,
              used: allowance?.exists ? Number(allowance.get('used') ?? 0) || 0 : 0,
              periodEndMillis: allowance?.exists ? millisOf(allowance.get('periodEnd')) : null,
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
  const entries = await db.getAll(...keys.map((key) => db.collection(COVERAGE_INDEX).doc(key)));
  const ids = [...new Set(entries.flatMap((entry) => strings(entry.get('companyIds'))))]
    .sort()
    .slice(0, CANDIDATE_LIMIT);
  if (ids.length === 0) return [];
  const companies = await getAllChunked(
    db,
    ids.map((id) => db.collection('companies').doc(id)),
  );
  // An index entry can outlive its company for a moment; a missing company is no candidate.
  return withBilling(
    db,
    companies.filter((company) => company.exists),
  );
}

/** The company a widget or profile request names, whatever its coverage. */
export async function loadRoutedCompany(db: Firestore, slug: string): Promise<Candidate | null> {
  const entry = await db.collection(COMPANY_SLUGS).doc(slug).get();
  const companyId = entry.get('companyId') as unknown;
  if (typeof companyId !== 'string') return null;
  const company = await db.collection('companies').doc(companyId).get();
  if (!company.exists || company.get('slug') !== slug) return null;
  const [candidate] = await withBilling(db, [company]);
  return candidate ?? null;
}
