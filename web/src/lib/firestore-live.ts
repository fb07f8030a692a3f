import {
  collection,
  limit,
  onSnapshot,
  query,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

/** A Firestore Timestamp (or anything with toDate) as a Date; null when missing. */
export function toDateOrNull(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  return null;
}

/** The first `count` documents of a live list, and whether asking for more could show more. */
export type LivePage<T> = { items: T[]; hasMore: boolean };

/**
 * Listens to the first `count` documents of `collectionPath` narrowed by `constraints` (which end
 * with the ordering), each read by `fromSnapshot`. Returns the function that stops listening.
 */
export function watchPage<T>(
  collectionPath: string,
  constraints: readonly QueryConstraint[],
  count: number,
  fromSnapshot: (snapshot: DocumentSnapshot) => T,
  onData: (page: LivePage<T>) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    // One more than shown tells us whether "Show more" would find anything.
    query(collection(firestore(), collectionPath), ...constraints, limit(count + 1)),
    (snapshot) => {
      const items = snapshot.docs.map(fromSnapshot);
      onData({ items: items.slice(0, count), hasMore: items.length > count });
    },
    onError,
  );
}
