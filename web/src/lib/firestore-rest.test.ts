import { describe, expect, it, vi } from 'vitest';

import {
  createFirestoreRest,
  decodeDocument,
  decodeValue,
  encodeValue,
  toStructuredQuery,
} from '@/lib/firestore-rest';
import { createHttpClient } from '@/lib/http-client';

describe('Firestore REST values', () => {
  it('decodes every value type into plain JavaScript', () => {
    expect(decodeValue({ integerValue: '42' })).toBe(42);
    expect(decodeValue({ doubleValue: 1.5 })).toBe(1.5);
    expect(decodeValue({ nullValue: null })).toBeNull();
    expect(decodeValue({ booleanValue: false })).toBe(false);
    expect(decodeValue({ timestampValue: '2026-11-22T10:00:00Z' })).toBe('2026-11-22T10:00:00Z');
    expect(
      decodeValue({ referenceValue: 'projects/p/databases/(default)/documents/services/plumber' }),
    ).toBe('services/plumber');
    expect(
      decodeValue({
        mapValue: {
          fields: {
            name: { stringValue: 'Plumber' },
            tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } },
            empty: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({ name: 'Plumber', tags: ['a', 1], empty: [] });
  });

  it('round-trips encoded values', () => {
    const value = {
      name: 'Leeds',
      areas: ['LS'],
      lat: 53.8,
      population: 536280,
      nested: { ok: true },
    };
    expect(decodeValue(encodeValue(value))).toEqual(value);
  });

  it('takes the id from the document name', () => {
    expect(
      decodeDocument({
        name: 'projects/p/databases/(default)/documents/services/plumber',
        fields: { name: { stringValue: 'Plumber' } },
      }),
    ).toEqual({ id: 'plumber', name: 'Plumber' });
  });

  it('builds single, composite and ordered structured queries', () => {
    expect(
      toStructuredQuery({
        collection: 'articles',
        where: [{ field: 'section', op: 'EQUAL', value: 'blog' }],
      }),
    ).toEqual({
      from: [{ collectionId: 'articles' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'section' },
          op: 'EQUAL',
          value: { stringValue: 'blog' },
        },
      },
    });
    const query = toStructuredQuery({
      collection: 'companies',
      where: [
        { field: 'public', op: 'EQUAL', value: true },
        { field: 'coverageKeys', op: 'ARRAY_CONTAINS_ANY', value: ['plumber|LS'] },
      ],
      orderBy: [{ field: 'rating', direction: 'DESCENDING' }],
      limit: 6,
    });
    expect(query).toMatchObject({
      where: { compositeFilter: { op: 'AND' } },
      orderBy: [{ field: { fieldPath: 'rating' }, direction: 'DESCENDING' }],
      limit: 6,
    });
  });

  it('starts a page after the cursor values', () => {
    expect(
      toStructuredQuery({
        collection: 'articles',
        orderBy: [{ field: 'publishedAt', direction: 'DESCENDING' }, { field: 'title' }],
        startAfter: ['2026-01-05', 'Boilers'],
        limit: 9,
      }),
    ).toMatchObject({
      startAt: {
        values: [{ stringValue: '2026-01-05' }, { stringValue: 'Boilers' }],
        before: false,
      },
      limit: 9,
    });
  });
});

describe('createFirestoreRest', () => {
  it('answers null for a missing document and decodes query rows that hold documents', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/services/nope')) {
        return new Response(JSON.stringify({ error: { message: 'not found' } }), { status: 404 });
      }
      return new Response(
        JSON.stringify([
          { readTime: 'x' },
          { document: { name: 'x/documents/articles/a', fields: { title: { stringValue: 'A' } } } },
        ]),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    const rest = createFirestoreRest(createHttpClient({ baseUrl: 'http://db/v1', fetch }), 'demo');
    await expect(rest.getDocument('services/nope')).resolves.toBeNull();
    await expect(rest.runQuery({ collection: 'articles' })).resolves.toEqual([
      { id: 'a', title: 'A' },
    ]);
    expect(String(fetch.mock.calls[1]?.[0])).toBe(
      'http://db/v1/projects/demo/databases/(default)/documents:runQuery',
    );
  });
});

describe('count', () => {
  it('counts the matching documents with an aggregation query, ignoring paging', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify([{ result: { aggregateFields: { total: { integerValue: '20' } } } }]),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const rest = createFirestoreRest(createHttpClient({ baseUrl: 'http://db/v1', fetch }), 'demo');

    await expect(
      rest.count({
        collection: 'articles',
        where: [{ field: 'section', op: 'EQUAL', value: 'blog' }],
        limit: 9,
      }),
    ).resolves.toBe(20);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe(
      'http://db/v1/projects/demo/databases/(default)/documents:runAggregationQuery',
    );
    const body = JSON.parse(String(init.body));
    expect(body.structuredAggregationQuery.aggregations).toEqual([{ alias: 'total', count: {} }]);
    expect(body.structuredAggregationQuery.structuredQuery.limit).toBeUndefined();
  });
});
