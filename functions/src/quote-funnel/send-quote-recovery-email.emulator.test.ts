import { createUserWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  mailTo,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';

const DRAFT_ID = 'f'.repeat(32);
const DAY_MS = 24 * 60 * 60 * 1000;

let client: WebClient;

async function signInAs(role: 'admin' | 'customer', active = true): Promise<string> {
  const email = uniqueEmail(role);
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Recovery-pass-1');
  await adminDb().collection(COLLECTIONS.users).doc(user.uid).set({
    id: user.uid,
    email,
    displayName: role,
    role,
    active,
    emailVerified: true,
  });
  return user.uid;
}

async function seedDraft(overrides: Record<string, unknown> = {}): Promise<string> {
  const email = uniqueEmail('priya');
  await adminDb()
    .collection(COLLECTIONS.quoteDrafts)
    .doc(DRAFT_ID)
    .set({
      status: 'abandoned',
      email,
      name: 'Priya Shah',
      service: 'plumber',
      serviceName: 'Plumber',
      postcode: 'LS6 2AB',
      lastStep: 'contact',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
      ...overrides,
    });
  return email;
}

const send = (data: unknown) => client.call<{ sentAt: string }>('sendQuoteRecoveryEmail', data);

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

describe('sendQuoteRecoveryEmail', () => {
  it('queues one friendly email with a link back to the form, and records when', async () => {
    const adminUid = await signInAs('admin');
    const email = await seedDraft();

    const { sentAt } = await send({ draftId: DRAFT_ID });

    expect(Math.abs(Date.parse(sentAt) - Date.now())).toBeLessThan(60_000);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'quote-recovery',
      message: { subject: 'Still looking for a plumber? Finish your quote request' },
    });
    const text = (mails[0]!.message as { text: string }).text;
    expect(text).toContain('Hello Priya Shah,');
    expect(text).toContain('http://localhost:5173/quote?service=plumber&postcode=LS6+2AB');

    const draft = (await adminDb().collection(COLLECTIONS.quoteDrafts).doc(DRAFT_ID).get()).data();
    expect(draft).toMatchObject({ status: 'abandoned', recoveryEmailSentBy: adminUid });
    expect((draft?.recoveryEmailSentAt as Timestamp).toDate().toISOString()).toBe(sentAt);
  });

  it('refuses a second email for the same draft, even weeks later', async () => {
    await signInAs('admin');
    const email = await seedDraft({
      recoveryEmailSentAt: Timestamp.fromMillis(Date.now() - 20 * DAY_MS),
    });

    const refused = await callFailure(send({ draftId: DRAFT_ID }));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(
      /^A recovery email was already sent on \d{1,2} [A-Z][a-z]+ \d{4}\. Each abandoned request gets one reminder only\.$/,
    );
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('sends one email when two admins press the button together', async () => {
    await signInAs('admin');
    const email = await seedDraft();
    const results = await Promise.allSettled([
      send({ draftId: DRAFT_ID }),
      send({ draftId: DRAFT_ID }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const email = await seedDraft();
    expect(await errorCodeOf(send({ draftId: DRAFT_ID }))).toBe('functions/unauthenticated');
    await signInAs('customer');
    expect(await callFailure(send({ draftId: DRAFT_ID }))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only admins can send recovery emails.',
    });
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('refuses a deactivated admin', async () => {
    await seedDraft();
    await signInAs('admin', false);
    expect(await errorCodeOf(send({ draftId: DRAFT_ID }))).toBe('functions/permission-denied');
  });

  it('refuses a converted draft, a missing one and a malformed id, sending nothing', async () => {
    await signInAs('admin');
    await seedDraft({ status: 'converted', quoteId: 'q1' });
    expect(await callFailure(send({ draftId: DRAFT_ID }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This person has since sent their quote request, so no recovery email is needed.',
    });
    expect(await callFailure(send({ draftId: 'e'.repeat(32) }))).toEqual({
      code: 'functions/not-found',
      message: 'We could not find that quote draft. It may have expired.',
    });
    expect(await errorCodeOf(send({ draftId: '../users/root' }))).toBe(
      'functions/invalid-argument',
    );
    expect((await adminDb().collection(COLLECTIONS.mail).get()).size).toBe(0);
  });
});
