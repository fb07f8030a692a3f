// Runs inside `with-emulators` (after the demo seed): seeds 5,000 companies across the UK (a third
// covering whole postcode areas, a third picked districts, a third a radius around their base
// district, as the coverage editor stores them), submits 200 quote requests through the real
// callable in districts across the UK, and measures
//   - matching latency: the quote's `matchedAt` minus its `createdAt` (both server timestamps, so
//     trigger dispatch and the matching transaction are included), and
//   - submit → visible: from sending the request to the lead arriving in a company's listener.
// Writes median and p95 of both to .cache/bench-matching.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  query,
  terminate,
  where,
} from 'firebase/firestore';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';

import { CACHE_DIR, PROJECT_ID, ROOT, setBackgroundTriggers } from '../lib/emulator-env.mjs';

const COMPANIES = 5000;
const QUOTES = 200;
const HOST = '127.0.0.1';
const CALLABLE = `http://${HOST}:5001/${PROJECT_ID}/europe-west2/submitQuoteRequest`;
const TRADES = [
  'plumber',
  'electrician',
  'heating-engineer',
  'gas-engineer',
  'builder',
  'roofer',
  'carpenter',
  'locksmith',
];
const SERVICES = ['plumber', 'electrician', 'boiler-repair', 'roofer', 'locksmith', 'carpenter'];
const LISTENER = {
  uid: 'bench-listener',
  email: 'bench-listener@fixwell.test',
  password: 'Bench-pass-1',
};

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:8080`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:9099`;

const areas = JSON.parse(
  readFileSync(join(ROOT, 'common', 'catalogue', 'postcode-areas.json'), 'utf8'),
);
const towns = JSON.parse(readFileSync(join(ROOT, 'common', 'catalogue', 'locations.json'), 'utf8'));

// District positions as common/src/coverage/district-positions.ts derives them (the mean of the
// centres of the towns listing a district); plain Node cannot import the TypeScript module.
const districts = (() => {
  const byDistrict = new Map();
  for (const town of towns) {
    for (const code of town.postcodeDistricts) {
      const list = byDistrict.get(code) ?? [];
      list.push(town);
      byDistrict.set(code, list);
    }
  }
  return [...byDistrict].map(([code, list]) => ({
    code,
    area: /^[A-Z]+/.exec(code)[0],
    latitude: list.reduce((sum, town) => sum + town.latitude, 0) / list.length,
    longitude: list.reduce((sum, town) => sum + town.longitude, 0) / list.length,
  }));
})();
const radians = (degrees) => (degrees * Math.PI) / 180;
/** Haversine miles, as common/src/coverage/district-positions.ts measures. */
function miles(a, b) {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
const COVERAGE_MAX_DISTRICTS = 300;

// A fixed-seed generator, so every run measures the same spread of companies and requests.
let state = 20261122;
const random = () => {
  state = (state * 1664525 + 1013904223) % 2 ** 32;
  return state / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const squared = (a, b) => (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
/** A company covers its own area and up to three of the nearest others. */
function coveredAreas(base) {
  const nearest = [...areas].sort((a, b) => squared(a, base) - squared(b, base));
  return nearest.slice(0, 1 + Math.floor(random() * 4)).map((area) => area.code);
}

/** Coverage as updateCompanyCoverage stores it: whole areas, picked districts, or a radius. */
function coverageOf(base, index) {
  const kind = ['areas', 'districts', 'radius'][index % 3];
  if (kind === 'areas') {
    const baseArea = areas.find((area) => area.code === base.area) ?? base;
    const picked = coveredAreas(baseArea);
    return {
      kind,
      places: picked,
      coverage: { mode: 'districts', areas: picked, districts: [], radiusMiles: null },
    };
  }
  const byDistance = districts
    .map((district) => ({ code: district.code, miles: miles(base, district) }))
    .sort((a, b) => a.miles - b.miles);
  if (kind === 'districts') {
    // The base district and up to 20 of the nearest.
    const picked = byDistance.slice(0, 1 + Math.floor(random() * 21)).map((entry) => entry.code);
    return {
      kind,
      places: picked,
      coverage: { mode: 'districts', areas: [], districts: picked, radiusMiles: null },
    };
  }
  const radiusMiles = 3 + Math.floor(random() * 23); // 3–25 miles
  const picked = byDistance
    .filter((entry) => entry.miles <= radiusMiles)
    .slice(0, COVERAGE_MAX_DISTRICTS)
    .map((entry) => entry.code);
  return {
    kind,
    places: picked,
    coverage: { mode: 'radius', areas: [], districts: picked, radiusMiles },
  };
}
const coverageMix = { areas: 0, districts: 0, radius: 0 };
let indexEntries = 0;

async function seedCompanies(db) {
  let batch = db.batch();
  let writes = 0;
  const periodEnd = Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000);
  for (let i = 0; i < COMPANIES; i += 1) {
    const base = pick(districts);
    const trades = [...new Set([pick(TRADES), pick(TRADES)])];
    const { kind, places, coverage } = coverageOf(base, i);
    coverageMix[kind] += 1;
    const covered = [...new Set(places.map((place) => /^[A-Z]+/.exec(place)[0]))];
    const id = `bench-co-${i}`;
    const keys = trades.flatMap((trade) => places.map((place) => `${trade}|${place}`));
    indexEntries += keys.length;
    // The lookup documents provisionCompany and the seed keep (company-lookup-index.ts).
    for (const key of keys) {
      batch.set(
        db.collection('coverageIndex').doc(key),
        { companyIds: FieldValue.arrayUnion(id) },
        { merge: true },
      );
    }
    batch.set(db.collection('companySlugs').doc(id), { companyId: id });
    writes += keys.length + 1;
    batch.set(db.collection('companies').doc(id), {
      ownerId: id,
      businessName: `Bench Company ${i}`,
      slug: id,
      mainTrade: trades[0],
      trades,
      baseDistrict: base.code,
      public: false,
      coverage,
      postcodeAreas: covered,
      coverageKeys: keys,
      rating: Math.round((3 + random() * 2) * 10) / 10,
      reviewCount: Math.floor(random() * 50),
      badges: [],
      ...(random() < 0.5 ? { responseMinutes: Math.floor(random() * 600) } : {}),
    });
    // Four in five subscribed; the rest lapsed, as on a real platform.
    batch.set(db.collection('subscriptions').doc(id), {
      status: random() < 0.8 ? 'active' : 'canceled',
      planId: pick(['starter', 'professional', 'business']),
      currentPeriodEnd: periodEnd,
    });
    writes += 2;
    if (writes >= 480) {
      await batch.commit();
      batch = db.batch();
      writes = 0;
    }
  }
  await batch.commit();
}

/** A company that every request names (as a widget would), so its listener sees every lead. */
async function seedListener(db, auth) {
  await auth.createUser({
    uid: LISTENER.uid,
    email: LISTENER.email,
    password: LISTENER.password,
    emailVerified: true,
  });
  const batch = db.batch();
  for (const trade of TRADES) {
    batch.set(
      db.collection('coverageIndex').doc(`${trade}|LS`),
      { companyIds: FieldValue.arrayUnion(LISTENER.uid) },
      { merge: true },
    );
  }
  batch.set(db.collection('companySlugs').doc('bench-listener'), { companyId: LISTENER.uid });
  batch.set(db.collection('companies').doc(LISTENER.uid), {
    ownerId: LISTENER.uid,
    businessName: 'Bench Listener',
    slug: 'bench-listener',
    mainTrade: 'plumber',
    trades: TRADES,
    baseDistrict: 'LS1',
    public: false,
    postcodeAreas: ['LS'],
    coverageKeys: TRADES.map((trade) => `${trade}|LS`),
    rating: 4,
    reviewCount: 1,
    badges: [],
  });
  batch.set(db.collection('subscriptions').doc(LISTENER.uid), {
    status: 'active',
    planId: 'business',
    currentPeriodEnd: Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000),
  });
  batch.set(db.collection('users').doc(LISTENER.uid), {
    id: LISTENER.uid,
    email: LISTENER.email,
    role: 'company',
    active: true,
    displayName: 'Bench Listener',
  });
  await batch.commit();
}

async function submit(i) {
  const district = pick(districts);
  const response = await fetch(CALLABLE, {
    method: 'POST',
    // Distinct callers and addresses, so the spam limits measure the normal path.
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.${100 + (i % 100)}.${i % 250}`,
    },
    body: JSON.stringify({
      data: {
        service: pick(SERVICES),
        answers: {},
        timing: 'within-2-weeks',
        budget: '250-1000',
        description: `Benchmark request number ${i}: a job that needs a tradesperson soon.`,
        postcode: `${district.code} 1AA`,
        propertyType: 'house',
        name: 'Bench Customer',
        email: `bench-${i}@example.co.uk`,
        phone: '07700 900123',
        consent: true,
        source: 'widget',
        company: 'bench-listener',
      },
    }),
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`submitQuoteRequest answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result.id;
}

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
};

const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'bench-matching');
const db = getAdminFirestore(adminApp);
const seedStarted = performance.now();
// The companies' writes would set off some 15,000 trigger runs (search keys, rollups, IndexNow)
// that the Functions emulator works through in order, ahead of the requests' matching, which then
// waited minutes. The bench writes everything matching reads itself (the lookups included), so
// triggers are off while it does; the listener below is made with them on, as a sign-up is.
await setBackgroundTriggers(false);
try {
  await seedCompanies(db);
} finally {
  await setBackgroundTriggers(true);
}
await seedListener(db, getAdminAuth(adminApp));
const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

const app = initializeApp({ apiKey: 'bench', projectId: PROJECT_ID }, 'bench-listener');
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${HOST}:9099`, { disableWarnings: true });
const firestore = getFirestore(app);
connectFirestoreEmulator(firestore, HOST, 8080);
await signInWithEmailAndPassword(auth, LISTENER.email, LISTENER.password);

const seenAt = new Map();
const waiting = new Map();
const unsubscribe = onSnapshot(
  query(collection(firestore, 'leads'), where('companyId', '==', LISTENER.uid)),
  (snapshot) => {
    const now = performance.now();
    for (const change of snapshot.docChanges()) {
      const quoteId = change.doc.get('quoteId');
      if (change.type !== 'added' || seenAt.has(quoteId)) continue;
      seenAt.set(quoteId, now);
      waiting.get(quoteId)?.();
    }
  },
);

for (let i = 0; i < 3; i += 1) await submit(10_000 + i); // cold start and JIT warm-up
const visible = [];
const ids = [];
for (let i = 0; i < QUOTES; i += 1) {
  const started = performance.now();
  const id = await submit(i);
  ids.push(id);
  if (!seenAt.has(id)) {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Lead of quote ${id} never arrived`)),
        15_000,
      );
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  visible.push(seenAt.get(id) - started);
}
unsubscribe();

const matching = [];
let matches = 0;
for (let i = 0; i < ids.length; i += 100) {
  const refs = ids.slice(i, i + 100).map((id) => db.collection('quotes').doc(id));
  for (const quote of await db.getAll(...refs)) {
    const created = quote.get('createdAt');
    const matched = quote.get('matchedAt');
    if (!created || !matched) throw new Error(`Quote ${quote.id} was not matched`);
    matching.push(matched.toMillis() - created.toMillis());
    matches += quote.get('matches').length;
  }
}

await terminate(firestore);
await deleteApp(app);
await deleteAdminApp(adminApp);

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-matching.json'),
  JSON.stringify({
    companies: COMPANIES,
    quotes: QUOTES,
    seedSeconds,
    averageMatches: Math.round((matches / ids.length) * 10) / 10,
    coverageMix: `${coverageMix.areas} by areas, ${coverageMix.districts} by districts, ${coverageMix.radius} by radius`,
    averageCoverageKeys: Math.round((indexEntries / COMPANIES) * 10) / 10,
    matchingMedian: percentile(matching, 0.5),
    matchingP95: percentile(matching, 0.95),
    visibleMedian: percentile(visible, 0.5),
    visibleP95: percentile(visible, 0.95),
  }),
);
console.log(`Matching bench: ${QUOTES} requests over ${COMPANIES} companies measured.`);
