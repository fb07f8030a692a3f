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

type Way = 'link' | 'button' | 'one-click';

/**
 * The three ways a token reaches the endpoint: a person (or a mail scanner or link preview)
 * following the link, the page's button (a browser's form POST), and RFC 8058's one-click POST,
 * which a mail app sends by itself.
 */
async function send(token: string, way: Way = 'link') {
  const url = `${ENDPOINT}?token=${encodeURIComponent(token)}`;
  const response =
    way === 'link'
      ? await fetch(url)
      : await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            ...(way === 'button'
              ? { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
              : {}),
          },
          body: way === 'button' ? '' : 'List-Unsubscribe=One-Click',
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

const ALICE_CHOICES = {
  email: { reviews: false, appointments: true },
  messageDigest: true,
  updatedAt: Timestamp.now(),
  lastDigestAt: Timestamp.now(),
};

describe('GET /api/unsubscribe (following the link)', () => {
  it('shows a page whose one button POSTs to the same link, and changes nothing', async () => {
    const token = tokenFor('acme', 'leads');
    const page = await send(token);

    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('<h1>Stop these emails?</h1>');
    expect(page.body).toContain('Fixwell will send you no more “New leads” emails');
    const action = page.body.match(/<form method="post" action="([^"]+)">/)?.[1];
    expect(action).toBe(`?token=${encodeURIComponent(token)}`);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    // Followed again (a scanner, then the person): still nothing changed.
    expect((await send(token)).status).toBe(200);
    expect(await preferencesOf('acme')).toBeUndefined();
  });

  it('leaves the choices someone already made as they were', async () => {
    await adminDb().collection(COLLECTIONS.notificationPreferences).doc('alice').set(ALICE_CHOICES);

    const page = await send(tokenFor('alice', 'messages'));

    expect(page.status).toBe(200);
    expect(page.body).toContain('“Messages”');
    const stored = await preferencesOf('alice');
    expect(stored?.email).toEqual({ reviews: false, appointments: true });
    expect(stored?.messageDigest).toBe(true);
  });
});

describe('POST /api/unsubscribe from the page’s button', () => {
  it('switches the category off for someone with no preferences yet, and says so in a page', async () => {
    const token = tokenFor('acme', 'leads');
    const action = (await send(token)).body.match(/<form method="post" action="([^"]+)">/)?.[1];
    const pressed = await send(new URL(action!, ENDPOINT).searchParams.get('token')!, 'button');

    expect(pressed.status).toBe(200);
    expect(pressed.type).toContain('text/html');
    expect(pressed.body).toContain('<h1>You are unsubscribed</h1>');
    expect(pressed.body).toContain('You will no longer get “New leads” emails');
    expect(pressed.body).toContain('href="http://localhost:5173/company/notifications"');
    expect(await preferencesOf('acme')).toMatchObject({
      email: { leads: false },
      messageDigest: false,
    });
    // Pressed again (or the page reloaded): the same answer.
    const again = await send(token, 'button');
    expect(again.status).toBe(200);
    expect(again.body).toContain('You will no longer get “New leads” emails');
    expect((await preferencesOf('acme'))?.email).toEqual({ leads: false });
  });

  it('keeps everything else the person chose, and links a customer to their own settings', async () => {
    await adminDb().collection(COLLECTIONS.notificationPreferences).doc('alice').set(ALICE_CHOICES);

    const pressed = await send(tokenFor('alice', 'messages'), 'button');

    expect(pressed.status).toBe(200);
    expect(pressed.body).toContain('“Messages”');
    expect(pressed.body).toContain('/customer/notifications');
    const stored = await preferencesOf('alice');
    expect(stored?.email).toEqual({ reviews: false, appointments: true, messages: false });
    expect(stored?.messageDigest).toBe(true);
    expect(stored?.lastDigestAt).toBeDefined();
  });
});

describe('POST /api/unsubscribe (RFC 8058 one-click)', () => {
  it('switches the category off and answers 200 in plain text, the same when sent again', async () => {
    const token = tokenFor('acme', 'payouts');
    for (let time = 0; time < 2; time++) {
      const answer = await send(token, 'one-click');
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('text/plain');
      expect(answer.body).toBe('Unsubscribed.');
    }
    expect((await preferencesOf('acme'))?.email).toEqual({ payouts: false });
  });
});

describe('a bad link', () => {
  it('is refused whichever way it comes, with a clear answer, and changes nothing', async () => {
    const good = tokenFor('acme', 'leads');
    const [body, signature] = good.split('.');
    const otherPerson = Buffer.from(JSON.stringify({ u: 'alice', c: 'leads' })).toString(
      'base64url',
    );
    const bad = [
      tokenFor('acme', 'leads', randomBytes(32)), // signed with another key
      `${otherPerson}.${signature}`, // someone else's uid under acme's signature
      `${body}.${signature!.slice(0, 10)}${signature![10] === 'x' ? 'y' : 'x'}${signature!.slice(11)}`, // signature changed
      `${good.startsWith('e') ? 'f' : 'e'}${good.slice(1)}`, // signed part changed
      `${body}`, // no signature
      tokenFor('acme', 'marketing'), // not a category
      signPayload(KEY, 'not json'),
      '',
    ];
    for (const token of bad) {
      for (const way of ['link', 'button'] as const) {
        const page = await send(token, way);
        expect(page.status, `${way} ${token}`).toBe(400);
        expect(page.type).toContain('text/html');
        expect(page.body).toContain('This unsubscribe link does not work');
        expect(page.body).toContain('Nothing has been changed');
        expect(page.body).not.toContain('<form');
      }
      const mailApp = await send(token, 'one-click');
      expect(mailApp.status, token).toBe(400);
      expect(mailApp.type).toContain('text/plain');
      expect(mailApp.body).toBe('This unsubscribe link is not valid.');
    }
    expect((await fetch(ENDPOINT)).status).toBe(400);
    expect((await fetch(ENDPOINT, { method: 'POST' })).status).toBe(400);
    expect(await preferencesOf('acme')).toBeUndefined();
    expect(await preferencesOf('alice')).toBeUndefined();
  });
});
