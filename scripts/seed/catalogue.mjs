// Seeds the public catalogue (services, locations, postcode areas, articles, plans) from
// common/catalogue/*.json. A document the seed wrote is refreshed when the repository's copy
// changes; one an admin has edited (`source: 'admin'`) is left alone, so restarting the demo
// never undoes an admin's work.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CATALOGUE_DIR = fileURLToPath(new URL('../../common/catalogue/', import.meta.url));

/** Collection, seed file and the field that names each document. */
export const CATALOGUE_COLLECTIONS = [
  { collection: 'services', file: 'services.json', key: 'slug' },
  { collection: 'locations', file: 'locations.json', key: 'slug' },
  { collection: 'postcodeAreas', file: 'postcode-areas.json', key: 'code' },
  { collection: 'articles', file: 'articles.json', key: 'slug' },
  { collection: 'plans', file: 'plans.json', key: 'id' },
];

export function readCatalogueFile(file) {
  return JSON.parse(readFileSync(`${CATALOGUE_DIR}${file}`, 'utf8'));
}

function hashOf(item) {
  return createHash('sha256').update(JSON.stringify(item)).digest('hex').slice(0, 16);
}

const BATCH_LIMIT = 400;

/** Writes what is missing or out of date; returns how many documents of each collection it wrote. */
export async function seedCatalogue(db) {
  const written = {};
  for (const { collection, file, key } of CATALOGUE_COLLECTIONS) {
    const items = readCatalogueFile(file);
    const existing = new Map(
      (await db.collection(collection).select('seedHash', 'source').get()).docs.map((doc) => [
        doc.id,
        doc.data(),
      ]),
    );
    let batch = db.batch();
    let pending = 0;
    written[collection] = 0;
    for (const item of items) {
      const seedHash = hashOf(item);
      const current = existing.get(item[key]);
      if (current && (current.source === 'admin' || current.seedHash === seedHash)) continue;
      batch.set(db.collection(collection).doc(item[key]), { ...item, source: 'seed', seedHash });
      written[collection] += 1;
      if (++pending === BATCH_LIMIT) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    }
    if (pending > 0) await batch.commit();
  }
  return written;
}
