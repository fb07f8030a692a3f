import { randomBytes } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';

import { signPayload } from '../lib/signing-key';
import { adminDb, API_URL, clearEmulators, closeAdmin } from '../testing/emulators';

const ENDPOINT = `${API_URL}/api/unsubscribe`;
const KEY = randomBytes(32);

/** The token `unsubscribeLink` (mail/user-mail.ts) puts in an email for `uid` and `category`. */
const tokenFor = (uid: string, category: string, key = KEY) =>
  signPayload(key, JSON.stringify({ u: uid, c: category }));

const preferencesOf = async (uid: string) =>
  (await adminDb().collection(COLLECTIONS.notificationPreferences).doc(uid).get()).data();

async function follow(token: string, method: 'GET' | 'POST' = 'GET') {
  const response = await fetch(`${ENDPOINT}?token=${encodeURIComponent(token)}`, {
    method,
    ...(method === 'POST'
      ? {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }
      : {}),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

beforeEach(async () => {
  await clearEmulators();
  // The key the functions sign links with (lib/signing-key.ts), known to the test.
  await adminDb()
    .collection(COLLECTIONS.privateSettings)
    .doc('linkSigning')
    .set({ key: KEY.toString('base64'), createdAt: new Date() });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc('acme')
    .set({ role: 'company', active: true, email: 'office@acme.example' });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc('alice')
    .set({ role: 'customer', active: true, email: 'alice@example.co.uk' });
});
afterAll(closeAdmin);

describe('GET /api/unsubscribe', () => {
  it('switches the category off for someone with no preferences yet, and says so in a page', async () => {
    const page = await follow(tokenFor('acme', 'leads'));

    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('You will no longer get “New leads” emails');
    expect(page.body).toContain('href="http://localhost:5173/company/notifications"');
    expect(await preferencesOf('acme')).toMatchObject({
      email: { leads: false },
      messageDigest: false,
    });
  });

  it('keeps everything else the person chose, and links a customer to their own settings', async () => {
    await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc('alice')
      .set({
        email: { reviews: false, appointments: true },
        messageDigest: true,
        updatedAt: Timestamp.now(),
        lastDigestAt: Timestamp.now(),
      });

    const page = await follow(tokenFor('alice', 'messages'));

    expect(page.status).toBe(200);
    expect(page.body).toContain('“Messages”');
    expect(page.body).toContain('/customer/notifications');
    const stored = await preferencesOf('alice');
    expect(stored?.email).toEqual({ reviews: false, appointments: true, messages: false });
    expect(stored?.messageDigest).toBe(true);
    expect(stored?.lastDigestAt).toBeDefined();
  });

  it('refuses a forged, tampered or malformed token with a clear page and changes nothing', async () => {
    const good = tokenFor('acme', 'leads');
    const [body, signature] = good.split('.');
    const otherPerson = Buffer.from(JSON.stringify({ u: 'alice', c: 'leads' })).toString(
      'base64url',
    );
    const bad = [
      tokenFor('acme', 'leads', randomBytes(32)), // signed with another key
      `${otherPerson}.${signature}`, // someone else's uid under acme's signature
      `${body}.${signature!.slice(0, 10)}${signature![10] === 'x' ? 'y' : 'x'}${signature!.slice(11)}`, // signature changed
      `${body}`, // no signature
      tokenFor('acme', 'marketing'), // not a category
      signPayload(KEY, 'not json'),
      '',
    ];
    for (const token of bad) {
      const page = await follow(token);
      expect(page.status, token).toBe(400);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain('This unsubscribe link does not work');
      expect(page.body).toContain('Nothing has been changed');
    }
    const missing = await fetch(ENDPOINT);
    expect(missing.status).toBe(400);
    expect(await preferencesOf('acme')).toBeUndefined();
    expect(await preferencesOf('alice')).toBeUndefined();
  });
});

describe('POST /api/unsubscribe (RFC 8058 one-click)', () => {
  it('switches the category off and answers 200 in plain text', async () => {
    const answer = await follow(tokenFor('acme', 'payouts'), 'POST');

    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/plain');
    expect((await preferencesOf('acme'))?.email).toEqual({ payouts: false });
  });

  it('refuses a tampered token', async () => {
    const token = tokenFor('acme', 'payouts');
    // One character of the signed part changed.
    const tampered = `${token.startsWith('e') ? 'f' : 'e'}${token.slice(1)}`;
    const answer = await follow(tampered, 'POST');

    expect(answer.status).toBe(400);
    expect(await preferencesOf('acme')).toBeUndefined();
  });
});
