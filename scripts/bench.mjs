#!/usr/bin/env node
// `npm run bench`: measured figures, not assumptions. Builds the app as it ships, then prints the
// JavaScript a first visit downloads (gzip), before load, with the idle prefetch and with the
// service worker's precache, and the latency of the HTTP functions on the emulators.
// Budgets are checked here; a figure over budget makes the command exit non-zero.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { measurePrecache } from './bench/precache.mjs';
import { ROOT } from './lib/emulator-env.mjs';

const BUDGETS = {
  firstLoadJsKb: 150,
  /** What the service worker downloads after load on a first visit, whatever the page. */
  precacheKb: 300,
  forgotPasswordP95Ms: 500,
  matchingP95Ms: 500,
  submitToVisibleP95Ms: 2000,
  /** A signed Stripe event posted to the webhook until its transaction has committed. */
  stripeWebhookP95Ms: 300,
  /** Stripe Checkout's "Pay" until /company/billing says the company is subscribed. */
  checkoutToBillingP95Ms: 3000,
  /** A customer's "Pay" on Stripe Checkout until /document/:id/paid shows the receipt. */
  payToPaidP95Ms: 3000,
  /** A chat message sent until the other participant's page shows it (issue 14). */
  messageVisibleP95Ms: 500,
  /** /company/chat?c=<1,000-message thread> until its latest message shows (issue 14). */
  longThreadOpenP95Ms: 1000,
  /** /company/analytics until a busy company's 12 months of figures show (issue 15). */
  analyticsYearP95Ms: 1000,
  /** A public page the renderPublicPage function draws on request, first byte through Hosting (issue 16). */
  renderTtfbP95Ms: 500,
  performance: 95,
  lcpMs: 2000,
  cls: 0.05,
};

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Scripts and module preloads of the app shell: what every visit downloads before any page's own
 * code (prerendered pages request the same files, after their first paint).
 */
function firstLoadJs(distDir) {
  const html = readFileSync(join(distDir, 'app-shell.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

console.log('Building the app…');
run('npm', ['run', '--silent', 'build', '-w', 'web', '--', '--mode', 'emulator']);
const DIST = join(ROOT, 'web', 'dist');
const shell = firstLoadJs(DIST);
const precache = measurePrecache(DIST);

console.log('Measuring the functions and the pages (Lighthouse) on the emulators…');
run('node', [
  'scripts/with-emulators.mjs',
  '--only',
  'auth,firestore,functions,hosting',
  '--seed',
  '--',
  'node',
  'scripts/bench/in-emulators.mjs',
]);
const latency = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-functions.json'), 'utf8'));
const pages = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-lighthouse.json'), 'utf8'));
const matching = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-matching.json'), 'utf8'));
const webhook = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-stripe-webhook.json'), 'utf8'));
const checkout = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-checkout.json'), 'utf8'));
const pay = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-pay.json'), 'utf8'));
const chat = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-chat.json'), 'utf8'));

/** gzip bytes of a set of built files, each counted once. */
function gzipTotal(files) {
  let total = 0;
  for (const file of new Set(files)) {
    total += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  }
  return total;
}

const home = pages.find((page) => page.page === '/');
const precachedCode = precache.urls
  .filter((url) => /\.(?:js|css)$/.test(url))
  .map((url) => `/${url}`);
// The precache repeats most of what the page and the prefetch fetched; those come from the HTTP
// cache, so the whole first visit counts each file once.
const firstVisitBytes = gzipTotal([...(home?.jsFiles ?? []), ...precachedCode]);
const homeMarginKb = BUDGETS.firstLoadJsKb - (home?.firstLoadJsBytes ?? 0) / 1024;
// The prerendered page requests its scripts after the first paint: on some runs the load event
// comes first and nothing counts as "before load", which says nothing about the margin.
const homeMargin =
  home?.firstLoadJsBytes > 0
    ? `${kb(homeMarginKb * 1024)} KB under its budget`
    : 'scripts started after load on this run: margin not measured';

const rows = [
  [
    'Service worker precache (gzip JS and CSS)',
    `${kb(precache.code.gzip)} KB in ${precache.code.files} files (${kb(precache.code.raw)} KB raw), downloaded after load; ${precache.all.files} files in all`,
    precache.code.gzip / 1024 <= BUDGETS.precacheKb,
    `≤ ${BUDGETS.precacheKb} KB`,
  ],
  [
    'First visit to / (gzip)',
    home
      ? `${kb(home.firstLoadJsBytes)} KB JS before load (${homeMargin}), ${kb(home.totalJsBytes)} KB with idle prefetch, ${kb(firstVisitBytes)} KB with the precache`
      : 'not measured',
    Boolean(home) && homeMarginKb >= 0,
    `JS before load ≤ ${BUDGETS.firstLoadJsKb} KB`,
  ],
  [
    'App shell JavaScript (gzip)',
    `${kb(shell.gzip)} KB in ${shell.files} files (${kb(shell.raw)} KB raw)`,
    shell.gzip / 1024 <= BUDGETS.firstLoadJsKb,
    `≤ ${BUDGETS.firstLoadJsKb} KB`,
  ],
  [
    'POST /api/auth/forgot-password median',
    `${latency.median} ms over ${latency.count} requests`,
    true,
    '',
  ],
  [
    'POST /api/auth/forgot-password p95',
    `${latency.p95} ms`,
    latency.p95 <= BUDGETS.forgotPasswordP95Ms,
    `≤ ${BUDGETS.forgotPasswordP95Ms} ms`,
  ],
  [
    'Matching latency (quote stored → matched)',
    `median ${matching.matchingMedian} ms, p95 ${matching.matchingP95} ms over ${matching.quotes} requests, ${matching.companies} companies${matching.coverageMix ? ` (${matching.coverageMix})` : ''}, ${matching.averageMatches} leads each`,
    matching.matchingP95 <= BUDGETS.matchingP95Ms,
    `p95 ≤ ${BUDGETS.matchingP95Ms} ms`,
  ],
  [
    "Quote submitted → lead in company's listener",
    `median ${matching.visibleMedian} ms, p95 ${matching.visibleP95} ms`,
    matching.visibleP95 <= BUDGETS.submitToVisibleP95Ms,
    `p95 ≤ ${BUDGETS.submitToVisibleP95Ms / 1000} s`,
  ],
  [
    'Stripe webhook: signature → committed',
    `median ${webhook.median} ms, p95 ${webhook.p95} ms over ${webhook.count} signed events`,
    webhook.p95 <= BUDGETS.stripeWebhookP95Ms,
    `p95 ≤ ${BUDGETS.stripeWebhookP95Ms} ms`,
  ],
  [
    'Checkout Pay → billing shows it (browser)',
    `median ${(checkout.median / 1000).toFixed(2)} s, p95 ${(checkout.p95 / 1000).toFixed(2)} s over ${checkout.count} subscriptions (Playwright on the real pages)`,
    checkout.p95 <= BUDGETS.checkoutToBillingP95Ms,
    `p95 ≤ ${BUDGETS.checkoutToBillingP95Ms / 1000} s`,
  ],
  [
    'Invoice Pay → receipt on the paid page (browser)',
    `median ${(pay.median / 1000).toFixed(2)} s, p95 ${(pay.p95 / 1000).toFixed(2)} s over ${pay.count} card payments (Playwright on the real pages)`,
    pay.p95 <= BUDGETS.payToPaidP95Ms,
    `p95 ≤ ${BUDGETS.payToPaidP95Ms / 1000} s`,
  ],
  [
    'Message sent → shown to the other side',
    `median ${chat.send.median} ms, p95 ${chat.send.p95} ms over ${chat.send.count} messages (two Chromium contexts)`,
    chat.send.p95 <= BUDGETS.messageVisibleP95Ms,
    `p95 ≤ ${BUDGETS.messageVisibleP95Ms} ms`,
  ],
  [
    `/company/chat, ${chat.open.messages.toLocaleString('en-GB')}-message thread`,
    `latest message shown ${(chat.open.median / 1000).toFixed(2)} s median, ${(chat.open.p95 / 1000).toFixed(2)} s p95 after navigation over ${chat.open.count} openings (signed in)`,
    chat.open.p95 <= BUDGETS.longThreadOpenP95Ms,
    `p95 ≤ ${BUDGETS.longThreadOpenP95Ms / 1000} s`,
  ],
];

// Issue 16: public pages rendered on request by a function (bench/render-ttfb.mjs); their
// Lighthouse score is among the pages below (lighthouse.mjs).
const rendered = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-render.json'), 'utf8'));
rows.push([
  'Page rendered on request: first byte (warm)',
  `median ${rendered.median} ms, p95 ${rendered.p95} ms over ${rendered.count} requests to ${rendered.pages} pages through Hosting (article, listing, service in a town, company profile)`,
  rendered.p95 <= BUDGETS.renderTtfbP95Ms,
  `p95 ≤ ${BUDGETS.renderTtfbP95Ms} ms`,
]);

// Issue 15: /company/analytics showing a busy company's year of figures (bench/analytics.mjs).
const analytics = JSON.parse(readFileSync(join(ROOT, '.cache', 'bench-analytics.json'), 'utf8'));
rows.push([
  `/company/analytics, ${analytics.days} days of rollups`,
  `12 months on screen ${(analytics.median / 1000).toFixed(2)} s median, ${(analytics.p95 / 1000).toFixed(2)} s p95 after navigation over ${analytics.count} openings (signed in, weeks and months read)`,
  analytics.p95 <= BUDGETS.analyticsYearP95Ms,
  `p95 ≤ ${BUDGETS.analyticsYearP95Ms / 1000} s`,
]);

const isFloor = (page) => page.page.includes('floor');
// Issue 13 budgets the customer's document page by its performance score; its largest paint waits
// for openDocument's answer, so the public pages' LCP budget (issue 3) is shown, not applied.
const hasLcpBudget = (page) => !page.page.startsWith('/document/');
for (const page of pages) {
  const budgeted = !isFloor(page);
  rows.push([
    `Lighthouse ${page.page}`,
    `performance ${page.performance}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, CLS ${page.cls}, TBT ${page.tbtMs} ms, JS ${kb(page.firstLoadJsBytes)} KB gzip before load (${kb(page.totalJsBytes)} KB with prefetch)`,
    !budgeted ||
      (page.performance >= BUDGETS.performance &&
        (!hasLcpBudget(page) || page.lcpMs <= BUDGETS.lcpMs) &&
        page.cls <= BUDGETS.cls &&
        (page.page !== '/' || page.firstLoadJsBytes / 1024 <= BUDGETS.firstLoadJsKb)),
    budgeted
      ? `performance ≥ ${BUDGETS.performance}${
          hasLcpBudget(page) ? `, LCP ≤ ${BUDGETS.lcpMs / 1000} s` : ''
        }, CLS ≤ ${BUDGETS.cls}${page.page === '/' ? `, JS ≤ ${BUDGETS.firstLoadJsKb} KB` : ''}`
      : '',
  ]);
}

console.log('\nFixwell benchmark (Lighthouse: mobile, simulated throttling, median of runs)');
for (const [name, value, ok, budget] of rows) {
  console.log(
    `${ok ? '✔' : '✘'} ${name.padEnd(42)} ${value}${budget ? `  (budget ${budget})` : ''}`,
  );
}
process.exit(rows.every(([, , ok]) => ok) ? 0 : 1);
