// Everything the Firebase Emulator Suite needs to run on a machine without internet, in one place.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { storedZip } from './stored-zip.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-fixwell';
export const CACHE_DIR = join(ROOT, '.cache');
export const DATA_DIR = join(ROOT, '.emulator-data');
/** Where the local Cloud Storage stand-in (local-object-store.mjs) keeps its objects. */
export const OBJECT_STORE_DIR = join(CACHE_DIR, 'object-store');
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  storage: 9199,
  hosting: 5000,
  hub: 4400,
  web: 5173,
  /** The local Stripe stand-in (scripts/stripe-stand-in, scripts/lib/stripe-local.mjs). */
  stripe: 12111,
};

// Debian's google-cloud-cli-firestore-emulator ships the emulator, but its jar has no Main-Class.
const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Builds a tiny launcher jar whose manifest names the emulator's main class and puts Debian's jar
 * on its class path, so firebase-tools can run it instead of downloading its own copy.
 * Returns undefined where the Debian jar is absent (a laptop with internet downloads as usual).
 */
function firestoreLauncherJar() {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return undefined;
  const dir = join(CACHE_DIR, 'firestore-launcher');
  const jar = join(dir, 'launcher.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest =
    'Manifest-Version: 1.0\r\n' +
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n' +
    `Class-Path: file:${DEBIAN_FIRESTORE_JAR}\r\n\r\n`;
  writeFileSync(jar, storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest) }]));
  return jar;
}

/**
 * The Storage emulator downloads its rules runtime on first start, which fails offline. Use it only
 * when that runtime is already in firebase-tools' cache, or when FIXWELL_STORAGE=1 forces it.
 */
export function storageEmulatorAvailable() {
  if (process.env.FIXWELL_STORAGE === '1') return true;
  if (process.env.FIXWELL_STORAGE === '0') return false;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return false;
  return readdirSync(cache).some((name) => name.startsWith('cloud-storage-rules-runtime'));
}

/** Environment for firebase-tools and everything that talks to the emulators. */
export function emulatorEnv(extra = {}) {
  const tmp = join(CACHE_DIR, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const env = {
    ...process.env,
    // Emulator sockets, workbox, Playwright and Lighthouse leave files in TMPDIR: keep them ours.
    TMPDIR: tmp,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${PORTS.functions}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
    // The Cloud Storage client reads this one; firebase-tools passes both on to function workers.
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${PORTS.storage}`,
    // Off Google's servers there is no metadata server; without this the Google auth library
    // probes for one and logs a MetadataLookupWarning in every run.
    METADATA_SERVER_DETECTION: 'none',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...extra,
  };
  const launcher = firestoreLauncherJar();
  if (launcher && !env.FIRESTORE_EMULATOR_BINARY_PATH)
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  return env;
}

/**
 * Starts the local Cloud Storage stand-in on the Storage emulator's port, unless the real Storage
 * emulator is among `emulators` (it then serves the same API). Returns `{ close() }` or undefined.
 * `dir` defaults to the demo's store, which lives as long as the demo data.
 */
export async function startObjectStoreUnlessEmulated(emulators, dir = OBJECT_STORE_DIR) {
  if (emulators.includes('storage')) return undefined;
  const { startLocalObjectStore } = await import('./local-object-store.mjs');
  try {
    return await startLocalObjectStore({ port: PORTS.storage, dir });
  } catch (error) {
    if (error?.code === 'EADDRINUSE')
      throw new Error(
        `Port ${PORTS.storage} (local object store for photos) is in use: is another Fixwell running?`,
      );
    throw error;
  }
}

/**
 * Starts the local Stripe stand-in when the Functions emulator is among `emulators` (the functions
 * call it with the local key; it posts signed events to their webhooks), after writing the local
 * secrets to functions/.secret.local when that file is absent. `stateFile` keeps its objects (the
 * demo's); without it, it starts empty. `log` gets a one-line start message. Returns `{ close() }`
 * or undefined.
 */
export async function startStripeStandInWithFunctions(emulators, stateFile, log) {
  if (!emulators.includes('functions')) return undefined;
  const { startStripeStandIn, writeLocalStripeSecrets } = await import('./stripe-local.mjs');
  writeLocalStripeSecrets();
  return startStripeStandIn({ ...(stateFile ? { stateFile } : {}), ...(log ? { log } : {}) });
}

/** Builds the functions bundle; the Functions emulator loads `functions/lib/index.js`. */
export function buildFunctions() {
  execFileSync('npm', ['run', 'build', '-w', 'functions', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

/**
 * Turns the Functions emulator's background triggers off or on, through the Emulator Hub (as
 * @firebase/rules-unit-testing does): for a bench that writes, by itself, everything a
 * measurement reads, and should not leave thousands of trigger runs queued ahead of it.
 */
export async function setBackgroundTriggers(enabled) {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${PORTS.hub}/functions/${path}`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`The Emulator Hub refused ${path}: ${response.status}`);
}
