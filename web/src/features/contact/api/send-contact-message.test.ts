import { CONTACT_API_MESSAGES } from '@fixwell/common/contact-message';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ContactMessageError,
  sendContactMessage,
} from '@/features/contact/api/send-contact-message';

const VALUES = {
  name: 'Sarah Thompson',
  email: 'sarah@example.co.uk',
  topic: 'billing' as const,
  message: 'I was charged twice for my subscription this month.',
  website: '',
};

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
}

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(): Promise<ContactMessageError> {
  const error = await sendContactMessage(VALUES).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContactMessageError);
  return error as ContactMessageError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendContactMessage', () => {
  it('posts the message as JSON to /api/contact', async () => {
    const fetch = stubFetch(answer(200, { message: CONTACT_API_MESSAGES.sent }));
    await expect(sendContactMessage(VALUES)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(VALUES);
  });

  it('carries the field messages of a 400, keeping only known fields with text', async () => {
    stubFetch(
      answer(400, {
        error: CONTACT_API_MESSAGES.invalid,
        fieldErrors: { name: 'Enter your name.', website: 'x', role: 'admin', message: 42 },
      }),
    );
    const error = await failure();
    expect(error.status).toBe(400);
    expect(error.message).toBe(CONTACT_API_MESSAGES.invalid);
    expect(error.fieldErrors).toEqual({ name: 'Enter your name.' });
  });

  it("carries the server's 429 message, or the product's own when the answer has none", async () => {
    stubFetch(answer(429, { error: CONTACT_API_MESSAGES.tooMany }));
    expect((await failure()).message).toBe(CONTACT_API_MESSAGES.tooMany);

    stubFetch(answer(429, '<html>Too Many Requests</html>'));
    const error = await failure();
    expect(error.status).toBe(429);
    expect(error.message).toBe(CONTACT_API_MESSAGES.tooMany);
  });

  it('says the message could not be sent on a server or network failure', async () => {
    stubFetch(answer(502, '<html>Bad gateway</html>'));
    expect((await failure()).message).toBe(CONTACT_API_MESSAGES.failed);

    stubFetch(new TypeError('Failed to fetch'));
    const error = await failure();
    expect(error.message).toBe(CONTACT_API_MESSAGES.failed);
    expect(error.status).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });
});
