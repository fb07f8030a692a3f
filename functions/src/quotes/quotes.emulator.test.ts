import { createUserWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  QUOTE_INVALID_MESSAGE,
  QUOTE_MESSAGES,
  QUOTE_TRACKING_MESSAGES,
  type QuoteStatusView,
  type SubmitQuoteResult,
} from '@fixwell/common/quote/quote-request';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import { REGION } from '../lib/region';
import {
  adminDb,
  clearEmulators,
  callFailure,
  closeAdmin,
  eventually,
  mailTo,
  PROJECT_ID,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { quoteForm } from '../testing/quote-fixtures';
import { trackingTokenHash } from './quote-token';

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  // The catalogue the callable checks against (the suite wipes the seed between tests).
  await Promise.all([
    adminDb()
      .collection(COLLECTIONS.services)
      .doc('plumber')
      .set({
        slug: 'plumber',
        name: 'Plumber',
        questions: [{ id: 'leak-location', label: 'Where is the problem?' }],
      }),
    adminDb().collection(COLLECTIONS.postcodeAreas).doc('LS').set({ code: 'LS', name: 'Leeds' }),
  ]);
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

const submit = (data: unknown) => client.call<SubmitQuoteResult>('submitQuoteRequest', data);
const statusOf = (token: unknown) => client.call<QuoteStatusView>('getQuoteStatus', { token });

/** A call the way the web SDK makes it, but from a chosen client IP (as Hosting forwards it). */
async function submitFrom(ip: string, data: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:5001/${PROJECT_ID}/${REGION}/submitQuoteRequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${ip}, 10.0.0.1` },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function storedQuotes() {
  return (await adminDb().collection(COLLECTIONS.quotes).get()).docs;
}

/**
 * The quote once the matching trigger has run. This suite seeds no companies, so matching ends in
 * `no-match`; functions/src/matching covers matching itself.
 */
async function matchedQuote(id: string) {
  return eventually(async () => {
    const snapshot = await adminDb().collection(COLLECTIONS.quotes).doc(id).get();
    return snapshot.get('status') === 'received' ? undefined : snapshot;
  }, 'matching to finish');
}

describe('submitQuoteRequest', () => {
  it("stores a guest's request, emails the tracking link, and the token shows its progress", async () => {
    const form = quoteForm({ email: ` ${uniqueEmail('Guest').toUpperCase()} ` });
    const email = String(form.email).trim().toLowerCase();

    const { id, trackingToken } = await submit(form);

    expect(trackingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored, ...others] = await storedQuotes();
    expect(others).toHaveLength(0);
    expect(stored!.id).toBe(id);
    const data = (await matchedQuote(id)).data()!;
    expect(data).toMatchObject({
      service: 'plumber',
      serviceName: 'Plumber',
      answers: { 'leak-location': 'Kitchen' },
      timing: 'within-2-days',
      budget: '250-1000',
      description: 'The kitchen tap drips constantly and the washer seems worn.',
      postcode: 'LS6 2AB',
      postcodeArea: 'LS',
      postcodeDistrict: 'LS6',
      propertyType: 'house',
      contact: { name: 'Priya Shah', email, phone: '07700 900123' },
      customerId: null,
      company: null,
      source: 'web',
      status: 'no-match',
      matches: [],
      trackingTokenHash: trackingTokenHash(trackingToken),
    });
    expect(data.dedupeKey).toMatch(/^[0-9a-f]{64}$/);
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    expect(data.updatedAt).toBeInstanceOf(Timestamp);
    expect(data.timeline).toEqual([
      { status: 'received', at: expect.any(Timestamp) },
      { status: 'no-match', at: expect.any(Timestamp) },
    ]);
    expect(data).not.toHaveProperty('website');
    expect(data).not.toHaveProperty('consent');
    expect(JSON.stringify(data)).not.toContain(trackingToken);

    const mails = await mailTo(email);
    expect(mails.map((queued) => queued.kind).sort()).toEqual(['quote-no-match', 'quote-received']);
    const mail = mails.find((queued) => queued.kind === 'quote-received');
    const text = (mail!.message as { text: string }).text;
    expect(text).toContain(`http://localhost:5173/quote/track/${trackingToken}`);

    const status = await statusOf(trackingToken);
    expect(status).toEqual({
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
      status: 'no-match',
      timeline: (data.timeline as Array<{ status: string; at: Timestamp }>).map((entry) => ({
        status: entry.status,
        at: entry.at.toDate().toISOString(),
      })),
      responses: 0,
    });
  });

  it("links a signed-in customer's request to their account", async () => {
    const email = uniqueEmail('customer');
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Customer-pass-1');
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc(user.uid)
      .set({ id: user.uid, email, role: 'customer', active: true, displayName: 'Priya' });

    await submit(quoteForm({ email, source: 'customer-area' }));

    const [stored] = await storedQuotes();
    expect(stored!.get('customerId')).toBe(user.uid);
    expect(stored!.get('source')).toBe('customer-area');
  });

  it('links nobody when the caller is signed in without a customer profile', async () => {
    const email = uniqueEmail('staff');
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Staff-pass-1');
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc(user.uid)
      .set({ id: user.uid, email, role: 'admin', active: true });

    await submit(quoteForm());

    const [stored] = await storedQuotes();
    expect(stored!.get('customerId')).toBeNull();
  });

  it('refuses an invalid request with a message for each field, storing nothing', async () => {
    const failure = await callFailure(
      submit(
        quoteForm({
          service: '',
          timing: 'soon',
          description: 'Leak',
          postcode: 'nowhere',
          email: 'not-an-email',
          consent: false,
        }),
      ),
    );
    expect(failure.code).toBe('functions/invalid-argument');
    expect(failure.message).toBe(QUOTE_INVALID_MESSAGE);
    expect(failure.details).toEqual({
      fields: {
        service: QUOTE_MESSAGES.service,
        timing: QUOTE_MESSAGES.timing,
        description: QUOTE_MESSAGES.descriptionShort,
        postcode: 'Enter a full UK postcode, such as SW1A 1AA.',
        email: QUOTE_MESSAGES.email,
        consent: QUOTE_MESSAGES.consent,
      },
    });
    expect(await storedQuotes()).toHaveLength(0);
  });

  it('refuses a service that is not in the catalogue', async () => {
    const failure = await callFailure(submit(quoteForm({ service: 'astronaut' })));
    expect(failure).toEqual({
      code: 'functions/invalid-argument',
      message: QUOTE_INVALID_MESSAGE,
      details: { fields: { service: QUOTE_MESSAGES.service } },
    });
    expect(await storedQuotes()).toHaveLength(0);
  });

  it('refuses a postcode area that is not covered', async () => {
    const failure = await callFailure(submit(quoteForm({ postcode: 'SW1A 1AA' })));
    expect(failure).toEqual({
      code: 'functions/invalid-argument',
      message: QUOTE_INVALID_MESSAGE,
      details: { fields: { postcode: QUOTE_MESSAGES.unknownArea } },
    });
    expect(await storedQuotes()).toHaveLength(0);
  });

  it('answers a filled-in honeypot like a success, and writes nothing at all', async () => {
    const form = quoteForm({ website: 'http://cheap-links.example' });
    const result = await submit(form);
    expect(result.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(result.trackingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const name of [COLLECTIONS.quotes, COLLECTIONS.mail, COLLECTIONS.rateLimits]) {
      expect((await adminDb().collection(name).get()).size, name).toBe(0);
    }
    expect(await callFailure(statusOf(result.trackingToken))).toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('allows 5 requests an hour from one email address and refuses the sixth', async () => {
    const email = uniqueEmail('busy');
    for (let i = 1; i <= 5; i += 1) {
      await submit(quoteForm({ email, description: `Job number ${i}: the kitchen tap drips.` }));
    }
    const failure = await callFailure(
      submit(quoteForm({ email, description: 'Job number 6: the kitchen tap drips.' })),
    );
    expect(failure).toMatchObject({
      code: 'functions/resource-exhausted',
      message: QUOTE_MESSAGES.tooMany,
    });
    expect(await storedQuotes()).toHaveLength(5);
    // Another person on the same connection is not held up by it.
    await submit(quoteForm());
    expect(await storedQuotes()).toHaveLength(6);
  });

  it('allows 10 requests an hour from one IP address and refuses the eleventh', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await submitFrom('203.0.113.50', quoteForm())).status).toBe(200);
    }
    const refused = await submitFrom('203.0.113.50', quoteForm());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: { status: 'RESOURCE_EXHAUSTED', message: QUOTE_MESSAGES.tooMany },
    });
    expect((await submitFrom('203.0.113.51', quoteForm())).status).toBe(200);
    expect(await storedQuotes()).toHaveLength(11);
  });

  it('refuses the same request sent again within 24 hours, but not an older one', async () => {
    const form = quoteForm();
    await submit(form);
    const again = await callFailure(
      submit({ ...form, description: `  ${String(form.description).toUpperCase()}  ` }),
    );
    expect(again).toMatchObject({
      code: 'functions/already-exists',
      message: QUOTE_MESSAGES.duplicate,
    });
    expect(await storedQuotes()).toHaveLength(1);

    const [first] = await storedQuotes();
    await first!.ref.update({
      createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000),
    });
    await submit(form);
    expect(await storedQuotes()).toHaveLength(2);
  });
});

describe('getQuoteStatus', () => {
  it('shows progress and accepted responses, never contact details or the description', async () => {
    const form = quoteForm();
    const { id, trackingToken } = await submit(form);
    await matchedQuote(id);
    await adminDb()
      .collection(COLLECTIONS.quotes)
      .doc(id)
      .update({
        status: 'matched',
        matches: [
          { companyId: 'c1', status: 'accepted' },
          { companyId: 'c2', status: 'sent' },
        ],
      });

    const status = await statusOf(trackingToken);

    expect(Object.keys(status).sort()).toEqual(
      ['createdAt', 'postcodeDistrict', 'responses', 'serviceName', 'status', 'timeline'].sort(),
    );
    expect(status).toMatchObject({ status: 'matched', responses: 1, postcodeDistrict: 'LS6' });
    const text = JSON.stringify(status);
    for (const secret of [
      String(form.email),
      'Priya',
      '07700',
      'kitchen tap',
      'LS6 2AB',
      id,
      'c1',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('says so for an unknown token, and for a malformed one', async () => {
    await submit(quoteForm());
    const unknown = await callFailure(statusOf('A'.repeat(43)));
    expect(unknown).toMatchObject({
      code: 'functions/not-found',
      message: QUOTE_TRACKING_MESSAGES.notFound,
    });
    const malformed = await callFailure(statusOf('not a token'));
    expect(malformed).toMatchObject({
      code: 'functions/invalid-argument',
      message: QUOTE_TRACKING_MESSAGES.notFound,
    });
  });
});

describe('submitQuoteRequest without a form', () => {
  it('names every required field', async () => {
    const failure = await callFailure(submit(null));
    expect(failure.code).toBe('functions/invalid-argument');
    expect(Object.keys((failure.details as { fields: object }).fields)).toEqual(
      expect.arrayContaining(['service', 'timing', 'budget', 'description', 'postcode', 'email']),
    );
  });
});
