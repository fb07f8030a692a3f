import { confirmPasswordReset, signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminDb,
  API_URL,
  clearEmulators,
  closeAdmin,
  mailTo,
  oobCodeInMail,
  uniqueEmail,
  webClient,
} from '../testing/emulators';
import { FORGOT_PASSWORD_RESPONSE_FLOOR_MS } from './forgot-password';

const ENDPOINT = `${API_URL}/api/auth/forgot-password`;
const SENT = {
  message: "If an account exists for that email, we've sent a link to reset your password.",
};
const TOO_MANY = {
  error: 'Too many password reset requests. Please wait 15 minutes and try again.',
};

async function requestReset(body: unknown, ip = '203.0.113.10', url = ENDPOINT) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${ip}, 10.0.0.1` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    ms: performance.now() - started,
  };
}

beforeEach(clearEmulators);
afterAll(closeAdmin);

describe('POST /api/auth/forgot-password', () => {
  it('answers an existing and an unknown email identically, and emails only the existing one', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await adminAuth().createUser({ email: known, password: 'Original-pass-1' });

    const forKnown = await requestReset({ email: known });
    const forUnknown = await requestReset({ email: unknown }, '203.0.113.11');

    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forKnown.body).toEqual(SENT);
    expect(forUnknown.body).toEqual(forKnown.body);
    // Neither answer comes back sooner than the floor that hides which path ran.
    expect(forKnown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_RESPONSE_FLOOR_MS - 5);
    expect(forUnknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_RESPONSE_FLOOR_MS - 5);

    const mails = await mailTo(known);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: known,
      kind: 'password-reset',
      message: { subject: 'Reset your Fixwell password' },
    });
    expect((mails[0]?.message as { text: string }).text).toMatch(
      /http:\/\/localhost:5173\/reset-password\?oobCode=\S+/,
    );
    expect((mails[0]?.message as { html: string }).html).toContain(
      'http://localhost:5173/reset-password?oobCode=',
    );
    expect(await mailTo(unknown)).toHaveLength(0);
    expect((await adminDb().collection(COLLECTIONS.mail).get()).size).toBe(1);
  });

  it('sends a code that really resets the password', async () => {
    const email = uniqueEmail('forgetful');
    await adminAuth().createUser({ email, password: 'Original-pass-1' });
    await requestReset({ email: email.toUpperCase() });

    const [mail] = await mailTo(email);
    const client = webClient();
    try {
      await confirmPasswordReset(
        client.auth,
        oobCodeInMail(mail!, '/reset-password'),
        'Brand-new-pass-2',
      );
      const signedIn = await signInWithEmailAndPassword(client.auth, email, 'Brand-new-pass-2');
      expect(signedIn.user.email).toBe(email);
    } finally {
      await client.close();
    }
  });

  it('also answers at the path without the /api prefix', async () => {
    const result = await requestReset(
      { email: uniqueEmail('direct') },
      '203.0.113.12',
      `${API_URL}/auth/forgot-password`,
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual(SENT);
  });

  it('refuses an invalid or missing email with 400 and the catalogue message', async () => {
    for (const body of [
      { email: 'not-an-email' },
      { email: '' },
      {},
      ['sarah@example.co.uk'],
      { email: ['sarah@example.co.uk'] },
    ]) {
      const result = await requestReset(body);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: 'Please enter a valid email address.' });
    }
    expect((await adminDb().collection(COLLECTIONS.rateLimits).get()).size).toBe(0);
  });

  it('allows 3 requests per email in 15 minutes, then answers 429 whatever the IP', async () => {
    const email = uniqueEmail('impatient');
    await adminAuth().createUser({ email, password: 'Original-pass-1' });
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset({ email }, `198.51.100.${i}`)).status).toBe(200);
    }
    const refused = await requestReset({ email }, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('allows 10 requests per IP in an hour, then answers 429 for any email from it', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await requestReset({ email: uniqueEmail(`spray-${i}`) }, '192.0.2.50')).status).toBe(
        200,
      );
    }
    const refused = await requestReset({ email: uniqueEmail('spray-11') }, '192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect((await requestReset({ email: uniqueEmail('neighbour') }, '192.0.2.51')).status).toBe(
      200,
    );
  });

  it('stores rate limits under hashed keys, never the email or IP address', async () => {
    const email = uniqueEmail('private');
    await requestReset({ email }, '192.0.2.77');
    const stored = await adminDb().collection(COLLECTIONS.rateLimits).get();
    expect(stored.size).toBe(2);
    const everything = JSON.stringify(stored.docs.map((doc) => ({ id: doc.id, ...doc.data() })));
    expect(everything).not.toContain(email);
    expect(everything).not.toContain(email.split('@')[0]);
    expect(everything).not.toContain('192.0.2.77');
    expect(stored.docs.map((doc) => doc.get('scope')).sort()).toEqual([
      'forgot-password-email',
      'forgot-password-ip',
    ]);
    for (const doc of stored.docs)
      expect(doc.get('expiresAt').toMillis()).toBeGreaterThan(Date.now());
  });
});
