// Reading `quotes`: the paging and single reads the customer area and the admin console share.
// Each feature's data module calls these with its own filters and converter, so tests still
// replace that one module.
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

/** Where the next page starts: opaque to everything but the data modules. */
export type QuotesCursor = QueryDocumentSnapshot<unknown>;

export type QuotesPage<TQuote> = {
  quotes: TQuote[];
  /** Where the next page starts, or null when this was the last. */
  next: QuotesCursor | null;
};

/** How a feature reads `quotes/{id}` (see `readConverter`). */
export type QuoteConverter<TQuote> = FirestoreDataConverter<TQuote>;

/** One page of quote requests narrowed by `filters`, newest first. */
export async function fetchQuotesPage<TQuote>(
  converter: QuoteConverter<TQuote>,
  filters: QueryConstraint[],
  after: QuotesCursor | null,
  pageSize: number,
): Promise<QuotesPage<TQuote>> {
  const constraints = [
    ...filters,
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  ];
  const quotes = collection(firestore(), COLLECTIONS.quotes).withConverter(converter);
  const { docs } = await getDocs(query(quotes, ...constraints));
  return {
    quotes: docs.map((quote) => quote.data()),
    next: docs.length === pageSize ? docs[docs.length - 1]! : null,
  };
}

/** One quote request, or null when there is none with that id. */
export async function fetchQuote<TQuote>(
  converter: QuoteConverter<TQuote>,
  id: string,
): Promise<TQuote | null> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.quotes, id).withConverter(converter));
  return snapshot.data() ?? null;
}
