import { vi } from 'vitest';

import type { FirestoreRest, RestQuery } from '@/lib/firestore-rest';

// An in-memory stand-in for the signed-out Firestore REST reader, for page tests: it answers
// `getDocument` and `runQuery` (EQUAL filters, ordering, offset and limit) from seeded documents,
// so pages exercise their real queries. Use with
//   vi.mock('@/lib/firestore-rest', async () => ({
//     publicFirestore: (await import('@/app/routes/content/testing/fake-public-firestore')).fakePublicFirestore,
//   }));

type Doc = { id: string; [field: string]: unknown };

let collections: Record<string, Doc[]> = {};
/** Collections whose next read fails, in order. */
let failures: string[] = [];
/** While set, every read waits for it: lets a test look at the loading state. */
let gate: Promise<void> | null = null;

async function beforeRead(collection: string): Promise<void> {
  if (gate) await gate;
  const index = failures.indexOf(collection);
  if (index >= 0) {
    failures.splice(index, 1);
    throw new Error('Network request failed');
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

function matches(doc: Doc, query: RestQuery): boolean {
  return (query.where ?? []).every((filter) => {
    if (filter.op !== 'EQUAL') throw new Error(`The fake does not support ${filter.op}`);
    return doc[filter.field] === filter.value;
  });
}

const firestore = {
  getDocument: vi.fn(async (path: string) => {
    const [collection = '', id] = path.split('/');
    await beforeRead(collection);
    return structuredClone(collections[collection]?.find((doc) => doc.id === id) ?? null);
  }),
  runQuery: vi.fn(async (query: RestQuery) => {
    await beforeRead(query.collection);
    const docs = (collections[query.collection] ?? []).filter((doc) => matches(doc, query));
    for (const order of [...(query.orderBy ?? [])].reverse()) {
      const sign = order.direction === 'DESCENDING' ? -1 : 1;
      docs.sort((a, b) => sign * compare(a[order.field], b[order.field]));
    }
    const start = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : start + query.limit;
    return structuredClone(docs.slice(start, end));
  }),
};

/** Replaces every collection's documents; documents without an `id` take their `slug`. */
export function seedPublicFirestore(data: Record<string, readonly object[]>): void {
  collections = Object.fromEntries(
    Object.entries(data).map(([name, docs]) => [
      name,
      docs.map((doc) => {
        const record = doc as Record<string, unknown>;
        return { id: String(record.id ?? record.slug), ...record } as Doc;
      }),
    ]),
  );
  failures = [];
  gate = null;
  firestore.getDocument.mockClear();
  firestore.runQuery.mockClear();
}

/** Makes the next read of `collection` fail as a network error would. */
export function failNextRead(collection: string): void {
  failures.push(collection);
}

/** Holds every read until the returned function is called. */
export function holdReads(): () => void {
  let release = () => {};
  gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    gate = null;
    release();
  };
}

export function fakePublicFirestore(): FirestoreRest {
  return firestore as unknown as FirestoreRest;
}

export const fakeFirestoreCalls = firestore;
