#!/usr/bin/env node
// What the service worker a build generates precaches: the files a first visit downloads after the
// load event, whatever page it opened. Read from web/dist/sw.js itself, so the figure is the one
// visitors pay, not what the Workbox configuration was meant to produce.
// `node scripts/bench/precache.mjs [distDir] [--list]` prints it; `npm run bench` budgets it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { ROOT } from '../lib/emulator-env.mjs';

/** The URLs in the worker's `precacheAndRoute([...])` call. */
export function precacheUrls(serviceWorker) {
  const list = serviceWorker.match(/precacheAndRoute\((\[[\s\S]*?\])\s*,/);
  if (!list) throw new Error('sw.js has no precacheAndRoute([...]) call');
  return [...list[1].matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1]);
}

/** Count, raw and gzip sizes of the precache; `code` is its JavaScript and CSS alone. */
export function measurePrecache(distDir = join(ROOT, 'web', 'dist')) {
  const urls = precacheUrls(readFileSync(join(distDir, 'sw.js'), 'utf8'));
  const all = { files: 0, raw: 0, gzip: 0 };
  const code = { files: 0, raw: 0, gzip: 0 };
  for (const url of urls) {
    const content = readFileSync(join(distDir, url));
    const gzip = gzipSync(content, { level: 9 }).length;
    for (const total of /\.(?:js|css)$/.test(url) ? [all, code] : [all]) {
      total.files += 1;
      total.raw += content.length;
      total.gzip += gzip;
    }
  }
  return { urls, all, code };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const { urls, all, code } = measurePrecache(args.find((arg) => !arg.startsWith('--')));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `Precache: ${all.files} files, ${kb(all.raw)} KB raw, ${kb(all.gzip)} KB gzip; ` +
      `JS and CSS: ${code.files} files, ${kb(code.raw)} KB raw, ${kb(code.gzip)} KB gzip`,
  );
  if (args.includes('--list')) urls.forEach((url) => console.log(`  ${url}`));
}
