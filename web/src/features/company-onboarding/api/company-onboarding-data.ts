// The company onboarding feature's only contact with Firebase: the company's own documents that
// decide whether its profile is ready (companies/{uid} live, companyPrivate/{uid}, its
// verification checks live, subscriptions/{uid}, connectAccounts/{uid}) and the publish and
// unpublish callables. Hooks build on these, so tests replace this one module.
import {
  publishCompanyProfileCallable,
  unpublishCompanyProfileCallable,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { PUBLISH_MESSAGES, type ReadinessCheck } from '@fixwell/common/companies/profile-readiness';
import { brandingOf } from '@fixwell/common/company-branding';
import {
  COMPANY_BADGES,
  LEGAL_FORMS,
  type CompanyCoverage,
  type LegalForm,
  type VerifiedBadge,
} from '@fixwell/common/company';
import { subscriptionAccess } from '@fixwell/common/subscription';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import type { OnboardingExtras, OwnCompany } from '@/features/company-onboarding/onboarding-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchDocument } from '@/lib/firestore-live';

/** More checks than there are types (one document per company and type): the list is bounded. */
const CHECKS_LIMIT = 20;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
const BADGE_IDS: readonly string[] = COMPANY_BADGES.map((badge) => badge.id);

function badgesOf(value: unknown): VerifiedBadge[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const badge = entry as Partial<VerifiedBadge> | null;
    if (!badge || !BADGE_IDS.includes(text(badge.id)) || !text(badge.checkedOn)) return [];
    return [
      {
        id: badge.id!,
        checkedOn: badge.checkedOn!,
        ...(text(badge.expiresOn) ? { expiresOn: badge.expiresOn! } : {}),
      },
    ];
  });
}

function coverageOf(value: unknown): CompanyCoverage | undefined {
  const coverage = value as Partial<CompanyCoverage> | null | undefined;
  if (!coverage || (coverage.mode !== 'districts' && coverage.mode !== 'radius')) return undefined;
  return {
    mode: coverage.mode,
    areas: strings(coverage.areas),
    districts: strings(coverage.districts),
    radiusMiles: typeof coverage.radiusMiles === 'number' ? coverage.radiusMiles : null,
  };
}

/** `companies/{uid}` as its owner sees it, read defensively (old seeds exist). */
export function ownCompanyFromData(id: string, data: DocumentData): OwnCompany {
  const legalForm = (LEGAL_FORMS as readonly string[]).includes(text(data.legalForm))
    ? (data.legalForm as LegalForm)
    : undefined;
  const coverage = coverageOf(data.coverage);
  return {
    id,
    businessName: text(data.businessName),
    slug: text(data.slug),
    public: data.public === true,
    suspended: data.suspended === true,
    publishedAt: dateOf(data.publishedAt),
    mainTrade: text(data.mainTrade),
    trades: strings(data.trades),
    baseDistrict: text(data.baseDistrict) || undefined,
    town: text(data.town) || undefined,
    coverageKeys: strings(data.coverageKeys),
    coverageTowns: strings(data.coverageTowns),
    ...(coverage ? { coverage } : {}),
    ...(legalForm ? { legalForm } : {}),
    companiesHouseNumber: text(data.companiesHouseNumber) || undefined,
    description: text(data.description),
    phone: text(data.phone),
    website: text(data.website),
    rating: count(data.rating),
    reviewCount: count(data.reviewCount),
    verifiedBadges: badgesOf(data.verifiedBadges),
    branding: brandingOf(data),
  };
}

const ownCompanyConverter = readConverter(ownCompanyFromData);

/** The signed-in company's own document, live (its owner may read it while hidden). */
export function watchOwnCompany(
  uid: string,
  onData: (company: OwnCompany | null) => void,
  onError: (error: Error) => void,
): () => void {
  const reference = doc(firestore(), COLLECTIONS.companies, uid).withConverter(ownCompanyConverter);
  return watchDocument(reference, onData, onError);
}

/** The company's verification checks (their type and status), live: the checklist ticks itself. */
export function watchCompanyChecks(
  uid: string,
  onData: (checks: ReadinessCheck[]) => void,
  onError: (error: Error) => void,
): () => void {
  const checks = query(
    collection(firestore(), COLLECTIONS.verificationChecks),
    where('companyId', '==', uid),
    limit(CHECKS_LIMIT),
  );
  return onSnapshot(
    checks,
    (snapshot) =>
      onData(
        snapshot.docs.flatMap((document) => {
          const data = document.data();
          return typeof data.type === 'string' && typeof data.status === 'string'
            ? [{ type: data.type, status: data.status }]
            : [];
        }),
      ),
    onError,
  );
}

/** What else the checklist needs: the private base postcode, the subscription and payouts. */
export async function fetchOnboardingExtras(uid: string): Promise<OnboardingExtras> {
  const db = firestore();
  const [privateSnap, subscriptionSnap, connectSnap] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.companyPrivate, uid)),
    getDoc(doc(db, COLLECTIONS.subscriptions, uid)),
    getDoc(doc(db, COLLECTIONS.connectAccounts, uid)),
  ]);
  const basePostcode = text(privateSnap.data()?.basePostcode);
  const subscription = subscriptionSnap.data();
  const connect = connectSnap.data();
  return {
    basePostcode: basePostcode || null,
    subscribed: subscription
      ? subscriptionAccess({ ...subscription, status: subscription.status }, Date.now()).active
      : false,
    payoutsEnabled: connect?.payoutsEnabled === true && connect.chargesEnabled === true,
  };
}

export type PublishState = CallableOutput<typeof publishCompanyProfileCallable>;

/** Publishes the profile; a refusal names what is missing (`details.missing`). */
export function publishProfile(): Promise<PublishState> {
  return callFunction(publishCompanyProfileCallable, null, {
    fallback: PUBLISH_MESSAGES.publishFailed,
  });
}

/** Hides the profile from the directory and search. */
export function unpublishProfile(): Promise<PublishState> {
  return callFunction(unpublishCompanyProfileCallable, null, {
    fallback: PUBLISH_MESSAGES.unpublishFailed,
  });
}
