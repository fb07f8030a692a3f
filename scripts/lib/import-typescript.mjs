// Scripts run plain Node, but the seed, the Stripe stand-in and some bench steps are TypeScript
// that shares code with the functions: this bundles one entry with esbuild into `.cache/<dir>/`
// and imports it. One file per process, so a demo and a test run starting together never share
// a bundle; the file is removed once imported.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'esbuild';

import { CACHE_DIR, ROOT } from './emulator-env.mjs';

/**
 * Imports `entry` (a path from the repository's root). `external` packages load from
 * node_modules: firebase-admin so the caller and the bundle share one SDK, native modules (sharp)
 * because they cannot be bundled.
 */
export async function importTypeScript(entry, { cacheDir, name, external = [] }) {
  const dir = join(CACHE_DIR, cacheDir);
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `${name}-${process.pid}.mjs`);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    external,
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
