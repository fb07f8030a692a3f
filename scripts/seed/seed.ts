// Seeds the demo accounts and their documents into the emulators (`npm run seed`, `npm start`).
// Idempotent: fixed uids, create-or-update, never a duplicate; running it again restores the demo
// state (passwords, roles, profiles) without touching anything else. The demo companies'
// subscriptions and payouts go through Stripe (the local stand-in) and the webhook, as a person's
// would: see stripe-demo.ts. scripts/seed.mjs bundles this module with esbuild and runs it, so it
// shares the functions' and common's code.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';

import { SEED_PLANS } from '@fixwell/common/catalogue/catalogue-data';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { companyPlaceOf } from '@fixwell/common/companies/company-place';
import {
  coverageKeys,
  type CompanyDocument,
  type CompanyPrivateDocument,
  type WorkPhoto,
} from '@fixwell/common/company';
import type { ReviewDocument } from '@fixwell/common/reviews/review';
import { companyReviewStats } from '@fixwell/common/reviews/review-stats';
import type { MatchingSettings } from '@fixwell/common/lead/lead';
import type { SubscriptionDocument } from '@fixwell/common/subscription';
import { outwardCodeOf } from '@fixwell/common/uk-postcode';
import type { Role, UserProfileDocument } from '@fixwell/common/user-profile';

import {
  deleteCompanySlug,
  writeCompanySlug,
  writeCoverageIndex,
} from '../../functions/src/companies/company-lookup-index';
import type { WriteTime } from '../../functions/src/lib/documents';
import { seedBlogDemo } from './blog-demo';
import { seedBrandingDemo } from './branding-demo';
import { seedCatalogue } from './catalogue';
import { seedContactDemo } from './contact-demo';
import {
  DIRECTORY_COMPANIES,
  directoryReviews,
  seedVerifiedBadges,
  type DirectoryCompany,
  type SeedReview,
} from './directory';
import { seedAfterLeadDemo } from './after-lead-demo';
import { seedDocumentsDemo } from './documents-demo';
import {
  DEMO_COMPANY_EXTRA_DISTRICTS,
  placeCoverage,
  profileExtrasOf,
  seedWorkPhotosDemo,
} from './profile-demo';
import { seedStripeDemo, waitForFunctions } from './stripe-demo';
import { waitForTriggersToCatchUp } from './triggers-caught-up';

export const DEMO_PASSWORD = 'Fixwell-demo-1';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-fixwell';

const BRIGHTWATER_DESCRIPTION =
  'Brightwater Plumbing & Heating is a family-run, Gas Safe registered team based in Leeds city ' +
  'centre. Since 2009 we have fitted and serviced boilers, fixed leaks, installed bathrooms and ' +
  'upgraded central heating for homes across West Yorkshire. Every job gets a fixed price agreed ' +
  'before we start, tidy engineers who protect your floors, and a 12-month guarantee on our work.';

interface DemoAccount {
  uid: string;
  email: string;
  summary: string;
  profile: {
    displayName: string;
    role: Role;
    active: boolean;
    phone?: string;
    businessName?: string;
    mainTrade?: string;
    basePostcode?: string;
  };
  /** The company fields the seed chooses; the rest come from the profile and the reviews. */
  company?: Pick<CompanyDocument<never>, 'slug' | 'trades' | 'postcodeAreas' | 'public'> &
    Partial<
      Pick<
        CompanyDocument<never>,
        'badges' | 'verifiedBadges' | 'description' | 'phone' | 'website'
      >
    >;
  /**
   * Written directly: only for the sample directory companies (see directoryAccount). The demo
   * companies' subscriptions come from Stripe through the webhook (stripe-demo.ts).
   */
  subscription?: Omit<SubscriptionDocument<Timestamp>, 'updatedAt'>;
  reviews?: SeedReview[];
}

/** The plan the sample directory companies are on. */
const PROFESSIONAL = SEED_PLANS.find((plan) => plan.id === 'professional')!;

/** A month after `date`, for the active subscription's current period. */
function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setMonth(next.getMonth() + 1);
  return next;
}

/**
 * The demo accounts. `company` (and a directory company's `subscription`) are written before the
 * profile, in one batch, so the onUserCreated function (if the Functions emulator runs) finds the
 * company and leaves it be.
 */
export function demoAccounts(now = new Date()): DemoAccount[] {
  return [
    {
      uid: 'demo-admin',
      email: 'admin@fixwell.test',
      summary: 'admin',
      profile: { displayName: 'Fixwell Admin', role: 'admin', active: true },
    },
    {
      uid: 'demo-customer',
      email: 'customer@fixwell.test',
      summary: 'customer',
      profile: {
        displayName: 'Sarah Thompson',
        role: 'customer',
        active: true,
        phone: '07700 900123',
      },
    },
    {
      uid: 'demo-company',
      email: 'company@fixwell.test',
      summary: 'company, Professional subscription, payouts enabled, public profile',
      profile: {
        displayName: 'Brightwater Plumbing & Heating',
        role: 'company',
        active: true,
        businessName: 'Brightwater Plumbing & Heating',
        mainTrade: 'plumber',
        basePostcode: 'LS1 4AP',
      },
      company: {
        slug: 'brightwater-plumbing-heating-leeds',
        trades: ['plumber', 'heating-engineer', 'gas-engineer', 'bathroom-fitter'],
        postcodeAreas: ['LS', 'BD', 'HG', 'WF'],
        badges: ['id-checked', 'insured', 'gas-safe'],
        verifiedBadges: seedVerifiedBadges(['id-checked', 'insured', 'gas-safe']),
        public: true,
        description: BRIGHTWATER_DESCRIPTION,
        phone: '0113 496 0000',
        website: 'https://brightwater-plumbing.example',
      },
    },
    {
      uid: 'demo-newco',
      email: 'newco@fixwell.test',
      summary: 'company, no subscription',
      profile: {
        displayName: 'Newco Electrical',
        role: 'company',
        active: true,
        businessName: 'Newco Electrical',
        mainTrade: 'electrician',
        basePostcode: 'M1 1AE',
      },
      company: {
        slug: 'newco-electrical-m1',
        trades: ['electrician'],
        postcodeAreas: ['M'],
        public: false,
      },
    },
    {
      uid: 'demo-pastdue',
      email: 'pastdue@fixwell.test',
      summary: 'company, renewal failed: payment overdue, in its grace period',
      profile: {
        displayName: 'Late Payment Plumbing',
        role: 'company',
        active: true,
        businessName: 'Late Payment Plumbing',
        mainTrade: 'plumber',
        basePostcode: 'NG1 5FS',
      },
      // Nottingham, which no other demo company and no test request covers, so its leads never
      // take a place another demo's matching relies on.
      company: {
        slug: 'late-payment-plumbing-ng1',
        trades: ['plumber'],
        postcodeAreas: ['NG'],
        public: false,
      },
    },
    {
      uid: 'demo-deactivated',
      email: 'deactivated@fixwell.test',
      summary: 'customer, deactivated',
      profile: { displayName: 'Jamie Clarke', role: 'customer', active: false },
    },
    ...DIRECTORY_COMPANIES.map((company, index) => directoryAccount(company, index, now)),
  ];
}

/** A sample directory company as a demo account: `<uid without demo-co->@fixwell.test`. */
function directoryAccount(company: DirectoryCompany, index: number, now: Date): DemoAccount {
  const slug = company.uid.replace(/^demo-co-/, '');
  return {
    uid: company.uid,
    email: `${slug}@fixwell.test`,
    summary: 'directory company',
    profile: {
      displayName: company.businessName,
      role: 'company',
      active: true,
      businessName: company.businessName,
      mainTrade: company.trades[0]!,
      basePostcode: company.basePostcode,
    },
    company: {
      slug: `${slug}-${outwardCodeOf(company.basePostcode)!.toLowerCase()}`,
      trades: company.trades,
      postcodeAreas: company.postcodeAreas,
      badges: company.badges,
      verifiedBadges: seedVerifiedBadges(company.badges, index + 1),
      public: true,
      description: company.description,
      phone: company.phone,
    },
    // Written directly rather than through Checkout: these are sample listings for the directory
    // and matching, with no Stripe customer behind them (putting each through the stand-in and
    // the webhook would slow every start for nothing the demo shows). No Stripe event names
    // them, so the webhook never changes them; the seed renews the period on every run.
    subscription: {
      status: 'active',
      planId: PROFESSIONAL.id,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      stripePriceId: null,
      monthlyAmountPence: PROFESSIONAL.monthlyPricePence,
      currentPeriodStart: Timestamp.fromDate(now),
      currentPeriodEnd: Timestamp.fromDate(monthAfter(now)),
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      companyName: company.businessName,
    },
    reviews: directoryReviews(company, index, now),
  };
}

/** A directory company's place in the list, slug and main trade; null for the other accounts. */
function directoryOf(account: DemoAccount) {
  const index = DIRECTORY_COMPANIES.findIndex((company) => company.uid === account.uid);
  if (index < 0) return null;
  return {
    index,
    slug: account.uid.replace(/^demo-co-/, ''),
    mainTrade: account.profile.mainTrade ?? '',
  };
}

function usesEmulators(): boolean {
  return Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST);
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** The Auth user with this fixed uid, email and password, verified; created or brought back in line. */
async function ensureAuthUser(auth: Auth, db: Firestore, account: DemoAccount): Promise<void> {
  const holder = await auth.getUserByEmail(account.email).catch((error: unknown) => {
    if (codeOf(error) === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (holder && holder.uid !== account.uid) {
    // Someone signed up with a demo address under another uid (only possible on a fresh clone of
    // old data). On the emulators the demo account wins; elsewhere we stop rather than delete.
    if (!usesEmulators())
      throw new Error(`${account.email} belongs to another account (${holder.uid}).`);
    await auth.deleteUser(holder.uid);
    const batch = db.batch();
    for (const collection of [COLLECTIONS.users, COLLECTIONS.companies, COLLECTIONS.subscriptions])
      batch.delete(db.collection(collection).doc(holder.uid));
    await batch.commit();
  }

  const properties = {
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: account.profile.displayName,
    emailVerified: true,
    disabled: false,
  };
  try {
    await auth.updateUser(account.uid, properties);
  } catch (error) {
    if (codeOf(error) !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: account.uid, ...properties });
  }
}

/** The stored `createdAt`, kept across re-seeds; a server timestamp the first time. */
async function createdAtOf(ref: DocumentReference): Promise<WriteTime> {
  const snapshot = await ref.get();
  const createdAt = snapshot.exists ? (snapshot.get('createdAt') as unknown) : undefined;
  return createdAt instanceof Timestamp ? createdAt : FieldValue.serverTimestamp();
}

/** The account's company, subscription and profile documents, written together. */
async function writeDocuments(db: Firestore, account: DemoAccount): Promise<void> {
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();

  if (account.company) {
    const ref = db.collection(COLLECTIONS.companies).doc(account.uid);
    const { businessName, mainTrade, basePostcode } = account.profile;
    const reviews = account.reviews ?? [];
    const directory = directoryOf(account);
    // company@ and the directory have set their coverage up, in the shape updateCompanyCoverage
    // stores (profile-demo.ts); newco@ and pastdue@ have the areas sign-up gave them.
    const placed =
      account.uid === 'demo-company' || directory
        ? placeCoverage(
            account.company.trades,
            account.company.postcodeAreas,
            DEMO_COMPANY_EXTRA_DISTRICTS[account.uid],
          )
        : { coverageKeys: coverageKeys(account.company.trades, account.company.postcodeAreas) };
    const keys = placed.coverageKeys;
    const previous = await ref.get();
    // Photos of past work are uploaded once (profile-demo.ts); a re-seed keeps them.
    const previousPhotos = previous.exists ? (previous.get('workPhotos') as unknown) : undefined;
    const previousKeys = previous.exists ? ((previous.get('coverageKeys') as string[]) ?? []) : [];
    const previousSlug = previous.exists ? (previous.get('slug') as unknown) : undefined;
    // The lookup documents matching reads. Every current key is written again (not only the new
    // ones), so a re-seed also repairs an index entry that went missing.
    writeCoverageIndex(
      db,
      batch,
      account.uid,
      previousKeys.filter((key) => !keys.includes(key)),
      keys,
    );
    if (typeof previousSlug === 'string' && previousSlug && previousSlug !== account.company.slug)
      deleteCompanySlug(db, batch, previousSlug);
    writeCompanySlug(db, batch, account.company.slug, account.uid);
    // The public document has the district and town; the full postcode is private.
    const place = companyPlaceOf(basePostcode!);
    batch.set(db.collection(COLLECTIONS.companyPrivate).doc(account.uid), {
      ownerId: account.uid,
      basePostcode: basePostcode!,
      leadEmail: null,
      updatedAt: now,
    } satisfies CompanyPrivateDocument<WriteTime>);
    batch.set(ref, {
      ownerId: account.uid,
      businessName: businessName!,
      mainTrade: mainTrade!,
      ...(place ? { baseDistrict: place.baseDistrict, town: place.town } : {}),
      ...account.company,
      ...placed,
      ...profileExtrasOf(account.uid, directory),
      ...(Array.isArray(previousPhotos) ? { workPhotos: previousPhotos as WorkPhoto[] } : {}),
      // The figures onReviewWritten keeps, computed by the same function.
      ...companyReviewStats(reviews),
      createdAt: await createdAtOf(ref),
      updatedAt: now,
    } satisfies CompanyDocument<WriteTime>);
  }
  for (const { id, createdAt, hidden, reply, ...review } of account.reviews ?? []) {
    batch.set(db.collection(COLLECTIONS.reviews).doc(id), {
      ...review,
      hidden: hidden ? { reason: hidden.reason, at: Timestamp.fromDate(hidden.at) } : null,
      reply: reply ? { body: reply.body, at: Timestamp.fromDate(reply.at) } : null,
      createdAt: Timestamp.fromDate(createdAt),
      updatedAt: Timestamp.fromDate(createdAt),
    } satisfies ReviewDocument<WriteTime>);
  }
  if (account.subscription) {
    batch.set(db.collection(COLLECTIONS.subscriptions).doc(account.uid), {
      ...account.subscription,
      updatedAt: now,
    } satisfies SubscriptionDocument<WriteTime>);
  }

  const profileRef = db.collection(COLLECTIONS.users).doc(account.uid);
  batch.set(profileRef, {
    id: account.uid,
    email: account.email,
    emailVerified: true,
    ...account.profile,
    createdAt: await createdAtOf(profileRef),
    updatedAt: now,
  } satisfies UserProfileDocument<WriteTime>);
  await batch.commit();
}

/** The admins' matching cap, created once: an admin's later change survives re-seeding. */
async function seedMatchingSettings(db: Firestore): Promise<void> {
  const ref = db.collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.matching);
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, {
      maxCompaniesPerQuote: 3,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies MatchingSettings & { updatedAt: WriteTime });
  });
}

/** Seeds every demo account; returns one printable line per account. */
export async function seed({
  app,
  log = console.log,
}: { app?: App; log?: (line: string) => void } = {}): Promise<string[]> {
  const ownApp = app ?? initializeApp({ projectId: PROJECT_ID }, `fixwell-seed-${Date.now()}`);
  const auth = getAuth(ownApp);
  const db = getFirestore(ownApp);
  const lines: string[] = [];
  try {
    for (const account of demoAccounts()) {
      await ensureAuthUser(auth, db, account);
      await writeDocuments(db, account);
      const line = `  ✔ ${account.email.padEnd(26)} ${account.summary} (uid ${account.uid})`;
      lines.push(line);
      if (account.summary !== 'directory company') log(line);
    }
    log(`  ✔ ${DIRECTORY_COMPANIES.length} directory companies (e.g. capital-spark@fixwell.test)`);
    await seedMatchingSettings(db);
    log('  ✔ settings: matching sends each request to up to 3 companies');
    const written = await seedCatalogue(db);
    const line = `  ✔ catalogue: ${Object.entries(written)
      .map(([collection, count]) => `${collection} ${count} written`)
      .join(', ')}`;
    lines.push(line);
    log(line);
    for (const blogLine of await seedBlogDemo(db)) {
      lines.push(blogLine);
      log(blogLine);
    }
    for (const contactLine of await seedContactDemo(db)) {
      lines.push(contactLine);
      log(contactLine);
    }
    const accountOf = (uid: string) => {
      const account = demoAccounts().find((candidate) => candidate.uid === uid)!;
      return { uid, email: account.email, password: DEMO_PASSWORD };
    };
    for (const stripeLine of await seedStripeDemo(db, {
      admin: accountOf('demo-admin'),
      company: accountOf('demo-company'),
      pastDue: accountOf('demo-pastdue'),
      newco: accountOf('demo-newco'),
    })) {
      lines.push(stripeLine);
      log(stripeLine);
    }
    // Branding first, so the demo's documents and emails carry it; then the quotes and invoices
    // through the document callables, like the money side above.
    await waitForFunctions();
    for (const brandingLine of await seedBrandingDemo(accountOf('demo-company'))) {
      lines.push(brandingLine);
      log(brandingLine);
    }
    const customer = demoAccounts().find((account) => account.uid === 'demo-customer')!;
    for (const documentsLine of await seedDocumentsDemo(db, {
      company: accountOf('demo-company'),
      customer: {
        ...accountOf('demo-customer'),
        name: customer.profile.displayName,
        phone: customer.profile.phone ?? '',
      },
    })) {
      lines.push(documentsLine);
      log(documentsLine);
    }
    // After the documents (the current job's lead is a new one): a conversation, appointments and
    // a review invitation between the two demo accounts.
    const company = demoAccounts().find((account) => account.uid === 'demo-company')!;
    for (const afterLeadLine of await seedAfterLeadDemo(db, {
      company: {
        ...accountOf('demo-company'),
        slug: company.company!.slug,
        businessName: company.profile.businessName ?? company.profile.displayName,
      },
      customer: {
        ...accountOf('demo-customer'),
        name: customer.profile.displayName,
        phone: customer.profile.phone ?? '',
      },
    })) {
      lines.push(afterLeadLine);
      log(afterLeadLine);
    }
    // After the other demos: the demo company's daily figures, rolled up from what they seeded.
    const { seedAnalyticsDemo } = await import('./analytics-demo');
    for (const analyticsLine of await seedAnalyticsDemo(db, 'demo-company')) {
      lines.push(analyticsLine);
      log(analyticsLine);
    }
    // A directory company's insurance waiting in the vetting queue (/admin/companies).
    const { seedVerificationDemo } = await import('./verification-demo');
    for (const verificationLine of await seedVerificationDemo({
      ...accountOf('demo-co-northern-quarter'),
      businessName: 'Northern Quarter Plumbing',
    })) {
      lines.push(verificationLine);
      log(verificationLine);
    }
    // Photos of past work on company@'s and the directory's profiles, through the upload.
    const photoCompanies = ['demo-company', ...DIRECTORY_COMPANIES.map((company) => company.uid)];
    for (const photosLine of await seedWorkPhotosDemo(
      db,
      photoCompanies.map((uid) => ({
        ...accountOf(uid),
        mainTrade: demoAccounts().find((account) => account.uid === uid)!.profile.mainTrade ?? '',
      })),
    )) {
      lines.push(photosLine);
      log(photosLine);
    }
    // The admin dashboard's and analytics' demand: requests over the last weeks, then the rollups
    // recomputed from them as the triggers and the nightly job do.
    const { seedPlatformStatsDemo } = await import('./platform-stats-demo');
    for (const platformLine of await seedPlatformStatsDemo(db)) {
      lines.push(platformLine);
      log(platformLine);
    }
    const caughtUp = await waitForTriggersToCatchUp(db);
    lines.push(caughtUp);
    log(caughtUp);
  } finally {
    if (!app) await deleteApp(ownApp);
  }
  return lines;
}

/**
 * New Firebase projects have email enumeration protection on, so a wrong password reports
 * `auth/invalid-credential`; the Auth emulator starts with it off. Match production.
 */
async function enableEmailPrivacy(): Promise<void> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/config`,
    {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
    },
  );
  if (!response.ok) throw new Error(`Could not configure the Auth emulator: ${response.status}`);
}

/** `node scripts/seed.mjs [--allow-production]`: refuses a real project unless told. */
export async function main(argv: readonly string[] = process.argv): Promise<void> {
  const allowProduction = argv.includes('--allow-production');
  if (!usesEmulators() && !allowProduction) {
    console.error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not both set, so this\n' +
        'would write to a real Firebase project. Use `npm run seed` with the emulators running, or pass\n' +
        '--allow-production if you really mean it.',
    );
    process.exit(1);
  }
  console.log(
    `Seeding demo accounts into ${usesEmulators() ? 'the emulators' : 'PRODUCTION'} (project ${PROJECT_ID}), password ${DEMO_PASSWORD}:`,
  );
  if (usesEmulators()) await enableEmailPrivacy();
  await seed();
}
