#!/usr/bin/env node
// Writes common/catalogue/district-towns.json from common/catalogue/locations.json: each town's
// centre and, for each postcode district a town lists, the towns listing it. The coverage code
// (common/src/coverage/district-positions.ts) reads this slim file instead of the full catalogue,
// so the web app's coverage editor does not download every town's description.
// `node scripts/derive-district-towns.mjs` after editing locations.json; a common test fails
// while the two disagree.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const catalogue = join(dirname(fileURLToPath(import.meta.url)), '..', 'common', 'catalogue');

/** The slim table, from the parsed locations.json. */
export function districtTowns(locations) {
  const towns = {};
  const districts = {};
  for (const town of locations) {
    towns[town.name] = [town.latitude, town.longitude];
    for (const raw of town.postcodeDistricts) {
      const district = raw.replace(/\s+/g, '').toUpperCase();
      districts[district] = [...new Set([...(districts[district] ?? []), town.name])];
    }
  }
  return {
    note: 'Derived from locations.json by scripts/derive-district-towns.mjs: do not edit by hand.',
    towns,
    districts: Object.fromEntries(Object.entries(districts).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const locations = JSON.parse(readFileSync(join(catalogue, 'locations.json'), 'utf8'));
  const target = join(catalogue, 'district-towns.json');
  writeFileSync(target, `${JSON.stringify(districtTowns(locations), null, 2)}\n`);
  // In the repository's style, as `npm run format:check` expects.
  spawnSync('npx', ['prettier', '--write', target], { stdio: 'inherit' });
  console.log('Wrote common/catalogue/district-towns.json');
}
