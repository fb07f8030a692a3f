import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import { randomBytes } from 'node:crypto';

import { hashKeyFrom } from '../lib/keyed-hash';
import { rateLimitKey } from '../lib/rate-limit-rules';
import {
  adminDb,
  API_URL,
  clearEmulators,
  closeAdmin,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { quoteForm } from '../testing/quote-fixtures';
import { londonDay } from './funnel-day';
import { QUOTE_FUNNEL_PER_IP } from './quote-form-events';

const ENDPOINT = `${API_URL}/api/quote-form-events`;

let sequence = 0;
/** A fresh visit id, as the browser makes one. */
function newSession(): string {
  sequence += 1;
  return `${Date.now().toString(16)}${sequence.toString(16)}`.padEnd(32, 'a').slice(0, 32);
}

let clock = Date.now();
/** Each batch made after the last, as one browser makes them (unless the test says when). */
function stamped(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || 'at' in body) return body;
  clock += 1;
  return { ...body, at: clock };
}

/** Sent as `navigator.sendBeacon` sends a string: text/plain. */
async function sendEvents(
  body: unknown,
  { ip = '203.0.113.40', json = false }: { ip?: string; json?: boolean } = {},
) {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: {
      'Content-Type': json ? 'application/json' : 'text/plain;charset=UTF-8',
      'X-Forwarded-For': `${ip}, 10.0.0.1`,
    },
    body: typeof body === 'string' ? body : JSON.stringify(stamped(body)),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function today(): Promise<Record<string, unknown>> {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.quoteFunnelDaily)
    .doc(londonDay(Date.now()))
    .get();
  return snapshot.data() ?? {};
}

async function draftOf(sessionId: string) {
  return (await adminDb().collection(COLLECTIONS.quoteDrafts).doc(sessionId).get()).data();
}

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await Promise.all([
    adminDb()
      .collection(COLLECTIONS.services)
      .doc('plumber')
      .set({ slug: 'plumber', name: 'Plumber' }),
    adminDb().collection(COLLECTIONS.postcodeAreas).doc('LS').set({ code: 'LS', name: 'Leeds' }),
  ]);
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

describe('POST /api/quote-form-events', () => {
  it("counts a visit's steps in the day's document, overall and by service", async () => {
    const sessionId = newSession();
    const result = await sendEvents({
      sessionId,
      events: [
        { step: 'service', kind: 'entered' },
        { step: 'service', kind: 'completed', service: 'plumber' },
        { step: 'job', kind: 'entered', service: 'plumber' },
      ],
    });
    expect(result).toEqual({ status: 200, body: { counted: true, draftStored: false } });

    // A second visit, sent as JSON this time.
    const other = await sendEvents(
      { sessionId: newSession(), events: [{ step: 'service', kind: 'entered' }] },
      { json: true },
    );
    expect(other.status).toBe(200);

    expect(await today()).toMatchObject({
      day: londonDay(Date.now()),
      steps: { service: { entered: 2, completed: 1 }, job: { entered: 1 } },
      services: { plumber: { service: { completed: 1 }, job: { entered: 1 } } },
    });
  });

  it('counts a visit once per step and kind however often it reports it', async () => {
    const sessionId = newSession();
    const batch = { sessionId, events: [{ step: 'service', kind: 'entered' }] };
    expect((await sendEvents(batch)).body).toMatchObject({ counted: true });
    // A reload, and two beacons racing each other.
    const again = await Promise.all([sendEvents(batch), sendEvents(batch), sendEvents(batch)]);
    expect(again.map((answer) => answer.body.counted)).toEqual([false, false, false]);
    expect(await today()).toMatchObject({ steps: { service: { entered: 1 } } });
  });

  it('counts an unknown service overall only, so made-up slugs cannot grow the document', async () => {
    await sendEvents({
      sessionId: newSession(),
      events: [{ step: 'service', kind: 'completed', service: 'moon-landing' }],
    });
    const day = await today();
    expect(day).toMatchObject({ steps: { service: { completed: 1 } } });
    expect(day.services).toBeUndefined();
  });

  it('keeps the draft of a visit that leaves with a valid email, until the request is sent', async () => {
    const sessionId = newSession();
    const email = uniqueEmail('priya');
    await sendEvents({
      sessionId,
      events: [{ step: 'contact', kind: 'entered', service: 'plumber' }],
    });
    const left = await sendEvents({
      sessionId,
      events: [{ step: 'contact', kind: 'abandoned', service: 'plumber' }],
      draft: {
        email,
        name: 'Priya Shah',
        service: 'plumber',
        postcode: 'ls6 2ab',
        step: 'contact',
      },
    });
    expect(left.body).toEqual({ counted: true, draftStored: true });
    expect(await draftOf(sessionId)).toMatchObject({
      status: 'abandoned',
      email,
      name: 'Priya Shah',
      service: 'plumber',
      serviceName: 'Plumber',
      postcode: 'LS6 2AB',
      lastStep: 'contact',
    });
    expect(await today()).toMatchObject({
      steps: { contact: { entered: 1, abandoned: 1 } },
      services: { plumber: { contact: { abandoned: 1 } } },
    });

    // The same person comes back and sends the request from the same visit.
    const { id } = await client.call<SubmitQuoteResult>(
      'submitQuoteRequest',
      quoteForm({ email, draftId: sessionId }),
    );

    const converted = await draftOf(sessionId);
    expect(converted).toMatchObject({ status: 'converted', quoteId: id, lastStep: 'contact' });
    // The quote holds the contact details now; the draft keeps none.
    expect(converted).not.toHaveProperty('email');
    expect(converted).not.toHaveProperty('name');
    expect(converted).not.toHaveProperty('postcode');
    expect(await today()).toMatchObject({
      steps: { contact: { entered: 1, abandoned: 0, completed: 1 }, submitted: { entered: 1 } },
      services: { plumber: { contact: { abandoned: 0, completed: 1 }, submitted: { entered: 1 } } },
    });

    // A late beacon from the finished visit neither counts nor brings the draft back.
    const late = await sendEvents({
      sessionId,
      events: [{ step: 'contact', kind: 'abandoned', service: 'plumber' }],
      draft: { email, step: 'contact' },
    });
    expect(late.body).toEqual({ counted: false, draftStored: false });
    expect((await draftOf(sessionId))?.status).toBe('converted');
  });

  it('keeps no draft for a departure without an email, or one the visit came back from', async () => {
    const noEmail = newSession();
    await sendEvents({ sessionId: noEmail, events: [{ step: 'job', kind: 'abandoned' }] });
    expect(await draftOf(noEmail)).toBeUndefined();

    const returned = newSession();
    await sendEvents({ sessionId: returned, events: [{ step: 'place', kind: 'abandoned' }] });
    await sendEvents({ sessionId: returned, events: [{ step: 'place', kind: 'completed' }] });
    expect(await today()).toMatchObject({
      steps: { job: { abandoned: 1 }, place: { abandoned: 0, completed: 1 } },
    });
  });

  it('lets a beacon that arrives late not undo the departure that followed it', async () => {
    const sessionId = newSession();
    const madeAt = Date.now();
    // The step's beacon was made first but is delivered after the page-hide beacon.
    await sendEvents({
      sessionId,
      at: madeAt + 10,
      events: [{ step: 'contact', kind: 'abandoned' }],
      draft: { email: uniqueEmail('late'), step: 'contact' },
    });
    await sendEvents({
      sessionId,
      at: madeAt,
      events: [
        { step: 'place', kind: 'completed' },
        { step: 'contact', kind: 'entered' },
      ],
    });
    expect(await today()).toMatchObject({
      steps: { place: { completed: 1 }, contact: { entered: 1, abandoned: 1 } },
    });
    expect((await draftOf(sessionId))?.status).toBe('abandoned');
  });

  it('refuses bad input with 400 and a message saying what is wrong, and counts nothing', async () => {
    const sessionId = newSession();
    const cases: Array<[unknown, string | RegExp]> = [
      ['not json at all', 'Send the events as a JSON object.'],
      [[], 'Send the events as a JSON object.'],
      [{ sessionId, events: [] }, 'events: Send between 1 and 10 events.'],
      [{ sessionId, at: undefined, events: [{ step: 'job', kind: 'entered' }] }, /^at: /],
      [{ sessionId: 'guessable', events: [{ step: 'job', kind: 'entered' }] }, /^sessionId: /],
      [{ sessionId, events: [{ step: 'payment', kind: 'entered' }] }, /^events\.0\.step: /],
      [
        { sessionId, events: [{ step: 'contact', kind: 'completed' }] },
        'events.0: The last step is completed by sending the quote request, not by a form event.',
      ],
      [
        {
          sessionId,
          events: [{ step: 'contact', kind: 'abandoned' }],
          draft: { email: 'priya@', step: 'contact' },
        },
        'draft.email: Enter a valid email address, such as name@example.co.uk.',
      ],
    ];
    for (const [body, message] of cases) {
      const result = await sendEvents(body);
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(message);
    }
    const written = await Promise.all(
      [
        COLLECTIONS.quoteFunnelDaily,
        COLLECTIONS.quoteFunnelSessions,
        COLLECTIONS.quoteDrafts,
        COLLECTIONS.rateLimits,
      ].map(async (name) => (await adminDb().collection(name).get()).size),
    );
    expect(written).toEqual([0, 0, 0, 0]);
  });

  it('answers 429 once a connection has sent its hourly share, and counts nothing more', async () => {
    const ip = '198.51.100.77';
    const now = Date.now();
    // The key the functions hash rate-limit keys with (lib/keyed-hash.ts), known to the test.
    const signing = randomBytes(32);
    await adminDb()
      .collection(COLLECTIONS.privateSettings)
      .doc('linkSigning')
      .set({ key: signing.toString('base64'), createdAt: new Date() });
    await adminDb()
      .collection(COLLECTIONS.rateLimits)
      .doc(rateLimitKey(QUOTE_FUNNEL_PER_IP, ip, hashKeyFrom(signing)))
      .set({
        scope: QUOTE_FUNNEL_PER_IP.scope,
        hits: Array.from({ length: QUOTE_FUNNEL_PER_IP.limit }, (_, i) => now - 60_000 + i),
      });
    const batch = { sessionId: newSession(), events: [{ step: 'service', kind: 'entered' }] };

    const refused = await sendEvents(batch, { ip });
    expect(refused).toEqual({
      status: 429,
      body: {
        error: 'Too many form events from your connection. Please wait an hour and try again.',
      },
    });
    expect(await today()).toEqual({});
    expect((await sendEvents(batch, { ip: '198.51.100.78' })).status).toBe(200);
  });

  it('answers 413 to a body far larger than any form sends', async () => {
    const result = await sendEvents({
      sessionId: newSession(),
      events: [{ step: 'service', kind: 'entered' }],
      padding: 'x'.repeat(9 * 1024),
    });
    expect(result).toEqual({
      status: 413,
      body: { error: 'Send at most 8 KB of form events at a time.' },
    });
  });

  it('answers 405 to anything but POST', async () => {
    const response = await fetch(ENDPOINT);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
