import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminDb,
  callFailure,
  callSignedInAgo,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  eventually,
  mailTo,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { seedUser } from '../testing/user-fixtures';
import { backfillSearchKeys } from './backfill-search-keys';
import { COMPANY_PASSWORD } from '../testing/quote-fixtures';

let clients: WebClient[] = [];
const emails: Record<string, string> = {};
const db = () => adminDb();

beforeEach(async () => {
  await clearEmulators();
  clients = [];
  for (const [uid, role] of [
    ['root', 'admin'],
    ['second', 'admin'],
    ['alice', 'customer'],
    ['acme', 'company'],
  ] as const)
    emails[uid] = await seedUser(uid, role);
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
});
afterAll(closeAdmin);

async function signedIn(uid: string): Promise<WebClient> {
  const client = webClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, emails[uid]!, COMPANY_PASSWORD);
  return client;
}
const profileOf = async (uid: string) =>
  (await db().collection(COLLECTIONS.users).doc(uid).get()).data();
async function auditOf(uid: string) {
  const entries = await db()
    .collection(COLLECTIONS.adminAudit)
    .where('target', '==', `${COLLECTIONS.users}/${uid}`)
    .get();
  return entries.docs.map((entry) => entry.data());
}
const reason = 'Reported for abusive messages';

async function publishedCompany(uid: string) {
  await db()
    .collection(COLLECTIONS.companies)
    .doc(uid)
    .set({ ownerId: uid, businessName: 'Acme Plumbing', slug: 'acme-leeds', public: true });
}

describe('setUserActive', () => {
  it('deactivates an account at once: profile, Auth disabled, sessions revoked, audited, told', async () => {
    const alice = await signedIn('alice');
    const aliceToken = await alice.auth.currentUser!.getIdToken();
    const root = await signedIn('root');
    const before = Math.floor(Date.now() / 1000) * 1000;

    await expect(
      root.call('setUserActive', { uid: 'alice', active: false, reason }),
    ).resolves.toEqual({
      active: false,
    });

    expect(await profileOf('alice')).toMatchObject({ active: false });
    const record = await adminAuth().getUser('alice');
    expect(record.disabled).toBe(true);
    expect(Date.parse(record.tokensValidAfterTime!)).toBeGreaterThanOrEqual(before);
    // Her open session's token no longer passes a revocation check, nor do the rules let her read.
    await expect(adminAuth().verifyIdToken(aliceToken, true)).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(id-token-revoked|user-disabled)/) as unknown,
    });
    expect(
      await errorCodeOf(
        getDocs(
          query(
            collection(alice.firestore, COLLECTIONS.quotes),
            where('customerId', '==', 'alice'),
          ),
        ),
      ),
    ).toBe('permission-denied');
    // Nor can she sign in again.
    const again = webClient();
    clients.push(again);
    expect(
      await errorCodeOf(signInWithEmailAndPassword(again.auth, emails.alice!, COMPANY_PASSWORD)),
    ).toBe('auth/user-disabled');

    const [entry] = await auditOf('alice');
    expect(entry).toMatchObject({
      action: 'user.deactivate',
      actor: { uid: 'root', email: emails.root },
      before: { active: true },
      after: { active: false },
      reason,
    });
    const [mail] = await mailTo(emails.alice!);
    expect(mail).toMatchObject({ kind: 'account-status' });
    expect((mail?.message as { subject: string }).subject).toBe(
      'Your Fixwell account has been deactivated',
    );
  });

  it('reactivates: profile and Auth enabled, audited, and the person can sign in again', async () => {
    const root = await signedIn('root');
    await root.call('setUserActive', { uid: 'alice', active: false, reason });
    await root.call('setUserActive', {
      uid: 'alice',
      active: true,
      reason: 'Apologised; reinstated',
    });

    expect(await profileOf('alice')).toMatchObject({ active: true });
    expect((await adminAuth().getUser('alice')).disabled).toBe(false);
    await expect(signedIn('alice')).resolves.toBeDefined();
    const actions = (await auditOf('alice')).map((entry) => entry.action).sort();
    expect(actions).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it('hides a company with its account and shows it again on reactivation', async () => {
    await publishedCompany('acme');
    const root = await signedIn('root');
    await root.call('setUserActive', { uid: 'acme', active: false, reason });
    const company = async () =>
      (await db().collection(COLLECTIONS.companies).doc('acme').get()).data();
    expect(await company()).toMatchObject({ suspended: true, public: false });
    await root.call('setUserActive', { uid: 'acme', active: true, reason: 'Checked and cleared' });
    expect(await company()).toMatchObject({ suspended: false, public: true });
    const hidden = (await db().collection(COLLECTIONS.companyPrivate).doc('acme').get()).data();
    expect(hidden?.suspendedWithAccount).toBeUndefined();
  });

  it('is refused to customers, companies and deactivated admins; nothing changes', async () => {
    await db().collection(COLLECTIONS.users).doc('second').update({ active: false });
    for (const uid of ['alice', 'acme', 'second']) {
      const caller = await signedIn(uid);
      const failure = await callFailure(
        caller.call('setUserActive', { uid: 'root', active: false, reason }),
      );
      expect(failure).toMatchObject({
        code: 'functions/permission-denied',
        message: ADMIN_USER_MESSAGES.adminsOnly,
      });
    }
    expect(await profileOf('root')).toMatchObject({ active: true });
    expect((await adminAuth().getUser('root')).disabled).toBe(false);
    expect(await auditOf('root')).toEqual([]);
  });

  it('refuses the caller’s own account and a missing reason, with their messages', async () => {
    const root = await signedIn('root');
    expect(
      await callFailure(root.call('setUserActive', { uid: 'root', active: false, reason })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: ADMIN_USER_MESSAGES.notYourself,
    });
    expect(
      await callFailure(root.call('setUserActive', { uid: 'alice', active: false, reason: ' ' })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: ADMIN_USER_MESSAGES.reasonRequired,
      details: { fields: { reason: ADMIN_USER_MESSAGES.reasonRequired } },
    });
    expect(await profileOf('alice')).toMatchObject({ active: true });
  });

  it('asks for a recent sign-in', async () => {
    const root = await signedIn('root');
    const answer = await callSignedInAgo(root, 600, 'setUserActive', {
      uid: 'alice',
      active: false,
      reason,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: ADMIN_USER_MESSAGES.signInAgain,
    });
    expect(await profileOf('alice')).toMatchObject({ active: true });
  });
});

describe('setUserRole', () => {
  it('changes another account’s role, audited and told', async () => {
    const root = await signedIn('root');
    await expect(
      root.call('setUserRole', { uid: 'alice', role: 'admin', reason }),
    ).resolves.toEqual({ role: 'admin' });
    expect(await profileOf('alice')).toMatchObject({ role: 'admin' });
    const [entry] = await auditOf('alice');
    expect(entry).toMatchObject({
      action: 'user.role',
      before: { role: 'customer' },
      after: { role: 'admin' },
      reason,
    });
    expect((await mailTo(emails.alice!)).map((mail) => mail.kind)).toEqual(['account-status']);
  });

  it('never changes the caller’s own role', async () => {
    const root = await signedIn('root');
    expect(
      await callFailure(root.call('setUserRole', { uid: 'root', role: 'customer', reason })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: ADMIN_USER_MESSAGES.notYourself,
    });
    expect(await profileOf('root')).toMatchObject({ role: 'admin' });
  });

  it('is refused to customers, companies and deactivated admins', async () => {
    await db().collection(COLLECTIONS.users).doc('second').update({ active: false });
    for (const uid of ['alice', 'acme', 'second']) {
      const caller = await signedIn(uid);
      expect(
        (await callFailure(caller.call('setUserRole', { uid: uid, role: 'admin', reason }))).code,
      ).toBe('functions/permission-denied');
    }
    expect(await profileOf('alice')).toMatchObject({ role: 'customer' });
    expect(await profileOf('second')).toMatchObject({ role: 'admin', active: false });
  });

  it('never removes the last active admin, even when two admins demote each other at once', async () => {
    const [root, second] = await Promise.all([signedIn('root'), signedIn('second')]);
    const results = await Promise.allSettled([
      root.call('setUserRole', { uid: 'second', role: 'customer', reason }),
      second.call('setUserRole', { uid: 'root', role: 'customer', reason }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused?.reason as { code?: string }).code).toMatch(
      /functions\/(permission-denied|failed-precondition)/,
    );
    const admins = await db()
      .collection(COLLECTIONS.users)
      .where('role', '==', 'admin')
      .where('active', '==', true)
      .get();
    expect(admins.size).toBe(1);
  });

  it('keeps a company with leads a company', async () => {
    await publishedCompany('acme');
    await db()
      .collection(COLLECTIONS.leads)
      .doc('q1_acme')
      .set({ companyId: 'acme', status: 'new' });
    const root = await signedIn('root');
    expect(
      await callFailure(root.call('setUserRole', { uid: 'acme', role: 'customer', reason })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: ADMIN_USER_MESSAGES.companyHasLeads,
    });
    expect(await profileOf('acme')).toMatchObject({ role: 'company' });
  });

  it('hides the profile of a company without leads that becomes a customer, and restores it', async () => {
    await publishedCompany('acme');
    const root = await signedIn('root');
    await root.call('setUserRole', { uid: 'acme', role: 'customer', reason });
    const company = async () =>
      (await db().collection(COLLECTIONS.companies).doc('acme').get()).data();
    expect(await company()).toMatchObject({ suspended: true, public: false });
    await root.call('setUserRole', { uid: 'acme', role: 'company', reason: 'Back to trading' });
    expect(await company()).toMatchObject({ suspended: false, public: true });
    expect(
      await callFailure(root.call('setUserRole', { uid: 'alice', role: 'company', reason })),
    ).toMatchObject({ message: ADMIN_USER_MESSAGES.noCompanyProfile });
  });
});

describe('getUserActivity', () => {
  it('answers Auth’s sign-in times and the counts, to admins only', async () => {
    await db()
      .collection(COLLECTIONS.quotes)
      .doc('q1')
      .set({ customerId: 'alice', createdAt: new Date() });
    await signedIn('alice');
    const root = await signedIn('root');
    const activity = await root.call<Record<string, unknown>>('getUserActivity', { uid: 'alice' });
    expect(activity).toMatchObject({
      authDisabled: false,
      counts: { quotes: 1, quotesLast30Days: 1, leads: 0, leadsLast30Days: 0, documents: 0 },
    });
    expect(typeof activity.lastSignInAt).toBe('string');
    const alice = await signedIn('alice');
    expect((await callFailure(alice.call('getUserActivity', { uid: 'alice' }))).code).toBe(
      'functions/permission-denied',
    );
  });
});

describe('onUserProfileWritten', () => {
  it('keeps the search keys in step with the name and email', async () => {
    const keysOf = async () => {
      const keys = (await profileOf('alice'))?.searchKeys as string[] | undefined;
      return keys?.includes('priya') ? keys : undefined;
    };
    await db().collection(COLLECTIONS.users).doc('alice').update({ displayName: 'Priya Shah' });
    const keys = await eventually(keysOf, 'search keys');
    expect(keys).toEqual(expect.arrayContaining(['pri', 'sha', 'priya shah', 'alice']));
  });
});

describe('onCompanyProfileWritten', () => {
  it('lets an admin find a company by any word of its name in any case, on its private document', async () => {
    await db().collection(COLLECTIONS.companyPrivate).doc('acme').set({ ownerId: 'acme' });
    await db()
      .collection(COLLECTIONS.companies)
      .doc('acme')
      .set({ businessName: 'Leeds Plumbing & Heating', public: false }, { merge: true });
    const admin = await signedIn('root');
    const found = () =>
      getDocs(
        query(
          collection(admin.firestore, COLLECTIONS.companyPrivate),
          where('searchKeys', 'array-contains', 'plumb'),
        ),
      ).then((snapshot) => (snapshot.size > 0 ? snapshot.docs.map((d) => d.id) : undefined));
    expect(await eventually(found, 'company search keys')).toEqual(['acme']);
    // The public document carries none, so the directory reads stay small; and a company whose
    // private document is not made yet gets none (provisioning must be the one to create it).
    await db().collection(COLLECTIONS.companies).doc('bare').set({ businessName: 'Bare Roofing' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await db().collection(COLLECTIONS.companyPrivate).doc('bare').get()).exists).toBe(
      false,
    );
    expect((await db().collection(COLLECTIONS.companies).doc('acme').get()).get('searchKeys')).toBe(
      undefined,
    );
  });

  it('fills in the keys of accounts made before the triggers, once (the backfill)', async () => {
    // A project of its own on the same emulator, where no trigger runs: as a production database
    // holds accounts from before the triggers existed.
    const app = initializeApp({ projectId: 'demo-backfill' }, `backfill-${Date.now()}`);
    const before = getFirestore(app);
    try {
      await before.collection(COLLECTIONS.users).doc('priya').set({ displayName: 'Priya Shah' });
      await before.collection(COLLECTIONS.companies).doc('hartley').set({
        businessName: 'Hartley Roofing',
      });
      await before
        .collection(COLLECTIONS.companyPrivate)
        .doc('hartley')
        .set({ ownerId: 'hartley' });
      // Not provisioned yet: left for provisioning to create.
      await before.collection(COLLECTIONS.companies).doc('bare').set({ businessName: 'Bare Ltd' });

      expect(await backfillSearchKeys(before)).toEqual({ users: 1, companies: 1 });
      expect(
        (await before.collection(COLLECTIONS.users).doc('priya').get()).get('searchKeys'),
      ).toEqual(expect.arrayContaining(['priya shah', 'sha']));
      expect(
        (await before.collection(COLLECTIONS.companyPrivate).doc('hartley').get()).get(
          'searchKeys',
        ),
      ).toEqual(expect.arrayContaining(['hartley roofing', 'roof']));
      expect((await before.collection(COLLECTIONS.companyPrivate).doc('bare').get()).exists).toBe(
        false,
      );
      // A second run finds nothing to change.
      expect(await backfillSearchKeys(before)).toEqual({ users: 0, companies: 0 });
    } finally {
      await Promise.all(
        ['users/priya', 'companies/hartley', 'companyPrivate/hartley', 'companies/bare'].map(
          (path) => before.doc(path).delete(),
        ),
      );
      await deleteApp(app);
    }
  });
});
