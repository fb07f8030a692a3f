import { describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { createHttpClient, HttpError } from '@/lib/http-client';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake fetch that answers from a script and records what it was asked. */
function fakeFetch(...answers: Array<Response | (() => Response)>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('unexpected extra request');
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch) {
  return createHttpClient({ baseUrl: '/api', fetch, retryDelayMs: 0 });
}

describe('createHttpClient', () => {
  it('sends requests to paths under the configured base URL', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}), json(200, {}));
    const http = createHttpClient({ baseUrl: 'https://api.fixwell.test/v1/', fetch });

    await http.get('/quotes');
    await http.get('quotes/42');
    await http.get('/quotes', { query: { page: 2, status: 'open', unused: undefined } });

    expect(calls.map((call) => call.url)).toEqual([
      'https://api.fixwell.test/v1/quotes',
      'https://api.fixwell.test/v1/quotes/42',
      'https://api.fixwell.test/v1/quotes?page=2&status=open',
    ]);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'JSON-encodes an object body on %s',
    async (method) => {
      const { fetch, calls } = fakeFetch(json(200, { ok: true }));

      await client(fetch)[method]('/auth/forgot-password', { email: 'someone@example.co.uk' });

      const [call] = calls;
      expect(call?.init.method).toBe(method.toUpperCase());
      expect(call?.init.body).toBe('{"email":"someone@example.co.uk"}');
      expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json');
    },
  );

  it('sends FormData and strings untouched, without claiming JSON', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}));
    const form = new FormData();
    form.set('file', 'x');

    await client(fetch).post('/upload', form);
    await client(fetch).post('/raw', 'plain text');

    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('content-type')).toBe(false);
    expect(calls[1]?.init.body).toBe('plain text');
  });

  it('parses JSON answers, and returns undefined for an empty answer', async () => {
    const { fetch } = fakeFetch(
      json(200, { message: 'Check your inbox' }),
      new Response(null, { status: 204 }),
    );

    await expect(client(fetch).post('/auth/forgot-password', { email: 'a@b.co' })).resolves.toEqual(
      {
        message: 'Check your inbox',
      },
    );
    await expect(client(fetch).delete('/quotes/1')).resolves.toBeUndefined();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET once after %i',
    async (status) => {
      const { fetch, calls } = fakeFetch(
        json(status, { error: 'try later' }),
        json(200, { items: [] }),
      );

      await expect(client(fetch).get('/services')).resolves.toEqual({ items: [] });
      expect(calls).toHaveLength(2);
    },
  );

  it('retries a HEAD once too', async () => {
    const { fetch, calls } = fakeFetch(
      new Response(null, { status: 503 }),
      new Response(null, { status: 200 }),
    );

    await client(fetch).head('/health');
    expect(calls).toHaveLength(2);
  });

  it('retries a read only once, then throws', async () => {
    const { fetch, calls } = fakeFetch(
      json(503, { error: 'down' }),
      json(503, { error: 'still down' }),
    );

    await expect(client(fetch).get('/services')).rejects.toMatchObject({
      status: 503,
      message: 'still down',
    });
    expect(calls).toHaveLength(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries a %s', async (method) => {
    const { fetch, calls } = fakeFetch(json(503, { error: 'down' }));

    await expect(client(fetch)[method]('/quotes', { a: 1 })).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a read after %i', async (status) => {
    const { fetch, calls } = fakeFetch(json(status, {}));

    await expect(client(fetch).get('/quotes/1')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it('treats every status from 400 to 599 as an HttpError carrying status, message and data', async () => {
    const body = { error: 'Please enter a valid email address.', field: 'email' };
    const { fetch } = fakeFetch(json(400, body, 'Bad Request'));

    const error = await client(fetch)
      .post('/auth/forgot-password', { email: 'nope' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address.',
      data: body,
    });
  });

  it("uses the server's message field, else the status text", async () => {
    const { fetch } = fakeFetch(
      json(429, { message: 'Too many requests. Try again in a minute.' }),
      new Response('<html>gateway</html>', { status: 599, statusText: 'Network Connect Timeout' }),
    );

    await expect(client(fetch).post('/a', {})).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Try again in a minute.',
    });
    await expect(client(fetch).post('/b', {})).rejects.toMatchObject({
      status: 599,
      message: 'Network Connect Timeout',
      data: '<html>gateway</html>',
    });
  });

  it('resolves with the data of a 2xx answer', async () => {
    const { fetch } = fakeFetch(json(201, { id: 'q1' }));

    await expect(client(fetch).post('/quotes', {})).resolves.toEqual({ id: 'q1' });
  });

  it('api talks to VITE_API_BASE_URL (/api by default) through the global fetch', async () => {
    const { fetch, calls } = fakeFetch(json(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    try {
      await api.post('/auth/forgot-password', { email: 'a@b.co' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls[0]?.url).toBe('/api/auth/forgot-password');
  });
});
