import { env } from '@/config/env';
import { createHttpClient, HttpError, type HttpClient } from '@/lib/http-client';

// Public pages read the catalogue (services, locations, articles, plans, public company profiles)
// through Firestore's REST API: a few hundred bytes of code instead of the Firestore SDK, which
// only signed-in areas need. Requests carry no credentials, so the security rules treat them as a
// signed-out visitor, exactly like a crawler.

type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

type RestDocument = { name: string; fields?: Record<string, RestValue> };

/** A plain JavaScript value; timestamps become ISO strings, references their document path. */
export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return value.timestampValue;
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue.replace(/^.*?\/documents\//, '');
  if ('geoPointValue' in value) return { ...value.geoPointValue };
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields);
  throw new Error(`Unsupported Firestore value: ${JSON.stringify(value)}`);
}

function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, v]) => [key, decodeValue(v)]));
}

export function encodeValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return {
      mapValue: { fields: Object.fromEntries(entries.map(([k, v]) => [k, encodeValue(v)])) },
    };
  }
  throw new Error(`Cannot encode ${typeof value} for Firestore`);
}

/** The document's fields with its id as `id` (a stored `id` field wins, it is the same value). */
export function decodeDocument<T>(document: RestDocument): T {
  const id = document.name.slice(document.name.lastIndexOf('/') + 1);
  return { id, ...decodeFields(document.fields) } as T;
}

export type FieldFilter = {
  field: string;
  op:
    | 'EQUAL'
    | 'ARRAY_CONTAINS'
    | 'ARRAY_CONTAINS_ANY'
    | 'IN'
    | 'GREATER_THAN_OR_EQUAL'
    | 'LESS_THAN';
  value: unknown;
};

export type RestQuery = {
  collection: string;
  where?: FieldFilter[];
  orderBy?: { field: string; direction?: 'ASCENDING' | 'DESCENDING' }[];
  limit?: number;
  offset?: number;
  /** A cursor: the values, in `orderBy` order, of the last document of the page before. */
  startAfter?: readonly unknown[];
};

export function toStructuredQuery(query: RestQuery): Record<string, unknown> {
  const filters = (query.where ?? []).map((filter) => ({
    fieldFilter: {
      field: { fieldPath: filter.field },
      op: filter.op,
      value: encodeValue(filter.value),
    },
  }));
  return {
    from: [{ collectionId: query.collection }],
    ...(filters.length === 1 ? { where: filters[0] } : {}),
    ...(filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(query.orderBy
      ? {
          orderBy: query.orderBy.map((order) => ({
            field: { fieldPath: order.field },
            direction: order.direction ?? 'ASCENDING',
          })),
        }
      : {}),
    ...(query.startAfter
      ? { startAt: { values: query.startAfter.map(encodeValue), before: false } }
      : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
    ...(query.offset !== undefined ? { offset: query.offset } : {}),
  };
}

export type FirestoreRest = {
  getDocument: <T>(path: string) => Promise<T | null>;
  runQuery: <T>(query: RestQuery) => Promise<T[]>;
  /** How many documents match, counted by the server without reading them. */
  count: (query: RestQuery) => Promise<number>;
};

type AggregationRow = { result?: { aggregateFields?: Record<string, RestValue> } };

export function createFirestoreRest(http: HttpClient, projectId: string): FirestoreRest {
  const root = `projects/${projectId}/databases/(default)/documents`;
  return {
    async getDocument<T>(path: string) {
      try {
        return decodeDocument<T>(await http.get<RestDocument>(`${root}/${path}`));
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    async runQuery<T>(query: RestQuery) {
      const rows = await http.post<{ document?: RestDocument }[]>(`${root}:runQuery`, {
        structuredQuery: toStructuredQuery(query),
      });
      return rows.flatMap((row) => (row.document ? [decodeDocument<T>(row.document)] : []));
    },
    async count(query: RestQuery) {
      const { limit: _limit, offset: _offset, startAfter: _cursor, ...matching } = query;
      const [row] = await http.post<AggregationRow[]>(`${root}:runAggregationQuery`, {
        structuredAggregationQuery: {
          structuredQuery: toStructuredQuery(matching),
          aggregations: [{ alias: 'total', count: {} }],
        },
      });
      const total = row?.result?.aggregateFields?.total;
      return total ? Number(decodeValue(total)) : 0;
    },
  };
}

function restBaseUrl(): string {
  return env.VITE_USE_EMULATORS
    ? `http://${env.VITE_EMULATOR_HOST}:8080/v1`
    : 'https://firestore.googleapis.com/v1';
}

let instance: FirestoreRest | undefined;

/** The signed-out reader of public collections. */
export function publicFirestore(): FirestoreRest {
  instance ??= createFirestoreRest(
    createHttpClient({ baseUrl: restBaseUrl() }),
    env.VITE_FIREBASE_PROJECT_ID,
  );
  return instance;
}
