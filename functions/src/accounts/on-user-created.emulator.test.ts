import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminDb, clearEmulators, closeAdmin, eventually } from '../testing/emulators';

beforeEach(clearEmulators);
afterAll(closeAdmin);

function profile(uid: string, role: string, extra: Record<string, unknown> = {}) {
  return {
    id: uid,
    email: `${uid}@example.co.uk`,
    displayName: uid,
    role,
    emailVerified: false,
    active: true,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...extra,
  };
}

const companySignUp = {
  businessName: 'Hartley Electrical Ltd',
  mainTrade: 'electrician',
  basePostcode: 'ls6 2ab',
};

async function documentData(path: string) {
  const snapshot = await adminDb().doc(path).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

describe('onUserCreated', () => {
  it('gives a new company a hidden company profile and no subscription', async () => {
    await adminDb()
      .doc(`${COLLECTIONS.users}/hartley`)
      .set(profile('hartley', 'company', companySignUp));

    const company = await eventually(() => documentData('companies/hartley'), 'the company');
    expect(company).toMatchObject({
      ownerId: 'hartley',
      businessName: 'Hartley Electrical Ltd',
      slug: 'hartley-electrical-ltd-ls6',
      mainTrade: 'electrician',
      trades: ['electrician'],
      baseDistrict: 'LS6',
      town: 'Leeds',
      public: false,
    });
    // Anyone may read a published company: the full postcode (perhaps a sole trader's home)
    // lives in the private document only the owner and admins read.
    expect(company).not.toHaveProperty('basePostcode');
    expect(JSON.stringify(company)).not.toContain('6 2AB');
    expect(await documentData('companyPrivate/hartley')).toMatchObject({
      ownerId: 'hartley',
      basePostcode: 'LS6 2AB',
      leadEmail: null,
    });
    expect(company?.createdAt).toBeInstanceOf(Timestamp);
    expect(company?.updatedAt).toBeInstanceOf(Timestamp);
    // Only the Stripe webhook writes subscriptions: no document means no subscription.
    expect(await documentData('subscriptions/hartley')).toBeUndefined();
    // Matching finds the company through its lookup documents, written with it.
    expect(await documentData('coverageIndex/electrician|LS')).toEqual({ companyIds: ['hartley'] });
    expect(await documentData('companySlugs/hartley-electrical-ltd-ls6')).toEqual({
      companyId: 'hartley',
    });
  });

  it('keeps slugs unique when two companies share a name and district', async () => {
    await adminDb()
      .doc(`${COLLECTIONS.users}/first`)
      .set(profile('first', 'company', companySignUp));
    await eventually(() => documentData('companies/first'), 'the first company');
    await adminDb()
      .doc(`${COLLECTIONS.users}/second`)
      .set(profile('second', 'company', { ...companySignUp, basePostcode: 'LS6 3QW' }));

    const second = await eventually(() => documentData('companies/second'), 'the second company');
    expect(second?.slug).toBe('hartley-electrical-ltd-ls6-2');
  });

  it('leaves documents that already exist untouched (seeded data, retried events)', async () => {
    const seeded = {
      ownerId: 'brightwater',
      slug: 'brightwater-plumbing-heating-leeds',
      public: true,
      businessName: 'Brightwater',
    };
    await adminDb().doc(`${COLLECTIONS.companies}/brightwater`).set(seeded);
    await adminDb()
      .doc(`${COLLECTIONS.users}/brightwater`)
      .set(profile('brightwater', 'company', { ...companySignUp, businessName: 'Brightwater' }));

    // The trigger has run once the company's lookup documents would exist; give it time, then
    // check the seeded company is as it was.
    await eventually(
      async () => ((await documentData('companies/brightwater')) ? true : undefined),
      'the company',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await documentData('companies/brightwater')).toEqual(seeded);
  });

  it('creates nothing for a customer', async () => {
    await adminDb().doc(`${COLLECTIONS.users}/sarah`).set(profile('sarah', 'customer'));
    // A company created afterwards proves the trigger has run for both documents.
    await adminDb()
      .doc(`${COLLECTIONS.users}/marker`)
      .set(profile('marker', 'company', companySignUp));
    await eventually(() => documentData('companies/marker'), 'the marker company');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await documentData('companies/sarah')).toBeUndefined();
    expect(await documentData('subscriptions/sarah')).toBeUndefined();
  });
});
