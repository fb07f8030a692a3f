import { QUOTE_PHOTO_MESSAGES } from '@fixwell/common/quote/quote-photos';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  quotePhotoDraftUrl,
  QuotePhotoError,
  uploadQuotePhoto,
} from '@/features/quote-photos/api/quote-photos-data';

/** Enough of XMLHttpRequest to answer one upload the way a test says. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private listeners = new Map<string, Array<() => void>>();
  upload = {
    progress: [] as Array<(event: ProgressEvent) => void>,
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) =>
      this.upload.progress.push(listener),
  };

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.fire('abort');
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  progress(loaded: number, total: number) {
    for (const listener of this.upload.progress) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.fire('load');
  }
}

const ID = 'c'.repeat(32);
const TOKEN = `${'T'.repeat(42)}_`;

beforeEach(() => {
  FakeRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadQuotePhoto', () => {
  it('posts the bytes with their type, reports progress and returns the reference', async () => {
    const onProgress = vi.fn();
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const result = uploadQuotePhoto(photo, { onProgress });
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/quote-photos$/);
    expect(request.headers['Content-Type']).toBe('image/jpeg');
    expect(request.body).toBe(photo);
    request.progress(50, 200);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    request.answer(201, { id: ID, token: TOKEN });
    await expect(result).resolves.toEqual({ id: ID, token: TOKEN });
  });

  it.each([
    [400, { error: QUOTE_PHOTO_MESSAGES.wrongType }, QUOTE_PHOTO_MESSAGES.wrongType, false],
    [413, '', QUOTE_PHOTO_MESSAGES.tooLarge, false],
    [429, { error: QUOTE_PHOTO_MESSAGES.rateLimited }, QUOTE_PHOTO_MESSAGES.rateLimited, true],
    [500, 'Internal error', QUOTE_PHOTO_MESSAGES.uploadFailed, true],
  ])('turns a %i answer into the contract’s words', async (status, body, message, retryable) => {
    const result = uploadQuotePhoto(new Blob(['x'], { type: 'image/png' }));
    FakeRequest.last!.answer(status, body);
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuotePhotoError);
    expect(error).toMatchObject({ message, status, retryable });
  });

  it('says the upload failed when the connection drops', async () => {
    const result = uploadQuotePhoto(new Blob(['x'], { type: 'image/png' }));
    FakeRequest.last!.fire('error');
    await expect(result).rejects.toMatchObject({ message: QUOTE_PHOTO_MESSAGES.uploadFailed });
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    const result = uploadQuotePhoto(new Blob(['x'], { type: 'image/png' }), {
      signal: abort.signal,
    });
    abort.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('quotePhotoDraftUrl', () => {
  it('opens a photo not yet sent with its token', () => {
    expect(quotePhotoDraftUrl({ id: ID, token: TOKEN })).toMatch(
      new RegExp(`/quote-photos/${ID}\\?token=${TOKEN}$`),
    );
  });
});
