import { limit, onSnapshot, query, type DocumentReference, type Query } from 'firebase/firestore';

/** The first `count` documents of a live list, and whether asking for more could show more. */
export type LivePage<T> = { items: T[]; hasMore: boolean };

/**
 * Listens to the first `count` documents of `source` (a converted query that ends with its
 * ordering). Returns the function that stops listening.
 */
export function watchPage<T>(
  source: Query<T>,
  count: number,
  onData: (page: LivePage<T>) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    // One more than shown tells us whether "Show more" would find anything.
    query(source, limit(count + 1)),
    (snapshot) => {
      const items = snapshot.docs.map((document) => document.data());
      onData({ items: items.slice(0, count), hasMore: items.length > count });
    },
    onError,
  );
}

/** Listens to one converted document: null while there is no such document. */
export function watchDocument<T>(
  reference: DocumentReference<T>,
  onData: (value: T | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    reference,
    (snapshot) => onData(snapshot.exists() ? snapshot.data() : null),
    onError,
  );
}

/** The most documents a menu's live count reads; past it the badge says "99+". */
export const MENU_COUNT_LIMIT = 100;

/**
 * Listens to how many documents `source` matches, up to MENU_COUNT_LIMIT (the navigation's
 * badges: a small live query, since Firestore has no live aggregate count).
 */
export function watchCount(
  source: Query,
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(source, limit(MENU_COUNT_LIMIT)),
    (snapshot) => onData(snapshot.size),
    onError,
  );
}
