// Reading `quotes`: the paging and single reads the customer area and the admin console share.
// Each feature's data module calls these with its own filters and mapping, so tests still replace
// that one module.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

/** Where the next page starts: opaque to everything but the data modules. */
export type QuotesCursor = QueryDocumentSnapshot;

export type QuotesPage<TQuote> = {
  quotes: TQuote[];
  /** Where the next page starts, or null when this was the last. */
  next: QuotesCursor | null;
};

type ToQuote<TQuote> = (id: string, data: DocumentData) => TQuote;

/** One page of quote requests narrowed by `filters`, newest first. */
export async function fetchQuotesPage<TQuote>(
  filters: QueryConstraint[],
  after: QuotesCursor | null,
  pageSize: number,
  toQuote: ToQuote<TQuote>,
): Promise<QuotesPage<TQuote>> {
  const constraints = [
    ...filters,
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  ];
  const snapshot = await getDocs(query(collection(firestore(), 'quotes'), ...constraints));
  const docs = snapshot.docs;
  return {
    quotes: docs.map((quote) => toQuote(quote.id, quote.data({ serverTimestamps: 'estimate' }))),
    next: docs.length === pageSize ? docs[docs.length - 1]! : null,
  };
}

/** One quote request, or null when there is none with that id. */
export async function fetchQuote<TQuote>(
  id: string,
  toQuote: ToQuote<TQuote>,
): Promise<TQuote | null> {
  const snapshot = await getDoc(doc(firestore(), 'quotes', id));
  if (!snapshot.exists()) return null;
  return toQuote(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));
}
