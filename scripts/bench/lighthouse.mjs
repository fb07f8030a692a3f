// Runs inside `with-emulators` (with Hosting serving web/dist and the seed loaded): Lighthouse,
// mobile with simulated throttling, on the pages issue 3 names and the document page customers open
// from an email (issue 13: the seeded sent quote, through its emailed link), plus a blank Vite +
// React page built in the same run as the floor. Writes .cache/bench-lighthouse.json.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CACHE_DIR, ROOT } from '../lib/emulator-env.mjs';
import {
  DEMO_COMPANY_UID,
  DEMO_CUSTOMER_EMAIL,
  documentLinkPath,
  withFirestore,
} from './demo-documents.mjs';

const APP_ORIGIN = 'http://127.0.0.1:5000';
/** company@'s quote to customer@ that the seed sent and nobody has answered. */
async function sentQuoteId() {
  return withFirestore(async (db) => {
    const quotes = await db
      .collection('documents')
      .where('companyId', '==', DEMO_COMPANY_UID)
      .where('kind', '==', 'quote')
      .where('status', 'in', ['sent', 'viewed'])
      .get();
    const quote = quotes.docs.find((doc) => doc.get('customer.email') === DEMO_CUSTOMER_EMAIL);
    if (!quote) throw new Error('The seed left no sent quote from company@ to customer@.');
    return quote.id;
  });
}

const PAGES = [
  ...['/', '/services/plumber/london', '/blog', '/quote'].map((path) => ({ page: path, path })),
  // Issue 16: an article drawn on request by the renderPublicPage function (Hosting → function),
  // as every post admins publish is; /services/plumber/london and /blog are drawn by it too.
  { page: '/:contentType/:slug (rendered on request)', path: '/how-to/how-to-bleed-a-radiator' },
  { page: '/document/:id', path: await documentLinkPath(await sentQuoteId()) },
];
// Lighthouse's own advice on variance: the median of five runs. The emulators share this 2-core
// machine with the browser, so one slow run says more about them than about the page.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A page that renders one heading with React, built by Vite exactly like the app. */
async function buildBlankPage() {
  const dir = join(CACHE_DIR, 'bench', 'blank');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="description" content="Blank page" /><title>Blank</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Blank Vite + React page</h1>);\n",
  );
  // The web workspace's own Vite and React plugin, so the floor is built with the same tools.
  const fromWeb = createRequire(join(ROOT, 'web', 'package.json'));
  const load = async (name) => import(pathToFileURL(fromWeb.resolve(name)).href);
  const { build } = await load('vite');
  const react = (await load('@vitejs/plugin-react')).default;
  await build({
    root: dir,
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  return join(dir, 'dist');
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built folder with gzip, as Hosting would. */
function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const body = gzipSync(readFileSync(file));
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * gzip size of the JavaScript the page downloaded from our own origin: `firstLoad` counts what was
 * requested before the load event (the page itself), `total` adds what came after (the idle-time
 * prefetch of popular routes that SPEC §2 asks for); `files` names them.
 */
function javascriptBytes(lhr, distDir, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const loadAt = (metrics.observedLoad ?? Infinity) - (metrics.observedNavigationStart ?? 0);
  const documentStart = Math.min(...items.map((item) => item.networkRequestTime ?? Infinity));
  const sizes = { firstLoad: 0, total: 0, files: [] };
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(origin)) continue;
    const file = join(distDir, new URL(item.url).pathname);
    if (!existsSync(file)) continue;
    const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    sizes.total += bytes;
    sizes.files.push(new URL(item.url).pathname);
    if (item.networkRequestTime - documentStart <= loadAt) sizes.firstLoad += bytes;
  }
  return sizes;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  disableStorageReset: false,
  // A picture of the whole page for the report's viewer: no part of any score.
  disableFullPageScreenshot: true,
};

async function audit(chrome, url, distDir, origin) {
  // One unmeasured load first: it starts the Functions emulator's worker for the page's endpoints
  // and warms the emulators' caches, work that in production happens on Google's servers, not on
  // the visitor's phone whose main thread the score is about.
  await lighthouse(url, { port: chrome.port, ...LIGHTHOUSE_FLAGS });
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, ...LIGHTHOUSE_FLAGS });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    runs.push({
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      ...(({ firstLoad, total, files }) => ({
        firstLoadJsBytes: firstLoad,
        totalJsBytes: total,
        // Which files, so the bench can add the service worker's precache without counting twice.
        jsFiles: files,
      }))(javascriptBytes(lhr, distDir, origin)),
    });
  }
  // The run with the median performance score, so the figures belong together.
  const middle = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === middle);
}

const blankDist = await buildBlankPage();
const blankServer = await serve(blankDist);
const blankOrigin = `http://127.0.0.1:${blankServer.address().port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const results = [];
try {
  results.push({
    page: 'blank Vite + React page (floor)',
    ...(await audit(chrome, `${blankOrigin}/`, blankDist, blankOrigin)),
  });
  for (const { page, path } of PAGES) {
    results.push({
      page,
      ...(await audit(chrome, `${APP_ORIGIN}${path}`, join(ROOT, 'web', 'dist'), APP_ORIGIN)),
    });
  }
} finally {
  await chrome.kill();
  blankServer.close();
}

writeFileSync(join(CACHE_DIR, 'bench-lighthouse.json'), JSON.stringify(results, null, 2));
