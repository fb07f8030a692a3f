// Bundles the functions with esbuild so that code shared with the web app (`@fixwell/common`)
// travels inside the deployed bundle; the Functions emulator does not compile TypeScript itself.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // Installed in functions/node_modules at deploy time; bundling them breaks their lazy loading
  // (and sharp's native image library cannot be bundled at all).
  external: ['firebase-admin', 'firebase-functions', 'stripe', 'sharp'],
});
