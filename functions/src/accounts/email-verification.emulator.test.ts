import { applyActionCode } from 'firebase/auth';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  mailTo,
  oobCodeInMail,
  signUpCustomer,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';

let client: WebClient;
let email: string;
let uid: string;

async function signUp(): Promise<void> {
  uid = await signUpCustomer(client, email, 'Priya Patel');
}

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
  email = uniqueEmail('verify');
  await signUp();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

describe('email verification', () => {
  it('queues a verification email whose code verifies the account, then syncs the profile', async () => {
    expect(await client.call('sendVerificationEmail')).toEqual({ sent: true });

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'email-verification',
      message: { subject: 'Verify your Fixwell email address' },
    });
    const text = (mails[0]?.message as { text: string }).text;
    expect(text).toContain('Hello Priya Patel,');
    expect(text).toMatch(/http:\/\/localhost:5173\/verify-email\?oobCode=\S+/);

    expect(await client.call('syncEmailVerified')).toEqual({ emailVerified: false });

    await applyActionCode(client.auth, oobCodeInMail(mails[0]!, '/verify-email'));
    expect(await client.call('syncEmailVerified')).toEqual({ emailVerified: true });

    const profile = await adminDb().collection(COLLECTIONS.users).doc(uid).get();
    expect(profile.get('emailVerified')).toBe(true);
    expect(profile.get('updatedAt').toMillis()).toBeGreaterThan(
      profile.get('createdAt').toMillis() - 1,
    );
  });

  it('refuses to send another email once verified', async () => {
    await client.call('sendVerificationEmail');
    await applyActionCode(client.auth, oobCodeInMail((await mailTo(email))[0]!, '/verify-email'));
    expect(await errorCodeOf(client.call('sendVerificationEmail'))).toBe(
      'functions/failed-precondition',
    );
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('sends at most 3 emails an hour per person', async () => {
    for (let i = 0; i < 3; i += 1) await client.call('sendVerificationEmail');
    expect(await errorCodeOf(client.call('sendVerificationEmail'))).toBe(
      'functions/resource-exhausted',
    );
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('refuses unexpected input', async () => {
    expect(
      await errorCodeOf(client.call('sendVerificationEmail', { to: 'victim@example.co.uk' })),
    ).toBe('functions/invalid-argument');
    expect((await adminDb().collection(COLLECTIONS.mail).get()).size).toBe(0);
  });
});
