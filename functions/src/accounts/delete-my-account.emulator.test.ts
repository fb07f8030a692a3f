import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminDb,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  eventually,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;

describe('deleteMyAccount', () => {
  it("deletes a company's profile, company, subscription and Auth user", async () => {
    const email = uniqueEmail('leaving');
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Leaving-now-1');
    await setDoc(doc(client.firestore, COLLECTIONS.users, user.uid), {
      id: user.uid,
      email,
      displayName: 'leaving',
      role: 'company',
      emailVerified: false,
      active: true,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      businessName: 'Leaving Joinery',
      mainTrade: 'carpenter',
      basePostcode: 'BS1 5TR',
    });
    await eventually(
      async () => ((await exists(`companies/${user.uid}`)) ? true : undefined),
      'the company documents',
    );
    // The webhook would have written a subscription had the company subscribed.
    await adminDb()
      .doc(`${COLLECTIONS.subscriptions}/${user.uid}`)
      .set({ status: 'canceled', planId: 'starter' });
    expect(
      (await adminDb().doc(`${COLLECTIONS.coverageIndex}/carpenter|BS`).get()).get('companyIds'),
    ).toContain(user.uid);

    expect(await client.call('deleteMyAccount')).toEqual({ deleted: true });

    expect(await exists(`users/${user.uid}`)).toBe(false);
    expect(await exists(`companies/${user.uid}`)).toBe(false);
    expect(await exists(`subscriptions/${user.uid}`)).toBe(false);
    // Matching stops finding the company: it leaves its area's candidates and its slug.
    const candidates = await adminDb().doc(`${COLLECTIONS.coverageIndex}/carpenter|BS`).get();
    expect(candidates.get('companyIds')).not.toContain(user.uid);
    const slugs = await adminDb()
      .collection(COLLECTIONS.companySlugs)
      .where('companyId', '==', user.uid)
      .get();
    expect(slugs.empty).toBe(true);
    expect(await errorCodeOf(adminAuth().getUser(user.uid))).toBe('auth/user-not-found');
    expect(
      await errorCodeOf(signInWithEmailAndPassword(client.auth, email, 'Leaving-now-1')),
    ).toMatch(/auth\/(user-not-found|invalid-credential)/);
  });

  it('deletes a customer whose profile is already gone', async () => {
    const { user } = await createUserWithEmailAndPassword(
      client.auth,
      uniqueEmail('half'),
      'Half-gone-1',
    );
    expect(await client.call('deleteMyAccount')).toEqual({ deleted: true });
    expect(await errorCodeOf(adminAuth().getUser(user.uid))).toBe('auth/user-not-found');
  });

  it('refuses an admin, leaving everything in place', async () => {
    const email = uniqueEmail('admin');
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Admin-pass-1');
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc(user.uid)
      .set({ id: user.uid, email, role: 'admin', active: true });

    expect(await errorCodeOf(client.call('deleteMyAccount'))).toBe('functions/failed-precondition');
    expect(await exists(`users/${user.uid}`)).toBe(true);
    expect((await adminAuth().getUser(user.uid)).uid).toBe(user.uid);
  });
});
