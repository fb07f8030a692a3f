import { randomBytes } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  API_URL,
  clearEmulators,
  closeAdmin,
  mailTo,
  uniqueEmail,
} from '../testing/emulators';
import { PLATFORM_SETTINGS_DOC } from '@fixwell/common/admin/platform-settings';

import { hashKeyFrom } from '../lib/keyed-hash';
import { contactIpHash } from './contact-request';

/** The key the functions sign and derive hash keys from (lib/signing-key.ts), known to the test. */
const SIGNING_KEY = randomBytes(32);
const HASH_KEY = hashKeyFrom(SIGNING_KEY);

const ENDPOINT = `${API_URL}/api/contact`;
/** SUPPORT_EMAIL in functions/.env.demo-fixwell. */
const SUPPORT_INBOX = 'support@fixwell.test';
const USER_AGENT = 'Mozilla/5.0 (Fixwell emulator test)';
const SENT = { message: 'Thank you. We have received your message and will reply by email.' };
const TOO_MANY = {
  error: 'You have sent several messages in the last hour. Please wait an hour and try again.',
};

function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sarah Thompson',
    email: uniqueEmail('sarah'),
    phone: '07700 900123',
    topic: 'billing',
    message: 'I was charged twice for my subscription this month. Could you look into it?',
    website: '',
    ...overrides,
  };
}

async function sendContact(body: unknown, ip = '203.0.113.20', url = ENDPOINT) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Forwarded-For': `${ip}, 10.0.0.1`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function storedMessages() {
  return (await adminDb().collection(COLLECTIONS.contactMessages).get()).docs;
}

async function collectionSizes() {
  const sizes = await Promise.all(
    [COLLECTIONS.contactMessages, COLLECTIONS.mail, COLLECTIONS.rateLimits].map(
      async (name) => [name, (await adminDb().collection(name).get()).size] as const,
    ),
  );
  return Object.fromEntries(sizes);
}

beforeEach(async () => {
  await clearEmulators();
  await adminDb()
    .collection(COLLECTIONS.privateSettings)
    .doc('linkSigning')
    .set({ key: SIGNING_KEY.toString('base64'), createdAt: new Date() });
});
afterAll(closeAdmin);

describe('POST /api/contact', () => {
  it('stores a valid message as new, without the IP address, and tells the support inbox', async () => {
    const form = contactForm({
      name: '  Sarah Thompson ',
      email: ` ${uniqueEmail('Sarah').toUpperCase()} `,
    });
    const email = String(form.email).trim().toLowerCase();

    const result = await sendContact(form, '203.0.113.21');

    expect(result.status).toBe(200);
    expect(result.body).toEqual(SENT);
    const [stored, ...others] = await storedMessages();
    expect(others).toHaveLength(0);
    const data = stored!.data();
    expect(data).toEqual({
      name: 'Sarah Thompson',
      email,
      phone: '07700 900123',
      topic: 'billing',
      message: 'I was charged twice for my subscription this month. Could you look into it?',
      status: 'new',
      userAgent: USER_AGENT,
      ipHash: contactIpHash('203.0.113.21', HASH_KEY),
      createdAt: expect.any(Timestamp),
    });
    expect(Math.abs((data.createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(data)).not.toContain('203.0.113.21');

    const mails = await mailTo(SUPPORT_INBOX);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: SUPPORT_INBOX,
      replyTo: email,
      kind: 'contact-message',
      message: { subject: 'New contact message: Billing and payments from Sarah Thompson' },
    });
    const text = (mails[0]?.message as { text: string }).text;
    expect(text).toContain(`Reference: ${stored!.id}`);
    expect(text).toContain('I was charged twice for my subscription this month.');
    expect(text).toContain('http://localhost:5173/admin/contact-messages');
  });

  it('stores a message without a phone number, and answers at the path without /api', async () => {
    const result = await sendContact(
      contactForm({ phone: '', topic: 'press' }),
      '203.0.113.22',
      `${API_URL}/contact`,
    );
    expect(result.status).toBe(200);
    const [stored] = await storedMessages();
    expect(stored?.get('topic')).toBe('press');
    expect(stored?.data()).not.toHaveProperty('phone');
  });

  it('refuses invalid input with 400 and a message per field, and writes nothing', async () => {
    const result = await sendContact(
      contactForm({ name: 'S', email: 'sarah@', phone: '12345', topic: 'sales', message: 'Hi' }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: 'Please check the highlighted fields and try again.',
      fieldErrors: {
        name: 'Your name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        phone: 'Enter a UK phone number, such as 07700 900123.',
        topic: 'Choose what your message is about.',
        message: 'Your message must be at least 20 characters, so we have enough detail to help.',
      },
    });

    // JSON that is not a form (a primitive would be refused by the JSON parser before the handler).
    for (const body of [{}, []]) {
      const refused = await sendContact(body);
      expect(refused.status).toBe(400);
      expect(Object.keys((refused.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
        'email',
        'message',
        'name',
        'topic',
      ]);
    }
    expect(await collectionSizes()).toEqual({ contactMessages: 0, mail: 0, rateLimits: 0 });
  });

  it('answers a filled honeypot as if all were well, and writes nothing at all', async () => {
    const result = await sendContact(contactForm({ website: 'https://cheap-links.example' }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual(SENT);

    // Even with nonsense in the other fields: the bot learns nothing from field messages.
    const sloppy = await sendContact({ website: 'x', message: 'buy now' });
    expect(sloppy.status).toBe(200);
    expect(sloppy.body).toEqual(SENT);

    expect(await collectionSizes()).toEqual({ contactMessages: 0, mail: 0, rateLimits: 0 });
  });

  it('allows 3 messages per email in an hour, then answers 429 whatever the IP', async () => {
    const email = uniqueEmail('persistent');
    for (let i = 0; i < 3; i += 1) {
      expect((await sendContact(contactForm({ email }), `198.51.100.${i}`)).status).toBe(200);
    }
    const refused = await sendContact(contactForm({ email }), '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(await storedMessages()).toHaveLength(3);
    expect(await mailTo(SUPPORT_INBOX)).toHaveLength(3);
  });

  it('allows 5 messages per IP in an hour, then answers 429 for any email from it', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendContact(contactForm(), '192.0.2.60')).status).toBe(200);
    }
    const refused = await sendContact(contactForm(), '192.0.2.60');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(await storedMessages()).toHaveLength(5);
    expect((await sendContact(contactForm(), '192.0.2.61')).status).toBe(200);
  });

  it('stores rate limits under hashed keys, never the email or IP address', async () => {
    const email = uniqueEmail('private');
    await sendContact(contactForm({ email }), '192.0.2.88');
    const stored = await adminDb().collection(COLLECTIONS.rateLimits).get();
    const everything = JSON.stringify(stored.docs.map((doc) => ({ id: doc.id, ...doc.data() })));
    expect(everything).not.toContain(email);
    expect(everything).not.toContain('192.0.2.88');
    expect(stored.docs.map((doc) => doc.get('scope')).sort()).toEqual([
      'contact-email',
      'contact-ip',
    ]);
  });

  it('hashes the IP address with the secret key: one address, one hash, never the plain SHA-256', async () => {
    await sendContact(contactForm(), '192.0.2.91');
    await sendContact(contactForm(), '192.0.2.91');
    await sendContact(contactForm(), '192.0.2.92');
    const hashes = (await storedMessages()).map((doc) => String(doc.get('ipHash')));
    const same = contactIpHash('192.0.2.91', HASH_KEY);
    expect(hashes.filter((hash) => hash === same)).toHaveLength(2);
    expect(hashes).toContain(contactIpHash('192.0.2.92', HASH_KEY));
    expect(hashes).not.toContain(contactIpHash('192.0.2.91', hashKeyFrom(randomBytes(32))));
  });

  it('tells the support inbox set on /admin/settings when there is one', async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc(PLATFORM_SETTINGS_DOC)
      .set({ supportEmail: 'help-desk@fixwell.test' });
    expect((await sendContact(contactForm())).status).toBe(200);
    expect(await mailTo('help-desk@fixwell.test')).toHaveLength(1);
    expect(await mailTo(SUPPORT_INBOX)).toHaveLength(0);
  });

  it('answers 405 to anything but POST', async () => {
    const response = await fetch(ENDPOINT);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
