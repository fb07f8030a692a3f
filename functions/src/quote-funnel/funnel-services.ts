import { db } from '../lib/admin';

// Service slugs become field names in the day's counters, so only catalogue services count: a
// made-up slug cannot grow the document. The catalogue changes rarely; a short cache per
// instance saves a read per beacon.
const CACHE_MS = 10 * 60 * 1000;
const cache = new Map<string, { name: string | null; at: number }>();

/** The service's display name, or null when it is not in the catalogue. */
export async function catalogueServiceName(slug: string, now = Date.now()): Promise<string | null> {
  const cached = cache.get(slug);
  if (cached && now - cached.at < CACHE_MS) return cached.name;
  const snapshot = await db().collection('services').doc(slug).get();
  const stored = snapshot.get('name') as unknown;
  const name = snapshot.exists
    ? typeof stored === 'string' && stored !== ''
      ? stored
      : slug
    : null;
  if (cache.size > 500) cache.clear();
  cache.set(slug, { name, at: now });
  return name;
}
