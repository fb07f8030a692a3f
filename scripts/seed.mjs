#!/usr/bin/env node
// Seeds the demo accounts and their documents into the emulators (`npm run seed`, `npm start`,
// `with-emulators.mjs --seed`). The seed is TypeScript (scripts/seed/seed.ts) so it imports the
// shared shapes, coverage keys and lookup-index writer rather than copying them; esbuild (which
// also bundles the functions) turns it into one module under .cache first.
//
//   node scripts/seed.mjs                       needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
//   node scripts/seed.mjs --allow-production    seeds the project of the default credentials (careful)
import { importTypeScript } from './lib/import-typescript.mjs';

// One firebase-admin for the seed and the functions' helpers, loaded from node_modules; sharp
// (which draws the demo logo) is a native module and cannot be bundled.
const { main } = await importTypeScript('scripts/seed/seed.ts', {
  cacheDir: 'seed',
  name: 'seed',
  external: ['firebase-admin', 'sharp'],
});
main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
