#!/usr/bin/env node
// Runs a command with the emulators up and tears them down afterwards:
//   node scripts/with-emulators.mjs --only auth,firestore,functions [--seed] -- <command...>
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import {
  buildFunctions,
  CACHE_DIR,
  emulatorEnv,
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  startObjectStoreUnlessEmulated,
  startStripeStandInWithFunctions,
} from './lib/emulator-env.mjs';
import { startIndexNowStandIn } from './indexnow-stand-in/server.mjs';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator < 0 || separator === args.length - 1) {
  console.error('usage: with-emulators.mjs --only <emulators> [--seed] -- <command...>');
  process.exit(2);
}
const options = args.slice(0, separator);
const command = args.slice(separator + 1);
const onlyIndex = options.indexOf('--only');
const only = onlyIndex >= 0 ? options[onlyIndex + 1] : 'auth,firestore,functions';
const seed = options.includes('--seed');

if (only.split(',').includes('functions')) buildFunctions();
// Quote photos: the functions store them through the Cloud Storage client, pointed here. These
// runs start from empty emulators (no demo data), so their objects start empty too, apart from
// the demo's store.
const runObjects = join(CACHE_DIR, 'object-store-run');
rmSync(runObjects, { recursive: true, force: true });
const objectStore = await startObjectStoreUnlessEmulated(only.split(','), runObjects);
// Stripe: the local stand-in, empty for each run (no state file).
let stripeStandIn;
// IndexNow: the local endpoint the functions submit to on the emulators, empty for each run.
let indexNowStandIn;
try {
  stripeStandIn = await startStripeStandInWithFunctions(only.split(','));
  if (only.split(',').includes('functions')) indexNowStandIn = await startIndexNowStandIn();
  // Mail: the local mail stand-in plays the Trigger Email extension (delivery written back).
  if (only.split(',').includes('firestore'))
    await import('./mail-stand-in/server.mjs').then((m) => m.startMailStandIn());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.all([objectStore?.close(), stripeStandIn?.close()]);
  process.exit(1);
}

const quoted = command.map((part) =>
  /^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, "'\\''")}'`,
);
const script = seed ? `node scripts/seed.mjs && ${quoted.join(' ')}` : quoted.join(' ');

// Its own process group, so that the Java emulators and function runtimes it starts can be swept
// up even when firebase-tools itself crashes.
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--only', only, '--project', PROJECT_ID, script],
  { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);
function sweep() {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // nothing left
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    setTimeout(sweep, 15_000).unref();
  });
}
child.on('exit', (code, signal) => {
  sweep();
  void Promise.all([
    objectStore?.close(),
    stripeStandIn?.close(),
    indexNowStandIn?.close(),
  ]).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
