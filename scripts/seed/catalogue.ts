// Seeds the public catalogue (services, locations, postcode areas, articles, plans) from
// common/catalogue/*.json. A document the seed wrote is refreshed when the repository's copy
// changes; one an admin has edited (`source: 'admin'`) is left alone, so restarting the demo
// never undoes an admin's work. A refreshed plan keeps its Stripe fields (savePlan's), so the
// Stripe part of the seed (stripe-demo.ts) sees the product it already has.
import { createHash } from 'node:crypto';

import type { Firestore } from 'firebase-admin/firestore';

import {
  SEED_ARTICLES,
  SEED_LOCATIONS,
  SEED_PLANS,
  SEED_POSTCODE_AREAS,
  SEED_SERVICES,
} from '@fixwell/common/catalogue/catalogue-data';
import { COLLECTIONS, type CollectionName } from '@fixwell/common/collections';

/** Each catalogue collection with its seed items and the field that names each document. */
const CATALOGUE: ReadonlyArray<{
  collection: CollectionName;
  items: ReadonlyArray<Record<string, unknown>>;
  key: string;
  /** Fields other writers add to these documents, carried over when the seed refreshes one. */
  keep?: readonly string[];
}> = [
  { collection: COLLECTIONS.services, items: SEED_SERVICES, key: 'slug' },
  { collection: COLLECTIONS.locations, items: SEED_LOCATIONS, key: 'slug' },
  { collection: COLLECTIONS.postcodeAreas, items: SEED_POSTCODE_AREAS, key: 'code' },
  { collection: COLLECTIONS.articles, items: SEED_ARTICLES, key: 'slug' },
  {
    collection: COLLECTIONS.plans,
    items: SEED_PLANS,
    key: 'id',
    keep: ['stripeProductId', 'stripePriceId', 'archived'],
  },
];

/** The fingerprint of a seed item, stored as `seedHash` to tell when the repository's copy changed. */
export function hashOf(item: unknown): string {
  return createHash('sha256').update(JSON.stringify(item)).digest('hex').slice(0, 16);
}

const BATCH_LIMIT = 400;

/** Writes what is missing or out of date; returns how many documents of each collection it wrote. */
export async function seedCatalogue(db: Firestore): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const { collection, items, key, keep = [] } of CATALOGUE) {
    const existing = new Map(
      (
        await db
          .collection(collection)
          .select('seedHash', 'source', ...keep)
          .get()
      ).docs.map((doc) => [doc.id, doc.data()]),
    );
    let batch = db.batch();
    let pending = 0;
    let count = 0;
    for (const item of items) {
      const id = String(item[key]);
      const seedHash = hashOf(item);
      const current = existing.get(id);
      if (current && (current.source === 'admin' || current.seedHash === seedHash)) continue;
      const kept = Object.fromEntries(
        keep
          .filter((field) => current?.[field] !== undefined)
          .map((field) => [field, current![field]]),
      );
      batch.set(db.collection(collection).doc(id), { ...item, ...kept, source: 'seed', seedHash });
      count += 1;
      if (++pending === BATCH_LIMIT) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    }
    if (pending > 0) await batch.commit();
    written[collection] = count;
  }
  return written;
}
