#!/usr/bin/env node
// Fills in the admins' search keys (users.searchKeys, companyPrivate.searchKeys) for accounts made
// before the triggers that keep them existed. Run once after deploying issue 16 to a project:
//
//   node scripts/backfill-search-keys.mjs --project <id>    with application default credentials
//
// Safe to run again: it writes only documents whose keys differ.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { importTypeScript } from './lib/import-typescript.mjs';

const projectIndex = process.argv.indexOf('--project');
const projectId = projectIndex > 0 ? process.argv[projectIndex + 1] : undefined;
if (!projectId) {
  console.error('Usage: node scripts/backfill-search-keys.mjs --project <firebase-project-id>');
  process.exit(1);
}
const { backfillSearchKeys } = await importTypeScript(
  'functions/src/admin-users/backfill-search-keys.ts',
  { cacheDir: 'backfill', name: 'backfill-search-keys', external: ['firebase-admin'] },
);
const counts = await backfillSearchKeys(getFirestore(initializeApp({ projectId })));
console.log(`Search keys written: ${counts.users} users, ${counts.companies} companies.`);
