import { getDocs, limit, query, type Query } from 'firebase/firestore';

/**
 * The first `count` documents of `source` (a converted query that ends with its ordering), read
 * once, and whether asking for more could show more. `watchPage` is the live counterpart.
 */
export async function fetchPage<T>(
  source: Query<T>,
  count: number,
): Promise<{ items: T[]; hasMore: boolean }> {
  // One more than shown tells us whether "Show more" would find anything.
  const snapshot = await getDocs(query(source, limit(count + 1)));
  const items = snapshot.docs.map((document) => document.data());
  return { items: items.slice(0, count), hasMore: items.length > count };
}
