// The demo companies' profiles as a company would fill them in on /company/profile: coverage (the
// shape updateCompanyCoverage stores), opening hours, social links and photos of past work, so the
// public profiles, /company/profile and /company/public-profile look lived-in.
//
// Coverage keeps each company's whole postcode areas (what matching, the directory pages and the
// other demos rely on); company@ adds a few single districts beyond them. The photos go through
// the product's own path: the `api` function's upload (checked, resized, stored as
// `company-photos/{uid}/{id}`, listed in `companies/{uid}.workPhotos`) and updateWorkPhotos for
// the captions. Re-runnable: a company that already has photos is left as it is (seed.ts keeps
// `workPhotos` when it rewrites the company document).
import type { Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';

import { COLLECTIONS } from '@fixwell/common/collections';
import type {
  CompanyDocument,
  LegalForm,
  OpeningHours,
  SocialLinks,
  WorkPhoto,
} from '@fixwell/common/company';
import {
  companyCoverageSchema,
  coverageKeysOf,
  resolveCoverage,
} from '@fixwell/common/coverage/coverage';
import { townsOf } from '@fixwell/common/coverage/district-positions';

import { REGION } from '../../functions/src/lib/region';
import { call, idTokenOf, type StripeDemoAccount } from './stripe-demo';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-fixwell';
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
/** Towns kept on the public document, as updateCompanyCoverage keeps them. */
const STORED_TOWNS = 50;

type PlacedCoverage = Pick<
  CompanyDocument<never>,
  'coverage' | 'postcodeAreas' | 'coverageKeys' | 'coverageTowns'
>;

/**
 * A districts-mode coverage of whole `areas` and single `districts`, validated and normalised by
 * the callable's own schema and resolved as updateCompanyCoverage resolves it.
 */
export function placeCoverage(
  trades: readonly string[],
  areas: readonly string[],
  districts: readonly string[] = [],
): PlacedCoverage {
  const coverage = companyCoverageSchema.parse({ mode: 'districts', areas, districts });
  const resolved = resolveCoverage(coverage, null);
  if (!resolved.ok) throw new Error(`Demo coverage refused: ${resolved.message}`);
  return {
    coverage: resolved.coverage,
    postcodeAreas: resolved.postcodeAreas,
    coverageKeys: coverageKeysOf(trades, resolved.coverage),
    coverageTowns: townsOf(resolved.districts).slice(0, STORED_TOWNS),
  };
}

/** Single districts company@ covers beyond its areas: Huddersfield and central York. */
export const DEMO_COMPANY_EXTRA_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  'demo-company': ['HD1', 'HD2', 'YO1'],
};

const weekdays = (opens: string, closes: string) => ({ opens, closes });

/** Monday to Friday, Saturday morning or not, Sunday closed, and an optional note. */
function hours(
  opens: string,
  closes: string,
  saturday: { opens: string; closes: string } | null,
  note?: string,
): OpeningHours {
  const day = weekdays(opens, closes);
  return {
    days: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: saturday, sun: null },
    ...(note ? { note } : {}),
  };
}

type ProfileExtras = Pick<
  CompanyDocument<never>,
  'openingHours' | 'socialLinks' | 'legalForm' | 'companiesHouseNumber'
>;

/** What company@ filled in on /company/profile. */
const BRIGHTWATER: ProfileExtras = {
  legalForm: 'limited-company',
  // The number its document footer gives (branding-demo.ts).
  companiesHouseNumber: '09876543',
  openingHours: hours(
    '07:30',
    '18:00',
    weekdays('08:00', '13:00'),
    'Boiler breakdowns: call-outs until 10pm, seven days a week.',
  ),
  socialLinks: {
    facebook: 'https://www.facebook.com/brightwaterplumbingleeds',
    instagram: 'https://www.instagram.com/brightwater_plumbing',
  },
};

const LEGAL_FORMS_BY_INDEX: readonly LegalForm[] = ['sole-trader', 'partnership', 'sole-trader'];

/**
 * A directory company's hours, social pages and legal form, varied by its place in the list (a
 * locksmith answers around the clock; some open on Saturdays; not every one is on social media).
 */
function directoryExtras(slug: string, mainTrade: string, index: number): ProfileExtras {
  const handle = slug.replace(/-/g, '');
  const socialLinks: SocialLinks =
    index % 3 === 2
      ? {}
      : index % 3 === 0
        ? { facebook: `https://www.facebook.com/${handle}` }
        : {
            facebook: `https://www.facebook.com/${handle}`,
            instagram: `https://www.instagram.com/${handle}`,
          };
  const openingHours =
    mainTrade === 'locksmith'
      ? hours('08:00', '18:00', weekdays('08:00', '18:00'), 'Lock-outs: 24 hours a day, every day.')
      : index % 2 === 0
        ? hours('08:00', '17:30', weekdays('09:00', '13:00'))
        : hours('07:30', '16:30', null, 'Evenings by appointment.');
  return {
    legalForm: LEGAL_FORMS_BY_INDEX[index % LEGAL_FORMS_BY_INDEX.length]!,
    openingHours,
    socialLinks,
  };
}

/** The profile fields the seed fills in for a demo company; none for the unfinished ones. */
export function profileExtrasOf(
  uid: string,
  directory: { index: number; slug: string; mainTrade: string } | null,
): ProfileExtras | Record<string, never> {
  if (uid === 'demo-company') return BRIGHTWATER;
  return directory ? directoryExtras(directory.slug, directory.mainTrade, directory.index) : {};
}

// ---- photos of past work ----------------------------------------------------------------------

/** Captions for photos of each main trade's work (the photo shows the colours of the trade). */
const CAPTIONS: Record<string, readonly string[]> = {
  plumber: [
    'Leaking cylinder swapped for an unvented one in a Victorian terrace',
    'Bathroom re-plumbed with a thermostatic shower',
    'Stopcock and kitchen pipework renewed and lagged',
  ],
  electrician: [
    'Consumer unit upgraded with RCBO protection',
    'EV charger fitted on a driveway wall',
    'Kitchen rewired with new sockets above the worktop',
  ],
  builder: [
    'Single-storey rear extension ready for plaster',
    'Loft conversion with a rear dormer',
    'Kitchen knock-through with a steel beam',
  ],
  roofer: [
    'Slate roof stripped and re-laid on new battens',
    'Lead flashing renewed around a chimney stack',
    'Flat garage roof replaced with EPDM',
  ],
  locksmith: [
    'Anti-snap cylinder fitted to a uPVC front door',
    'British Standard mortice lock on a timber back door',
  ],
  'heating-engineer': [
    'Combi boiler swap with a magnetic system filter',
    'Radiators power-flushed and rebalanced',
    'Smart thermostat and zone valves fitted',
  ],
  'kitchen-fitter': [
    'Shaker kitchen with quartz worktops',
    'Metro-tiled splashback and under-cabinet lights',
    'Galley kitchen opened up with an island',
  ],
  'damp-specialist': [
    'Chemical damp-proof course injected along a party wall',
    'Cellar tanked and dried out',
  ],
  'painter-and-decorator': [
    'Hallway, stairs and landing in heritage green',
    'Sash windows stripped and repainted',
    'Living room lined and painted',
  ],
};

/** company@'s own captions: jobs around Leeds. */
const BRIGHTWATER_CAPTIONS = [
  'Combi boiler swap in Headingley, with a new flue and system filter',
  'Walk-in shower and wall-hung basin: a Roundhay bathroom refit',
  'Copper pipework under a Chapel Allerton kitchen sink, tidied and lagged',
  'Unvented cylinder in a Horsforth airing cupboard',
];

const PALETTES = [
  ['#d9e4ec', '#8a6f55', '#0b5d8c', '#f4f1ea'],
  ['#efe6d8', '#6b6f74', '#b5532f', '#ffffff'],
  ['#e3efe3', '#7b5e3b', '#2f6d4f', '#f7f7f2'],
  ['#f2e8e1', '#5e5a66', '#8c3f5d', '#fbfaf8'],
] as const;

/**
 * A small "photo": a wall of tiles, a floor and the finished work as shapes in the trade's colours
 * (drawn, so no font or file is needed). 800 × 600 JPEG, a few kilobytes.
 */
function workPhotoJpeg(seed: number): Promise<Buffer> {
  const [wall, floor, accent, light] = PALETTES[seed % PALETTES.length]!;
  const tiles = Array.from({ length: 8 }, (_, column) =>
    Array.from(
      { length: 4 },
      (_, row) =>
        `<rect x="${column * 100 + 4}" y="${row * 100 + 4}" width="92" height="92" rx="4" fill="${light}" opacity="${0.55 + ((column + row + seed) % 3) * 0.15}"/>`,
    ).join(''),
  ).join('');
  const width = 220 + (seed % 3) * 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${wall}"/>
    ${tiles}
    <rect y="420" width="800" height="180" fill="${floor}"/>
    <rect x="${280 - (seed % 4) * 30}" y="150" width="${width}" height="270" rx="12" fill="${accent}"/>
    <rect x="${300 - (seed % 4) * 30}" y="175" width="${width - 40}" height="60" rx="6" fill="${light}" opacity="0.85"/>
    <circle cx="${330 - (seed % 4) * 30}" cy="300" r="18" fill="${light}"/>
    <rect x="${380 - (seed % 4) * 30}" y="420" width="16" height="60" fill="${accent}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer();
}

export type PhotoDemoCompany = StripeDemoAccount & { mainTrade: string };

async function uploadPhoto(idToken: string, bytes: Buffer, email: string): Promise<WorkPhoto> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/api/company-photos`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${idToken}` },
    body: new Uint8Array(bytes),
  });
  if (!response.ok)
    throw new Error(
      `Uploading ${email}'s work photo failed: ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as WorkPhoto;
}

/** Uploads one company's photos and captions them; nothing when it already has photos. */
async function seedCompanyPhotos(
  db: Firestore,
  company: PhotoDemoCompany,
  index: number,
): Promise<number> {
  const stored = await db.collection(COLLECTIONS.companies).doc(company.uid).get();
  const existing = stored.get('workPhotos') as unknown;
  if (Array.isArray(existing) && existing.length > 0) return 0;
  const captions =
    company.uid === 'demo-company'
      ? BRIGHTWATER_CAPTIONS
      : (CAPTIONS[company.mainTrade] ?? CAPTIONS.builder!);
  const idToken = await idTokenOf(company);
  const photos: WorkPhoto[] = [];
  for (const [n, caption] of captions.entries()) {
    const photo = await uploadPhoto(idToken, await workPhotoJpeg(index * 3 + n), company.email);
    photos.push({ ...photo, caption });
  }
  await call(
    'updateWorkPhotos',
    {
      order: photos.map((photo) => photo.id),
      captions: Object.fromEntries(photos.map((photo) => [photo.id, photo.caption])),
    },
    idToken,
  );
  return photos.length;
}

/** Photos of past work for every company given, a few companies at a time. */
export async function seedWorkPhotosDemo(
  db: Firestore,
  companies: readonly PhotoDemoCompany[],
): Promise<string[]> {
  const added: number[] = [];
  const parallel = 4;
  for (let start = 0; start < companies.length; start += parallel) {
    const batch = companies.slice(start, start + parallel);
    added.push(
      ...(await Promise.all(
        batch.map((company, offset) => seedCompanyPhotos(db, company, start + offset)),
      )),
    );
  }
  const total = added.reduce((sum, count) => sum + count, 0);
  return [
    total > 0
      ? `  ✔ photos of past work: ${total} uploaded through /api/company-photos for ${added.filter(Boolean).length} companies`
      : '  ✔ photos of past work already in place',
  ];
}
