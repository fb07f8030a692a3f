import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { companyPlaceOf } from '@fixwell/common/companies/company-place';
import { coverageKeys } from '@fixwell/common/company';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { SubscriptionDocument, SubscriptionStatus } from '@fixwell/common/subscription';

import { adminAuth, adminDb, uniqueEmail } from './emulators';

/** The password of every company seedCompany creates. */
export const COMPANY_PASSWORD = 'Company-pass-1';

/** The catalogue a plumbing request in Leeds needs: the service, its postcode area and a plan. */
export async function seedQuoteCatalogue(): Promise<void> {
  const db = adminDb();
  await Promise.all([
    db
      .collection(COLLECTIONS.services)
      .doc('plumber')
      .set({ slug: 'plumber', name: 'Plumber', trades: ['plumber'] }),
    db.collection(COLLECTIONS.postcodeAreas).doc('LS').set({ code: 'LS', name: 'Leeds' }),
    db
      .collection(COLLECTIONS.plans)
      .doc('starter')
      .set({ name: 'Starter', leadAllowance: 5, extraLeadPricePence: 800 }),
  ]);
}

/** A valid quote request as the web form sends it (a plumber in Leeds); override what a test varies. */
export function quoteForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    service: 'plumber',
    answers: { 'leak-location': 'Kitchen' },
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'The kitchen tap drips constantly and the washer seems worn.',
    postcode: 'ls6 2ab',
    propertyType: 'house',
    name: 'Priya Shah',
    email: uniqueEmail('priya'),
    phone: '07700 900123',
    consent: true,
    source: 'web',
    website: '',
    ...overrides,
  };
}

export interface CompanySetup {
  trades?: string[];
  areas?: string[];
  districts?: string[];
  basePostcode?: string;
  rating?: number;
  status?: string;
  periodEnd?: number | null;
  used?: number;
  slug?: string;
}

/** A company with its account, profile, subscription and allowance, written in one batch. */
export async function seedCompany(id: string, setup: CompanySetup = {}): Promise<string> {
  const email = uniqueEmail(id);
  const trades = setup.trades ?? ['plumber'];
  const areas = setup.areas ?? ['LS'];
  const periodEnd =
    setup.periodEnd === undefined ? Date.now() + 30 * 24 * 60 * 60 * 1000 : setup.periodEnd;
  await adminAuth().createUser({ uid: id, email, password: COMPANY_PASSWORD, emailVerified: true });
  const db = adminDb();
  const batch = db.batch();
  const keys = coverageKeys(trades, [...areas, ...(setup.districts ?? [])]);
  // What provisionCompany and the seed write alongside a company: matching reads these.
  for (const key of keys) {
    batch.set(
      db.collection(COLLECTIONS.coverageIndex).doc(key),
      { companyIds: FieldValue.arrayUnion(id) },
      { merge: true },
    );
  }
  batch.set(db.collection(COLLECTIONS.companySlugs).doc(setup.slug ?? id), { companyId: id });
  // The public document carries the district and town; the full postcode is private.
  const basePostcode = setup.basePostcode ?? 'LS1 4AP';
  const place = companyPlaceOf(basePostcode);
  batch.set(db.collection(COLLECTIONS.companyPrivate).doc(id), {
    ownerId: id,
    basePostcode,
    leadEmail: null,
    updatedAt: Timestamp.now(),
  });
  batch.set(db.collection(COLLECTIONS.companies).doc(id), {
    ownerId: id,
    businessName: `Company ${id}`,
    slug: setup.slug ?? id,
    mainTrade: trades[0],
    trades,
    baseDistrict: place?.baseDistrict ?? null,
    town: place?.town ?? null,
    public: true,
    postcodeAreas: areas,
    coverageKeys: keys,
    rating: setup.rating ?? 4.5,
    reviewCount: 3,
    badges: ['insured'],
    phone: '0113 496 0000',
  });
  // What the Stripe webhook writes (functions/src/billing): here the fixture stands in for it.
  batch.set(db.collection(COLLECTIONS.subscriptions).doc(id), {
    status: (setup.status ?? 'active') as SubscriptionStatus,
    planId: 'starter',
    stripeCustomerId: `cus_fixture_${id}`,
    stripeSubscriptionId: `sub_fixture_${id}`,
    stripePriceId: 'price_fixture_starter',
    monthlyAmountPence: 2_900,
    currentPeriodStart:
      periodEnd === null ? null : Timestamp.fromMillis(periodEnd - 30 * 24 * 60 * 60 * 1000),
    currentPeriodEnd: periodEnd === null ? null : Timestamp.fromMillis(periodEnd),
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    companyName: `Company ${id}`,
    updatedAt: Timestamp.now(),
  } satisfies SubscriptionDocument<Timestamp>);
  if (setup.used !== undefined && periodEnd !== null) {
    batch.set(db.collection(COLLECTIONS.leadAllowances).doc(id), {
      planId: 'starter',
      allowance: 5,
      used: setup.used,
      periodEnd: Timestamp.fromMillis(periodEnd),
    });
  }
  batch.set(db.collection(COLLECTIONS.users).doc(id), {
    uid: id,
    email,
    role: 'company',
    active: true,
    displayName: `Company ${id}`,
  });
  await batch.commit();
  return email;
}

export const CUSTOMER_PASSWORD = 'Kettle-boils-42';

/** A customer's account and profile (`Customer <uid>`, verified and active). Returns the email. */
export async function seedCustomer(uid: string): Promise<string> {
  const email = uniqueEmail(uid);
  await adminAuth().createUser({ uid, email, password: CUSTOMER_PASSWORD });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({
      id: uid,
      email,
      displayName: `Customer ${uid}`,
      role: 'customer',
      emailVerified: true,
      active: true,
    });
  return email;
}
