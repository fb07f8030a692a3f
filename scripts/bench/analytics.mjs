// Runs inside `with-emulators` (the built app on Hosting, the demo seed). Issue 15's figure:
// `/company/analytics` for a busy company with a year of daily rollups. company@'s
// `companyStatsDays` for the last 366 London days are written directly (bench data, marked
// `bench: true`, overwriting the demo's own days in this throwaway emulator session), and their
// weeks and months (`companyStatsWeeks`, `companyStatsMonths`, what the page reads) rebuilt from
// them by the functions' own code (functions/src/analytics/company-stats-periods.ts, bundled here
// as the seed bundles its TypeScript); then company@ opens /company/analytics?view=month in a
// fresh tab of a signed-in Chromium context, and the time runs from navigation start until the
// twelve months' figures are on screen (the month table drawn with its totals). Writes
// .cache/bench-analytics.json.
/* global window, document, MutationObserver -- in the pages (addInitScript) */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR } from '../lib/emulator-env.mjs';
import { importTypeScript } from '../lib/import-typescript.mjs';
import { launchChromium, percentiles, timedContext } from './browser-timing.mjs';
import { DEMO_COMPANY_UID, withFirestore } from './demo-documents.mjs';

const PASSWORD = 'Fixwell-demo-1';
const DAYS = 366;
const ROUNDS = 10;
const WARM_UP = 2;

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const londonDay = (millis) => LONDON_DAY.format(millis);

/** A busy day: 6–14 leads, replies within the hour or two, quotes, invoices and card payments. */
function busyDay(companyId, day, i) {
  const leadsReceived = 6 + (i % 9);
  const leadsAccepted = Math.round(leadsReceived * 0.6);
  const leadsDeclined = Math.round(leadsReceived * 0.25);
  const firstResponseMinutes = Array.from(
    { length: leadsAccepted },
    (_, k) => 5 + ((i * 7 + k * 13) % 110),
  );
  const quotesSent = Math.max(1, leadsAccepted - 1);
  const quotesAccepted = Math.round(quotesSent * 0.45);
  const paymentsPence = 25_000 + ((i * 7919) % 180_000);
  const refundsPence = i % 30 === 0 ? 5_000 : 0;
  return {
    bench: true,
    companyId,
    day,
    leadsReceived,
    leadsAccepted,
    leadsDeclined,
    leadsExpired: leadsReceived - leadsAccepted - leadsDeclined,
    firstResponses: firstResponseMinutes.length,
    firstResponseMinutes,
    quotesSent,
    quotesAccepted,
    invoicesSent: quotesAccepted,
    paymentsPence,
    refundsPence,
    revenuePence: paymentsPence - refundsPence,
  };
}

// The functions' own period rebuild (firebase-admin stays external: one SDK).
const { rebuildCompanyStatsPeriods } = await importTypeScript(
  'functions/src/analytics/company-stats-periods.ts',
  { cacheDir: 'bench', name: 'analytics-periods', external: ['firebase-admin'] },
);
await withFirestore(async (db) => {
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Date.now();
  const batch = db.batch();
  const days = [];
  for (let i = 0; i < DAYS; i += 1) {
    // Noon-to-noon steps never skip or repeat a London day across the clock changes.
    const day = londonDay(now - i * 86_400_000);
    days.push(day);
    batch.set(db.collection('companyStatsDays').doc(`${DEMO_COMPANY_UID}_${day}`), {
      ...busyDay(DEMO_COMPANY_UID, day, i),
      sourcesReadAt: Timestamp.fromMillis(now),
      updatedAt: Timestamp.fromMillis(now),
    });
  }
  await batch.commit();
  // The functions' admin app is the first one there is: this one, on the same emulator.
  await rebuildCompanyStatsPeriods(DEMO_COMPANY_UID, days.at(-1), days[0]);
});

async function signIn(page, email) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** In the page: notes when the month view shows twelve months of figures. */
function watchForYear() {
  const check = () => {
    if (window.__yearShownAt) return;
    const view = document.querySelector('[data-analytics-ready="month"]');
    const rows = view?.querySelectorAll('.analytics-table-wrap > table > tbody > tr') ?? [];
    const totals = view?.querySelector('.analytics-totals dd');
    if (view && totals && rows.length >= 12) window.__yearShownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

const browser = await launchChromium();
const times = [];
try {
  const context = await timedContext(browser, /$^/);
  const start = await context.newPage();
  await signIn(start, 'company@fixwell.test');
  await start.close();
  for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
    const page = await context.newPage();
    await page.addInitScript(watchForYear);
    await page.goto('/company/analytics?view=month');
    await page.locator('[data-analytics-ready="month"]').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => window.__yearShownAt !== undefined, null, { timeout: 15_000 });
    const shownMs = await page.evaluate(() => window.__yearShownAt);
    if (i >= WARM_UP) times.push(shownMs);
    await page.close();
  }
  await context.close();
} finally {
  await browser.close();
}

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-analytics.json'),
  JSON.stringify({ count: ROUNDS, days: DAYS, ...percentiles(times) }),
);
console.log(`Analytics bench: ${ROUNDS} openings of a year of rollups measured.`);
