#!/usr/bin/env node
// `npm run build -w web [-- --mode <mode>]`: the client build, then the server build of the
// prerender entry (every dependency bundled in: scripts/vite-ssr.config.ts), then the prerendered
// public pages, which also hands the server bundle to the renderPublicPage function (functions/lib/ssr).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const passThrough = process.argv.slice(2);

function run(args) {
  const result = spawnSync(args[0], args.slice(1), { cwd: WEB, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['npx', 'vite', 'build', ...passThrough]);
run([
  'npx',
  'vite',
  'build',
  '--config',
  'scripts/vite-ssr.config.ts',
  '--ssr',
  'src/entry-prerender.tsx',
  '--outDir',
  'dist-prerender',
  '--logLevel',
  'warn',
  ...passThrough,
]);
run(['node', 'scripts/prerender.mjs']);
