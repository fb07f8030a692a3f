// Runs inside `with-emulators` (Hosting serving web/dist, the seed loaded): time to first byte of
// public pages the renderPublicPage function draws on request, fetched through Hosting as a
// crawler would, warm (the function's first request loads the server bundle; a few unmeasured
// requests first). Writes median and p95 to .cache/bench-render.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR } from '../lib/emulator-env.mjs';

const APP_ORIGIN = 'http://127.0.0.1:5000';
/** An article, a listing, a service in a town and a company profile, in turn. */
const PATHS = [
  '/how-to/how-to-bleed-a-radiator',
  '/blog',
  '/services/electrician/york',
  '/company/profile/brightwater-plumbing-heating-leeds',
];
const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 60);

/** Milliseconds until the response's headers arrive (fetch resolves then), and the status. */
async function timeToFirstByte(path) {
  const started = performance.now();
  const response = await fetch(`${APP_ORIGIN}${path}`, { headers: { 'User-Agent': 'bench' } });
  const ttfb = performance.now() - started;
  const html = await response.text();
  if (response.status !== 200 || !html.includes('data-prerendered=')) {
    throw new Error(`${path}: expected a rendered page, got ${response.status}`);
  }
  return ttfb;
}

for (const path of PATHS) for (let i = 0; i < 3; i += 1) await timeToFirstByte(path);
const times = [];
for (let i = 0; i < REQUESTS; i += 1) times.push(await timeToFirstByte(PATHS[i % PATHS.length]));
times.sort((a, b) => a - b);
const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-render.json'),
  JSON.stringify({ count: REQUESTS, pages: PATHS.length, median: at(0.5), p95: at(0.95) }),
);
console.log(`Rendered on request: TTFB median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
