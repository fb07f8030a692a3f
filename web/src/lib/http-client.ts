export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Thrown for every answer with a status from 400 to 599. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export type RequestOptions = {
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
};

export type HttpClientConfig = {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers for every request (e.g. an ID token), resolved per request. */
  headers?: () => HeadersInit | Promise<HeadersInit>;
  /** Pause before the single retry of a read. */
  retryDelayMs?: number;
};

export type HttpClient = {
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  head: <T = undefined>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
};

/** Reads are safe to repeat; writes never are, because the first attempt may have landed. */
const IDEMPOTENT_READS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);
/** Statuses that usually clear up on their own (timeouts, conflicts, rate limits, gateway trouble). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Plain objects and arrays become JSON; FormData, Blob, strings and the like go as they are. */
function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function joinUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const absolute = /^https?:\/\//i.test(path);
  let url = absolute ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (params.length > 0) {
    const search = new URLSearchParams(params.map(([key, value]) => [key, String(value)]));
    url += `${url.includes('?') ? '&' : '?'}${search.toString()}`;
  }
  return url;
}

async function parseBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function errorMessage(response: Response, data: unknown): string {
  if (data && typeof data === 'object') {
    const { error, message } = data as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryDelayMs = config.retryDelayMs ?? 300;

  async function request<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const headers = new Headers(config.headers ? await config.headers() : undefined);
    new Headers(options.headers).forEach((value, key) => headers.set(key, value));
    if (!headers.has('accept')) headers.set('accept', 'application/json');

    let payload: BodyInit | undefined;
    if (body !== undefined && !IDEMPOTENT_READS.has(method)) {
      if (isJsonBody(body)) {
        payload = JSON.stringify(body);
        headers.set('content-type', 'application/json');
      } else {
        payload = body as BodyInit;
      }
    }

    const url = joinUrl(config.baseUrl, path, options.query);
    const init: RequestInit = {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    };
    if (options.signal) init.signal = options.signal;

    let response = await fetchImpl(url, init);
    if (IDEMPOTENT_READS.has(method) && RETRYABLE_STATUSES.has(response.status)) {
      // Drain the failed answer so the connection can be reused, then try exactly once more.
      await response.body?.cancel().catch(() => undefined);
      await wait(retryDelayMs, options.signal);
      response = await fetchImpl(url, init);
    }

    const data = await parseBody(response, method);
    if (response.status >= 400 && response.status <= 599) {
      throw new HttpError(response.status, errorMessage(response, data), data);
    }
    return data as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    head: (path, options) => request('HEAD', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, body, options) => request('DELETE', path, body, options),
  };
}
