import type { Service } from '@fixwell/common/catalogue/catalogue-schema';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';

// Service slugs become field names in the day's counters, so only catalogue services count: a
// made-up slug cannot grow the document. The catalogue changes rarely; a short cache per
// instance saves a read per beacon.
const CACHE_MS = 10 * 60 * 1000;
const cache = new Map<string, { name: string | null; at: number }>();

/** The service's display name, or null when it is not in the catalogue. */
export async function catalogueServiceName(slug: string, now = Date.now()): Promise<string | null> {
  const cached = cache.get(slug);
  if (cached && now - cached.at < CACHE_MS) return cached.name;
  const service = readDoc<Partial<Service>>(
    await db().collection(COLLECTIONS.services).doc(slug).get(),
  );
  // Admins edit the catalogue, so a name may be missing.
  const name = service
    ? typeof service.name === 'string' && service.name !== ''
      ? service.name
      : slug
    : null;
  if (cache.size > 500) cache.clear();
  cache.set(slug, { name, at: now });
  return name;
}
