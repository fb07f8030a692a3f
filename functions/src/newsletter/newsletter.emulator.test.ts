import { randomBytes } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  NEWSLETTER_AUDIT_ACTIONS,
  NEWSLETTER_BATCH_SIZE,
  NEWSLETTER_MESSAGES,
} from '@fixwell/common/admin/newsletter';
import { COLLECTIONS } from '@fixwell/common/collections';

import { hashKeyFrom, keyedHash } from '../lib/keyed-hash';
import {
  adminDb,
  API_URL,
  callFailure,
  callSignedInAgo,
  expectSignInAgain,
  clearEmulators,
  closeAdmin,
  eventually,
  mailTo,
  uniqueEmail,
} from '../testing/emulators';
import { testPeople } from '../testing/user-fixtures';

/** The key the functions sign and derive hash keys from (lib/signing-key.ts), known to the test. */
const SIGNING_KEY = randomBytes(32);
const HASH_KEY = hashKeyFrom(SIGNING_KEY);
const SUBSCRIBE = `${API_URL}/api/newsletter/subscribe`;
const people = testPeople();

const subscriberId = (email: string) => keyedHash(HASH_KEY, `newsletter-subscriber:${email}`);
const suppressionId = (email: string) => keyedHash(HASH_KEY, `email-suppression:${email}`);
const subscriberRef = (email: string) =>
  adminDb().collection(COLLECTIONS.newsletterSubscribers).doc(subscriberId(email));
const suppressionRef = (email: string) =>
  adminDb().collection(COLLECTIONS.emailSuppressions).doc(suppressionId(email));

async function subscribe(body: Record<string, unknown>, ip = '203.0.113.7') {
  const response = await fetch(SUBSCRIBE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The link in the newest mail of `kind` to `to`, read from its text. */
async function linkIn(to: string, kind: string, path: string): Promise<string> {
  const mails = (await mailTo(to)).filter((mail) => mail.kind === kind);
  const text = String((mails.at(-1)?.message as { text?: string } | undefined)?.text ?? '');
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`No ${path} link in a ${kind} mail to ${to}`);
  // The app's address in the mail; the test reaches the api function directly.
  return `${API_URL}/api${path}${link.slice(link.indexOf('?'))}`;
}

/** A confirmed subscriber as confirming leaves it. */
const confirmedData = (email: string, segment: 'homeowners' | 'companies') => ({
  email,
  segment,
  status: 'confirmed',
  confirmTokenHash: null,
  confirmExpiresAt: null,
  uid: null,
  createdAt: Timestamp.now(),
  confirmedAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

async function confirmedSubscriber(email: string, segment: 'homeowners' | 'companies') {
  await subscriberRef(email).set(confirmedData(email, segment));
}

beforeEach(async () => {
  await clearEmulators();
  await adminDb()
    .collection(COLLECTIONS.privateSettings)
    .doc('linkSigning')
    .set({ key: SIGNING_KEY.toString('base64'), createdAt: new Date() });
  await people.seed('admin-1', 'admin');
  await people.seed('former-admin', 'admin', { active: false });
  await people.seed('customer-1', 'customer');
  await people.seed('company-1', 'company');
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

describe('subscribe and confirm (double opt-in)', () => {
  it('keeps a new subscriber pending until the link in the confirmation email is followed', async () => {
    const email = uniqueEmail('nina');
    expect(await subscribe({ email: email.toUpperCase(), segment: 'homeowners' })).toEqual({
      status: 200,
      body: { message: NEWSLETTER_MESSAGES.subscribed },
    });
    const pending = (await subscriberRef(email).get()).data()!;
    expect(pending).toMatchObject({ email, segment: 'homeowners', status: 'pending', uid: null });
    expect(pending.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const link = await linkIn(email, 'newsletter-confirmation', '/newsletter/confirm');
    // Following the link (or a mail scanner fetching it) only shows the button.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my subscription');
    expect((await subscriberRef(email).get()).get('status')).toBe('pending');

    const confirmed = await fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You’re subscribed');
    expect((await subscriberRef(email).get()).data()).toMatchObject({
      status: 'confirmed',
      confirmTokenHash: null,
    });
    // The same link again says the same.
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
  });

  it('answers the same for a confirmed address and sends it nothing', async () => {
    const email = uniqueEmail('already');
    await confirmedSubscriber(email, 'companies');
    expect(await subscribe({ email, segment: 'homeowners' })).toEqual({
      status: 200,
      body: { message: NEWSLETTER_MESSAGES.subscribed },
    });
    expect(await mailTo(email)).toEqual([]);
    expect((await subscriberRef(email).get()).get('segment')).toBe('companies');
  });

  it('explains an expired link and a broken one', async () => {
    const email = uniqueEmail('late');
    await subscribe({ email, segment: 'companies' });
    const link = await linkIn(email, 'newsletter-confirmation', '/newsletter/confirm');
    await subscriberRef(email).update({ confirmExpiresAt: Timestamp.fromMillis(Date.now() - 1) });
    const expired = await fetch(link, { method: 'POST' });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Confirmation links work for 7 days');
    expect((await subscriberRef(email).get()).get('status')).toBe('pending');

    const broken = await fetch(`${link.slice(0, -3)}abc`, { method: 'POST' });
    expect(broken.status).toBe(400);
  });

  it('says what is wrong with each field, and drops a honeypot silently', async () => {
    expect(await subscribe({ email: 'not an email', segment: 'landlords' })).toEqual({
      status: 400,
      body: {
        error: NEWSLETTER_MESSAGES.invalid,
        fieldErrors: { email: NEWSLETTER_MESSAGES.email, segment: NEWSLETTER_MESSAGES.segment },
      },
    });
    const email = uniqueEmail('bot');
    expect((await subscribe({ email, segment: 'homeowners', website: 'x' })).status).toBe(200);
    expect((await subscriberRef(email).get()).exists).toBe(false);
  });

  it('limits requests per address and per IP address', async () => {
    const email = uniqueEmail('keen');
    for (let i = 0; i < 3; i += 1)
      expect((await subscribe({ email, segment: 'homeowners' }, '203.0.113.50')).status).toBe(200);
    expect(await subscribe({ email, segment: 'homeowners' }, '203.0.113.51')).toEqual({
      status: 429,
      body: { error: NEWSLETTER_MESSAGES.tooMany },
    });
    expect((await mailTo(email)).length).toBe(3);
  });

  it("takes a signed-in person's segment from their role", async () => {
    const company = await people.signedIn('company-1');
    const token = await company.auth.currentUser!.getIdToken();
    const email = people.emailOf('company-1');
    const response = await fetch(SUBSCRIBE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, segment: 'homeowners' }),
    });
    expect(response.status).toBe(200);
    expect((await subscriberRef(email).get()).data()).toMatchObject({
      segment: 'companies',
      uid: 'company-1',
    });
  });
});

describe('unsubscribe and suppression', () => {
  it('one-click unsubscribes (RFC 8058), suppresses the address, and a new subscription needs a fresh opt-in', async () => {
    const email = uniqueEmail('leaving');
    await confirmedSubscriber(email, 'homeowners');
    const admin = await people.signedIn('admin-1');
    await admin.call('sendNewsletterIssue', {
      subject: 'Spring',
      body: 'Hello',
      audience: 'homeowners',
      expectedRecipients: 1,
    });
    await eventually(async () => ((await mailTo(email)).length ? true : undefined), 'the issue');
    const [mail] = await mailTo(email);
    const headers = (mail!.message as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = headers['List-Unsubscribe']!.slice(1, -1);
    const direct = `${API_URL}/api/newsletter/unsubscribe${link.slice(link.indexOf('?'))}`;

    const page = await fetch(direct);
    expect(await page.text()).toContain('Unsubscribe from the Fixwell newsletter');
    expect((await subscriberRef(email).get()).exists).toBe(true);

    const oneClick = await fetch(direct, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await subscriberRef(email).get()).exists).toBe(false);
    expect((await suppressionRef(email).get()).data()).toMatchObject({
      reason: 'unsubscribed',
      source: 'newsletter',
    });
    // Again: nothing changes, and it still says so.
    expect((await fetch(direct, { method: 'POST' })).status).toBe(200);

    // Subscribing again sends a confirmation; only confirming lifts the suppression.
    await subscribe({ email, segment: 'homeowners' });
    expect((await suppressionRef(email).get()).exists).toBe(true);
    const confirm = await linkIn(email, 'newsletter-confirmation', '/newsletter/confirm');
    await fetch(confirm, { method: 'POST' });
    expect((await subscriberRef(email).get()).get('status')).toBe('confirmed');
    expect((await suppressionRef(email).get()).exists).toBe(false);
  });

  it('sends nothing to an address an admin suppressed, with the same answer', async () => {
    const email = uniqueEmail('blocked');
    await confirmedSubscriber(email, 'companies');
    const admin = await people.signedIn('admin-1');
    expect(
      await admin.call('suppressNewsletterAddress', { email, reason: 'Asked by phone' }),
    ).toEqual({ suppressed: true });
    expect((await subscriberRef(email).get()).exists).toBe(false);
    expect((await suppressionRef(email).get()).get('reason')).toBe('added-by-admin');
    expect((await subscribe({ email, segment: 'companies' })).status).toBe(200);
    expect(await mailTo(email)).toEqual([]);
    const audit = await adminDb()
      .collection(COLLECTIONS.adminAudit)
      .where('action', '==', NEWSLETTER_AUDIT_ACTIONS.suppress)
      .get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        reason: 'Asked by phone',
        actor: { uid: 'admin-1', email: people.emailOf('admin-1') },
      }),
    ]);
  });
});

describe('sending an issue', () => {
  it('queues a segment in batches, leaves suppressed addresses out and counts sent and failed', async () => {
    const count = NEWSLETTER_BATCH_SIZE + 1;
    const writer = adminDb().bulkWriter();
    const homeowners = Array.from({ length: count }, (_, i) =>
      i === 0 ? `bounce-${i}@example.invalid` : `home-${i}@example.co.uk`,
    );
    for (const email of homeowners)
      void writer.set(subscriberRef(email), confirmedData(email, 'homeowners'));
    await writer.close();
    await confirmedSubscriber('pro@example.co.uk', 'companies');
    await subscriberRef('pending@example.co.uk').set({
      email: 'pending@example.co.uk',
      segment: 'homeowners',
      status: 'pending',
    });
    await suppressionRef('home-1@example.co.uk').set({
      reason: 'bounced',
      source: 'outreach',
      createdAt: Timestamp.now(),
    });

    const admin = await people.signedIn('admin-1');
    expect(await admin.call('countNewsletterRecipients', { audience: 'homeowners' })).toEqual({
      recipients: count,
    });
    const changed = await callFailure(
      admin.call('sendNewsletterIssue', {
        subject: 'News',
        body: 'Hi',
        audience: 'homeowners',
        expectedRecipients: 3,
      }),
    );
    expect(changed).toMatchObject({
      code: 'functions/failed-precondition',
      message: NEWSLETTER_MESSAGES.recipientsChanged,
    });

    const { issueId } = await admin.call<{ issueId: string }>('sendNewsletterIssue', {
      subject: 'Winter tips',
      body: '## Bleed your radiators',
      audience: 'homeowners',
      expectedRecipients: count,
    });
    const issue = adminDb().collection(COLLECTIONS.newsletterIssues).doc(issueId);
    const done = await eventually(
      async () => {
        const data = (await issue.get()).data();
        const counts = data?.counts as { sent: number; failed: number } | undefined;
        return data?.status === 'sent' && counts && counts.sent + counts.failed === count - 1
          ? data
          : undefined;
      },
      'the issue to be queued and delivered',
      120_000,
    );
    expect(done).toMatchObject({
      audience: 'homeowners',
      recipients: count,
      counts: { queued: count - 1, suppressed: 1, sent: count - 2, failed: 1 },
    });
    const batches = await issue.collection(COLLECTIONS.newsletterBatches).get();
    expect(batches.size).toBe(2);
    expect(await mailTo('pro@example.co.uk')).toEqual([]);
    expect(await mailTo('pending@example.co.uk')).toEqual([]);
    expect(await mailTo('home-1@example.co.uk')).toEqual([]);
    const [mail] = await mailTo('home-2@example.co.uk');
    expect(mail).toMatchObject({
      kind: 'newsletter',
      issueId,
      delivery: { state: 'SUCCESS', attempts: 1 },
    });
    const [bounced] = await mailTo(homeowners[0]!);
    expect(bounced).toMatchObject({ delivery: { state: 'ERROR' } });
  }, 180_000);

  it('sends a test to the admin alone, audited', async () => {
    const admin = await people.signedIn('admin-1');
    const to = people.emailOf('admin-1');
    expect(
      await admin.call('sendNewsletterTest', { subject: 'Draft', body: 'Hello **all**' }),
    ).toEqual({ to });
    const [mail, ...more] = await mailTo(to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'newsletter-test', message: { subject: '[Test] Draft' } });
    expect(String((mail!.message as { html: string }).html)).toContain('<strong>all</strong>');
    const audit = await adminDb()
      .collection(COLLECTIONS.adminAudit)
      .where('action', '==', NEWSLETTER_AUDIT_ACTIONS.test)
      .get();
    expect(audit.size).toBe(1);
  });

  it('asks for a recent sign-in: refused 10 minutes after it, sending nothing; sent within 5', async () => {
    await confirmedSubscriber('fresh@example.co.uk', 'homeowners');
    const admin = await people.signedIn('admin-1');
    const issue = { subject: 'S', body: 'B', audience: 'homeowners', expectedRecipients: 1 };
    const stale = await callSignedInAgo(admin, 600, 'sendNewsletterIssue', issue);
    expectSignInAgain(stale);
    expect((await adminDb().collection(COLLECTIONS.newsletterIssues).get()).size).toBe(0);

    // Signed in 4 minutes ago is recent enough.
    const fresh = await callSignedInAgo(admin, 240, 'sendNewsletterIssue', issue);
    expect(fresh.status).toBe(200);
    expect((await adminDb().collection(COLLECTIONS.newsletterIssues).get()).size).toBe(1);
  });

  it('refuses to send to nobody', async () => {
    const admin = await people.signedIn('admin-1');
    expect(
      await callFailure(
        admin.call('sendNewsletterIssue', {
          subject: 'S',
          body: 'B',
          audience: 'all',
          expectedRecipients: 0,
        }),
      ),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: NEWSLETTER_MESSAGES.noRecipients,
    });
  });
});

describe('admin overview and removal', () => {
  it('counts subscribers by segment and status and the suppression list', async () => {
    await confirmedSubscriber('a@example.co.uk', 'homeowners');
    await confirmedSubscriber('b@example.co.uk', 'companies');
    await subscribe({ email: 'c@example.co.uk', segment: 'companies' });
    await suppressionRef('d@example.co.uk').set({
      reason: 'bounced',
      source: 'outreach',
      createdAt: Timestamp.now(),
    });
    const admin = await people.signedIn('admin-1');
    expect(await admin.call('getNewsletterOverview')).toEqual({
      subscribers: {
        homeowners: { pending: 0, confirmed: 1 },
        companies: { pending: 1, confirmed: 1 },
      },
      suppressed: 1,
    });
  });

  it('removes a subscriber with a reason, audited; a second removal is not-found', async () => {
    await confirmedSubscriber('gone@example.co.uk', 'homeowners');
    const admin = await people.signedIn('admin-1');
    const id = subscriberId('gone@example.co.uk');
    expect(
      await admin.call('removeNewsletterSubscriber', { subscriberId: id, reason: 'Duplicate' }),
    ).toEqual({ removed: true });
    expect((await subscriberRef('gone@example.co.uk').get()).exists).toBe(false);
    expect(
      await callFailure(
        admin.call('removeNewsletterSubscriber', { subscriberId: id, reason: 'Again' }),
      ),
    ).toMatchObject({
      code: 'functions/not-found',
      message: NEWSLETTER_MESSAGES.subscriberNotFound,
    });
    expect(
      await callFailure(
        admin.call('removeNewsletterSubscriber', { subscriberId: id, reason: ' ' }),
      ),
    ).toMatchObject({ code: 'functions/invalid-argument', message: NEWSLETTER_MESSAGES.reason });
  });

  it('refuses everyone but an active admin', async () => {
    for (const uid of ['customer-1', 'company-1', 'former-admin']) {
      const client = await people.signedIn(uid);
      for (const [name, input] of [
        ['getNewsletterOverview', undefined],
        ['sendNewsletterTest', { subject: 'S', body: 'B' }],
        [
          'sendNewsletterIssue',
          { subject: 'S', body: 'B', audience: 'all', expectedRecipients: 0 },
        ],
        ['suppressNewsletterAddress', { email: 'x@example.co.uk', reason: 'r' }],
      ] as const)
        expect(await callFailure(client.call(name, input))).toMatchObject({
          code: 'functions/permission-denied',
          message: NEWSLETTER_MESSAGES.notAdmin,
        });
    }
    expect(await callFailure(people.visitor().call('getNewsletterOverview'))).toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});
