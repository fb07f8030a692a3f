#!/usr/bin/env node
// `npm start`: the whole product on the Firebase Emulator Suite, with demo data, at localhost:5173.
// Needs no terminal input; Ctrl-C or SIGTERM stops everything and exports the demo data.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  buildFunctions,
  DATA_DIR,
  emulatorEnv,
  FIREBASE_BIN,
  PORTS,
  PROJECT_ID,
  ROOT,
  startObjectStoreUnlessEmulated,
  startStripeStandInWithFunctions,
  storageEmulatorAvailable,
} from './lib/emulator-env.mjs';
import { startIndexNowStandIn } from './indexnow-stand-in/server.mjs';
import { STRIPE_STATE_FILE } from './lib/stripe-local.mjs';
import { emulatorsRunning, waitFor } from './lib/wait-for.mjs';

const DEMO_ACCOUNTS = [
  ['admin@fixwell.test', 'admin'],
  ['customer@fixwell.test', 'customer'],
  ['company@fixwell.test', 'company, Professional subscription, payouts enabled'],
  ['newco@fixwell.test', 'company, no subscription (subscribe it at /company/billing)'],
  ['pastdue@fixwell.test', 'company, renewal failed: payment overdue, in its grace period'],
  ['deactivated@fixwell.test', 'customer, deactivated'],
];

const children = new Set();
let stopping = false;
let emulators;
let web;
let stripeStandIn;
let indexNowStandIn;

function run(command, args, options) {
  // Own process group, so that stopping reaches grandchildren (Java emulators, esbuild) too.
  const child = spawn(command, args, { cwd: ROOT, detached: true, ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(
        `\n${options?.name ?? command} stopped unexpectedly (${signal ?? `exit ${code}`}).`,
      );
      void stop(1);
    }
  });
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Fixwell: saving demo data and shutting the emulators down…');
  const exited = [...children].map(
    (child) =>
      new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
  );
  for (const child of children) {
    // firebase-tools exports on SIGINT; signalling its whole group would kill the Java emulators
    // before the export could read them.
    if (child === emulators) child.kill('SIGINT');
    else killGroup(child, 'SIGTERM');
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, 30_000));
  await Promise.race([Promise.all(exited), timeout]);
  await stripeStandIn?.close();
  await indexNowStandIn?.close();
  for (const child of [...children, emulators, web].filter(Boolean)) killGroup(child, 'SIGKILL');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));
// If whatever started us (npm, a shell, a supervisor) dies without passing a signal on, stop too
// rather than leave the emulators running as orphans.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) void stop(0);
}, 2000).unref();

console.log('Building the functions…');
buildFunctions();

const withStorage = storageEmulatorAvailable();
const only = ['auth', 'firestore', 'functions', ...(withStorage ? ['storage'] : [])];
const args = [
  'emulators:start',
  '--only',
  only.join(','),
  '--project',
  PROJECT_ID,
  '--export-on-exit',
  DATA_DIR,
];
if (existsSync(join(DATA_DIR, 'firebase-export-metadata.json'))) args.push('--import', DATA_DIR);

const env = emulatorEnv();
// Quote photos go through the functions to Cloud Storage: a local stand-in when the Storage
// emulator cannot run here, keeping its objects in .cache/object-store across restarts.
// Stripe: the local stand-in, keeping the demo's Stripe objects in .cache/stripe-stand-in across
// restarts as the emulators keep their data.
try {
  await startObjectStoreUnlessEmulated(only);
  stripeStandIn = await startStripeStandInWithFunctions(only, STRIPE_STATE_FILE, console.log);
  indexNowStandIn = await startIndexNowStandIn({ log: console.log });
  // Mail: the local mail stand-in plays the Trigger Email extension (.eml files in .cache/mail-stand-in).
  await import('./mail-stand-in/server.mjs').then((m) => m.startMailStandIn({ log: console.log }));
} catch (error) {
  console.error(`\nCould not start Fixwell: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`Starting the emulators (${only.join(', ')})…`);
emulators = run(FIREBASE_BIN, args, {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  name: 'The emulators',
});

try {
  await waitFor(() => emulatorsRunning(PORTS.hub, only), {
    what: 'the emulators',
    timeoutMs: 180_000,
  });

  console.log('Seeding demo data…');
  await new Promise((resolve, reject) => {
    const seed = spawn(process.execPath, ['scripts/seed.mjs'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    seed.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`)),
    );
  });

  web = run(join(ROOT, 'node_modules', '.bin', 'vite'), ['--clearScreen', 'false'], {
    cwd: join(ROOT, 'web'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    name: 'The web server',
  });
  await waitFor(async () => (await fetch(`http://localhost:${PORTS.web}/`)).ok, {
    what: 'the web server',
  });

  console.log(`
  Fixwell is running at http://localhost:${PORTS.web}

  Demo accounts (password Fixwell-demo-1):
${DEMO_ACCOUNTS.map(([email, what]) => `    ${email.padEnd(26)} ${what}`).join('\n')}

  Press Ctrl-C to stop. Demo data is saved in .emulator-data (npm run reset wipes it).
`);
} catch (error) {
  console.error(`\nCould not start Fixwell: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
