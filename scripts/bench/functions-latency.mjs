// Runs inside `with-emulators`: times the forgot-password endpoint as a browser would call it, after
// warming the function up, and writes median and p95 to .cache/bench-functions.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR } from '../lib/emulator-env.mjs';

const URL = 'http://127.0.0.1:5001/demo-fixwell/europe-west2/api/api/auth/forgot-password';
const REQUESTS = 60;

async function call(i) {
  const started = performance.now();
  const response = await fetch(URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // Distinct callers, so the per-IP limit measures the normal path rather than refusals.
      'X-Forwarded-For': `198.51.100.${i % 250}`,
    },
    body: JSON.stringify({ email: `bench-${Date.now()}-${i}@example.co.uk` }),
  });
  await response.text();
  if (response.status !== 200) throw new Error(`Unexpected status ${response.status}`);
  return performance.now() - started;
}

for (let i = 0; i < 5; i += 1) await call(1000 + i); // cold start and JIT warm-up
const times = [];
for (let i = 0; i < REQUESTS; i += 1) times.push(await call(i));
times.sort((a, b) => a - b);
const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-functions.json'),
  JSON.stringify({ count: REQUESTS, median: at(0.5), p95: at(0.95) }),
);
