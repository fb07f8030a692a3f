import {
  SEED_ARTICLES,
  SEED_LOCATIONS,
  SEED_PLANS,
  SEED_POSTCODE_AREAS,
  SEED_SERVICES,
} from '@fixwell/common/catalogue/catalogue-data';
import { companyPlaceOf } from '@fixwell/common/companies/company-place';
import { COLLECTIONS } from '@fixwell/common/collections';
import { coverageKeys } from '@fixwell/common/company';
import { reviewAuthorName } from '@fixwell/common/reviews/review-stats';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toDeny, useRulesEnvironment } from './support/rules-env';

// A public profile exposes nothing private (issue 15). Every collection a visitor or another user
// can read is seeded here in the shape its writer gives it, fully filled in, and read back as a
// visitor, a customer and a competitor: the private fields must be absent and the private values
// (a home postcode, the lead and login emails, the VAT number, a customer's name, email, phone and
// postcode) must appear nowhere in what they get.

const { company, owner: customer } = PEOPLE;

const PRIVATE = {
  basePostcode: 'LS6 2AB',
  leadEmail: 'leads@acme-plumbing.co.uk',
  loginEmail: company.email,
  vatNumber: 'GB123456789',
  customerName: 'Alice Appleby',
  customerEmail: customer.email,
  customerPhone: '07700 900123',
  customerPostcode: 'LS7 3QT',
} as const;

/** Field names no public document may carry, at any depth. */
const PRIVATE_FIELDS = [
  'basePostcode',
  'leadEmail',
  'vatNumber',
  'suspendedReason',
  'email',
  'customerEmail',
  'customerPhone',
  'contact',
  'postcode',
];

const place = companyPlaceOf(PRIVATE.basePostcode)!;

/**
 * companies/acme as provisionCompany writes it and the profile, coverage, verification and
 * branding callables complete it: everything a published profile can carry.
 */
const PUBLISHED_COMPANY = {
  ownerId: company.uid,
  businessName: 'Acme Plumbing',
  slug: 'acme-plumbing-ls6',
  mainTrade: 'plumber',
  trades: ['plumber', 'heating-engineer'],
  baseDistrict: place.baseDistrict,
  town: place.town,
  public: true,
  suspended: false,
  publishedAt: LAST_WEEK,
  legalForm: 'limited-company',
  companiesHouseNumber: '01234567',
  socialLinks: { facebook: 'https://www.facebook.com/acmeplumbing' },
  openingHours: {
    days: {
      mon: { opens: '08:00', closes: '17:30' },
      tue: { opens: '08:00', closes: '17:30' },
      wed: { opens: '08:00', closes: '17:30' },
      thu: { opens: '08:00', closes: '17:30' },
      fri: { opens: '08:00', closes: '17:00' },
      sat: null,
      sun: null,
    },
    note: '24-hour call-outs',
  },
  workPhotos: [{ id: 'p1', caption: 'A new combi boiler', width: 1600, height: 1200 }],
  verifiedBadges: [
    { id: 'insured', checkedOn: '2026-11-02', expiresOn: '2027-11-01' },
    { id: 'gas-safe', checkedOn: '2026-11-03' },
  ],
  badges: ['insured', 'gas-safe'],
  coverage: { mode: 'radius', areas: [], districts: ['LS6', 'LS7', 'LS16'], radiusMiles: 5 },
  coverageTowns: ['Leeds'],
  postcodeAreas: ['LS'],
  coverageKeys: coverageKeys(['plumber', 'heating-engineer'], ['LS6', 'LS7', 'LS16']),
  rating: 4.7,
  reviewCount: 3,
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
  description: 'Family-run plumbers in north Leeds.',
  phone: '0113 496 0000',
  website: 'https://acme-plumbing.example.co.uk',
  responseMinutes: 42,
  branding: {
    tradingName: 'Acme Plumbing',
    brandColour: '#1d4ed8',
    logoUrl: '/api/company-logos/acme/0123456789abcdef0123456789abcdef.png',
    footerText: 'Registered in England and Wales, no. 01234567.',
  },
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
};

/** reviews/{leadId} as submitReview writes it for a customer named Alice Appleby. */
const PUBLISHED_REVIEW = {
  companyId: company.uid,
  companyName: 'Acme Plumbing',
  leadId: 'q1_acme',
  customerId: customer.uid,
  authorName: reviewAuthorName(PRIVATE.customerName),
  ratings: { quality: 5, value: 4, reliability: 5 },
  rating: 4.7,
  body: 'Fixed the leak the same afternoon and explained everything.',
  serviceName: 'Plumber',
  verifiedJob: true,
  status: 'published',
  hidden: null,
  reply: { body: 'Thank you, it was a pleasure.', at: LAST_WEEK },
  reportCount: 0,
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
};

/** Every string anywhere in a value, and every key, for the leak checks. */
function keysAndStrings(value: unknown, keys: string[] = [], strings: string[] = []) {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) for (const item of value) keysAndStrings(item, keys, strings);
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key);
      keysAndStrings(item, keys, strings);
    }
  }
  return { keys, strings };
}

function expectNothingPrivate(data: unknown, where: string): void {
  const { keys, strings } = keysAndStrings(data);
  for (const field of PRIVATE_FIELDS)
    expect(keys, `${where} carries ${field}`).not.toContain(field);
  const text = strings.join('\n').toLowerCase();
  for (const [name, secret] of Object.entries(PRIVATE))
    expect(text, `${where} shows the ${name}`).not.toContain(secret.toLowerCase());
}

/** The catalogue as the seed writes it: one real document per collection. */
const CATALOGUE = [
  { name: COLLECTIONS.services, id: SEED_SERVICES[0]!.slug, data: SEED_SERVICES[0]! },
  { name: COLLECTIONS.locations, id: SEED_LOCATIONS[0]!.slug, data: SEED_LOCATIONS[0]! },
  {
    name: COLLECTIONS.postcodeAreas,
    id: SEED_POSTCODE_AREAS[0]!.code,
    data: SEED_POSTCODE_AREAS[0]!,
  },
  { name: COLLECTIONS.articles, id: SEED_ARTICLES[0]!.slug, data: SEED_ARTICLES[0]! },
  { name: COLLECTIONS.plans, id: SEED_PLANS[0]!.id, data: SEED_PLANS[0]! },
] as const;

useRulesEnvironment({
  seedEach: async (db) => {
    await setDoc(doc(db, COLLECTIONS.companies, company.uid), PUBLISHED_COMPANY);
    await setDoc(doc(db, COLLECTIONS.companyPrivate, company.uid), {
      ownerId: company.uid,
      basePostcode: PRIVATE.basePostcode,
      leadEmail: PRIVATE.leadEmail,
      vatNumber: PRIVATE.vatNumber,
      updatedAt: LAST_WEEK,
    });
    await setDoc(doc(db, COLLECTIONS.reviews, 'q1_acme'), PUBLISHED_REVIEW);
    for (const { name, id, data } of CATALOGUE) await setDoc(doc(db, name, id), data);
  },
});

const READERS: ReadonlyArray<[string, () => Firestore]> = [
  ['a visitor', () => dbAs.anonymous()],
  ['a customer', () => dbAs.owner()],
  ['another company', () => dbAs.otherCompany()],
];

describe('public documents carry nothing private', () => {
  it('the seeded company really is complete: the test reads what a published profile holds', () => {
    expect(PUBLISHED_COMPANY.baseDistrict).toBe('LS6');
    expect(PUBLISHED_COMPANY.town).toBe('Leeds');
    expect(PUBLISHED_REVIEW.authorName).toBe('Alice A.');
  });

  for (const [who, db] of READERS) {
    describe(`read as ${who}`, () => {
      it('a published company: district and town only, no postcode, emails or VAT number', async () => {
        const snapshot = await getDoc(doc(db(), COLLECTIONS.companies, company.uid));
        expect(snapshot.exists()).toBe(true);
        expect(snapshot.get('baseDistrict')).toBe('LS6');
        expectNothingPrivate(snapshot.data(), 'companies/acme');
      });

      it('the public company query (directory, town pages) returns the same, nothing more', async () => {
        const found = await getDocs(
          query(collection(db(), COLLECTIONS.companies), where('public', '==', true)),
        );
        expect(found.size).toBe(1);
        for (const company of found.docs) expectNothingPrivate(company.data(), 'the directory');
      });

      it("a company's private document: refused", async () => {
        await toDeny(getDoc(doc(db(), COLLECTIONS.companyPrivate, company.uid)));
      });

      it("a published review: the author's first name and initial, no contact details", async () => {
        const found = await getDocs(
          query(collection(db(), COLLECTIONS.reviews), where('status', '==', 'published')),
        );
        expect(found.size).toBe(1);
        expect(found.docs[0]!.get('authorName')).toBe('Alice A.');
        expectNothingPrivate(found.docs[0]!.data(), 'reviews/q1_acme');
      });

      it('the catalogue and plans: nothing personal', async () => {
        for (const { name, id } of CATALOGUE) {
          const snapshot = await getDoc(doc(db(), name, id));
          expect(snapshot.exists(), `${name}/${id}`).toBe(true);
          expectNothingPrivate(snapshot.data(), `${name}/${id}`);
        }
      });
    });
  }
});
