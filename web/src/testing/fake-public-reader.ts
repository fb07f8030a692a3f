import { vi } from 'vitest';

import type * as FirestoreRestModule from '@/lib/firestore-rest';
import type { FieldFilter, FirestoreRest, RestQuery } from '@/lib/firestore-rest';

// An in-memory stand-in for the signed-out Firestore REST reader (lib/firestore-rest.ts), the
// only way public pages read data. It answers from seeded documents the way the emulator would
// (filters, ordering, cursors, offset, limit, counts), so pages run their real queries. Tests do
// not use it directly: installFakePublicData() in fake-public-data.ts seeds it.

type Doc = { id: string; [field: string]: unknown };

let installed = false;
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

function valueOf(doc: Doc, field: string): unknown {
  return field === '__name__' ? doc.id : doc[field];
}

function passes(doc: Doc, { field, op, value }: FieldFilter): boolean {
  const actual = valueOf(doc, field);
  const values = Array.isArray(value) ? value : [value];
  switch (op) {
    case 'EQUAL':
      return actual === value;
    case 'IN':
      return values.includes(actual);
    case 'ARRAY_CONTAINS':
      return Array.isArray(actual) && actual.includes(value);
    case 'ARRAY_CONTAINS_ANY':
      return Array.isArray(actual) && actual.some((item) => values.includes(item));
    case 'GREATER_THAN_OR_EQUAL':
      return actual !== undefined && compare(actual, value) >= 0;
    case 'LESS_THAN':
      return actual !== undefined && compare(actual, value) < 0;
  }
}

function ordering(query: RestQuery) {
  return (query.orderBy ?? []).map((order) => ({
    field: order.field,
    sign: order.direction === 'DESCENDING' ? -1 : 1,
  }));
}

function matching(query: RestQuery): Doc[] {
  const docs = (collections[query.collection] ?? []).filter((doc) =>
    (query.where ?? []).every((filter) => passes(doc, filter)),
  );
  const orders = ordering(query);
  docs.sort((a, b) => {
    for (const { field, sign } of orders) {
      const difference = compare(valueOf(a, field), valueOf(b, field));
      if (difference !== 0) return sign * difference;
    }
    return 0;
  });
  const cursor = query.startAfter;
  if (!cursor) return docs;
  // The first document ordered after the cursor's values.
  const after = docs.findIndex((doc) =>
    orders.some(({ field, sign }, index) => {
      const earlier = orders.slice(0, index);
      const tied = earlier.every(
        (order, at) => compare(valueOf(doc, order.field), cursor[at]) === 0,
      );
      return tied && sign * compare(valueOf(doc, field), cursor[index]) > 0;
    }),
  );
  return after < 0 ? [] : docs.slice(after);
}

async function getDocument(path: string) {
  const [collection = '', id] = path.split('/');
  await beforeRead(collection);
  return structuredClone(collections[collection]?.find((doc) => doc.id === id) ?? null);
}

async function runQuery(query: RestQuery) {
  await beforeRead(query.collection);
  const start = query.offset ?? 0;
  const end = query.limit === undefined ? undefined : start + query.limit;
  return structuredClone(matching(query).slice(start, end));
}

async function count(query: RestQuery) {
  await beforeRead(query.collection);
  return matching(query).length;
}

const reader = { getDocument: vi.fn(getDocument), runQuery: vi.fn(runQuery), count: vi.fn(count) };

/** The fake's spies, to assert what a page read or to make one read answer differently. */
export const publicReads = reader;

/** Replaces every collection's documents; documents without an `id` take their `slug`. */
export function seedPublicReader(data: Record<string, readonly object[]>): void {
  installed = true;
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
  // A test may have changed what a spy answers (mockRejectedValueOnce): start afresh.
  reader.getDocument.mockReset().mockImplementation(getDocument);
  reader.runQuery.mockReset().mockImplementation(runQuery);
  reader.count.mockReset().mockImplementation(count);
}

/** Back to the real reader: a test file that never installs the fake is not affected by it. */
export function uninstallPublicReader(): void {
  installed = false;
  collections = {};
  failures = [];
  gate = null;
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

/** lib/firestore-rest with `publicFirestore()` answering from the fake once it is installed. */
export function withFakePublicReader(
  actual: typeof FirestoreRestModule,
): typeof FirestoreRestModule {
  return {
    ...actual,
    publicFirestore: () =>
      installed ? (reader as unknown as FirestoreRest) : actual.publicFirestore(),
  };
}
