#!/usr/bin/env node
// Runs a command with the emulators up and tears them down afterwards:
//   node scripts/with-emulators.mjs --only auth,firestore,functions [--seed] -- <command...>
import { spawn } from 'node:child_process';

import {
  buildFunctions,
  emulatorEnv,
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
} from './lib/emulator-env.mjs';

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
  process.exit(code ?? (signal ? 1 : 0));
});
