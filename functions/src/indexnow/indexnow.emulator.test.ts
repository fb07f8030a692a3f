import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { INDEXNOW_MESSAGES } from '@fixwell/common/admin/indexnow';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminDb, callFailure, clearEmulators, closeAdmin, eventually } from '../testing/emulators';
import { testPeople } from '../testing/user-fixtures';

// The IndexNow callables on the emulators, submitting to the local stand-in
// (scripts/indexnow-stand-in/server.mjs), which answers as the protocol says and records what it
// received.

const STAND_IN = 'http://127.0.0.1:12112';
/** APP_URL on the emulators (functions/.env.demo-fixwell). */
const ORIGIN = 'http://localhost:5173';
const people = testPeople();

type Received = { body: { host: string; key: string; keyLocation: string; urlList: string[] } };
const received = async () => (await (await fetch(`${STAND_IN}/received`)).json()) as Received[];
const history = async () =>
  (await adminDb().collection(COLLECTIONS.indexNowSubmissions).get()).docs.map((doc) => doc.data());

beforeEach(async () => {
  await clearEmulators();
  await fetch(`${STAND_IN}/received`, { method: 'DELETE' });
  await people.seed('admin-1', 'admin');
  await people.seed('former-admin', 'admin', { active: false });
  await people.seed('customer-1', 'customer');
  await people.seed('company-1', 'company');
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

describe('getIndexNowSettings', () => {
  it('gives an admin the key, made once, with its key file on the site and the endpoint', async () => {
    const admin = await people.signedIn('admin-1');
    const first = await admin.call<{ key: string; keyLocation: string; endpoint: string }>(
      'getIndexNowSettings',
    );
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.keyLocation).toBe(`${new URL(ORIGIN).origin}/${first.key}.txt`);
    expect(first.endpoint).toBe(`${STAND_IN}/indexnow`);
    expect((await admin.call<{ key: string }>('getIndexNowSettings')).key).toBe(first.key);
  });

  it('refuses everyone else', async () => {
    for (const uid of ['former-admin', 'customer-1', 'company-1']) {
      const client = await people.signedIn(uid);
      expect((await callFailure(client.call('getIndexNowSettings'))).code).toBe(
        'functions/permission-denied',
      );
    }
    expect((await callFailure(people.visitor().call('getIndexNowSettings'))).code).toBe(
      'functions/unauthenticated',
    );
  });
});

describe('submitIndexNowUrls', () => {
  it('sends this site’s URLs with the key, and records the answer and the admin', async () => {
    const admin = await people.signedIn('admin-1');
    const urls = [`${ORIGIN}/blog/a-new-post`, `${ORIGIN}/services/plumber/leeds`];
    const answer = await admin.call<{ submissionId: string; status: number; outcome: string }>(
      'submitIndexNowUrls',
      { urls },
    );
    expect(answer).toMatchObject({ status: 202, outcome: 'accepted' });
    const [sent] = await received();
    expect(sent!.body).toMatchObject({ host: new URL(ORIGIN).host, urlList: urls });
    expect(sent!.body.keyLocation).toBe(`${new URL(ORIGIN).origin}/${sent!.body.key}.txt`);

    const rows = await history();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      trigger: 'manual',
      source: null,
      requestedBy: { uid: 'admin-1', email: people.emailOf('admin-1') },
      urls,
      urlCount: 2,
      status: 202,
      outcome: 'accepted',
    });
    const audit = await adminDb()
      .collection(COLLECTIONS.adminAudit)
      .where('target', '==', `${COLLECTIONS.indexNowSubmissions}/${answer.submissionId}`)
      .get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'indexnow.submit',
        actor: expect.objectContaining({ uid: 'admin-1' }),
      }),
    ]);

    // Next time the key is known: 200.
    await admin.call('submitIndexNowUrls', { urls: [urls[0]] });
    expect((await history()).map((row) => row.status).sort()).toEqual([200, 202]);
  });

  it('records the endpoint’s refusal with its code (429 too many requests)', async () => {
    await fetch(`${STAND_IN}/control/next-status`, {
      method: 'POST',
      body: JSON.stringify({ status: 429 }),
    });
    const admin = await people.signedIn('admin-1');
    const answer = await admin.call('submitIndexNowUrls', { urls: [`${ORIGIN}/blog/x`] });
    expect(answer).toMatchObject({
      status: 429,
      outcome: 'rejected',
      message: 'Too many requests',
    });
    expect(await history()).toEqual([
      expect.objectContaining({ status: 429, outcome: 'rejected' }),
    ]);
  });

  it('refuses other sites’ addresses, an empty list and more than 10,000, sending nothing', async () => {
    const admin = await people.signedIn('admin-1');
    const other = await callFailure(
      admin.call('submitIndexNowUrls', { urls: [`${ORIGIN}/blog/x`, 'https://evil.test/x'] }),
    );
    expect(other.code).toBe('functions/invalid-argument');
    expect(other.message).toBe(
      INDEXNOW_MESSAGES.otherOrigin('https://evil.test/x', new URL(ORIGIN).origin),
    );
    expect((await callFailure(admin.call('submitIndexNowUrls', { urls: [] }))).code).toBe(
      'functions/invalid-argument',
    );
    const many = Array.from({ length: 10_001 }, (_, i) => `${ORIGIN}/p/${i}`);
    expect((await callFailure(admin.call('submitIndexNowUrls', { urls: many }))).code).toBe(
      'functions/invalid-argument',
    );
    expect(await received()).toEqual([]);
    expect(await history()).toEqual([]);
  });

  it('refuses anyone but an active admin', async () => {
    for (const uid of ['former-admin', 'customer-1', 'company-1']) {
      const client = await people.signedIn(uid);
      expect(
        (await callFailure(client.call('submitIndexNowUrls', { urls: [`${ORIGIN}/blog/x`] }))).code,
      ).toBe('functions/permission-denied');
    }
    expect(await received()).toEqual([]);
  });
});

describe('automatic submissions', () => {
  it('submit a company profile when it goes public, not when its rating changes', async () => {
    const ref = adminDb().collection(COLLECTIONS.companies).doc('company-9');
    await ref.set({ public: false, slug: 'acme-plumbing-leeds', rating: 4 });
    await ref.update({ public: true });
    const rows = await eventually(async () => {
      const found = await history();
      return found.length ? found : undefined;
    }, 'the company’s submission');
    expect(rows[0]).toMatchObject({
      trigger: 'company',
      source: 'companies/company-9',
      urls: [`${ORIGIN}/company/profile/acme-plumbing-leeds`],
    });
    await ref.update({ rating: 5 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await history()).toHaveLength(1);
  });

  it('submit an edited service’s pages in every town, and nothing for a draft article', async () => {
    await adminDb().collection(COLLECTIONS.locations).doc('leeds').set({ name: 'Leeds' });
    const service = adminDb().collection(COLLECTIONS.services).doc('locksmith');
    await service.set({ name: 'Locksmith', emergency: true });
    await adminDb()
      .collection(COLLECTIONS.articles)
      .doc('draft-post')
      .set({ section: 'blog', slug: 'draft-post', status: 'draft' });
    await service.update({ name: 'Locksmiths' });
    const rows = await eventually(async () => {
      const found = (await history()).filter((row) => row.trigger === 'service');
      return found.length ? found : undefined;
    }, 'the service’s submission');
    expect(rows[0]!.urls).toEqual([
      `${ORIGIN}/services/locksmith`,
      `${ORIGIN}/emergency/locksmith`,
      `${ORIGIN}/services/locksmith/leeds`,
    ]);
    expect((await history()).filter((row) => row.trigger === 'article')).toEqual([]);
  });
});
