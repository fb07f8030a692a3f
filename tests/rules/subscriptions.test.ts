import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import {
  anonymous,
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

useRulesEnvironment();

const { owner: customer, company, otherCompany, admin, deactivatedCompany } = PEOPLE;

const subscriptionRef = (db: Firestore, uid: string) => doc(db, 'subscriptions', uid);
const nextMonth = Timestamp.fromDate(new Date(Date.now() + 30 * 24 * 3600 * 1000));

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    await setDoc(subscriptionRef(db, company.uid), {
      status: 'active',
      planId: 'pro',
      currentPeriodEnd: nextMonth,
      updatedAt: serverTimestamp(),
    });
    await setDoc(subscriptionRef(db, otherCompany.uid), {
      status: 'none',
      planId: null,
      currentPeriodEnd: null,
      updatedAt: serverTimestamp(),
    });
    await setDoc(subscriptionRef(db, deactivatedCompany.uid), {
      status: 'canceled',
      planId: 'pro',
    });
  });
});

describe('subscriptions/{companyId}', () => {
  describe('anonymous visitor', () => {
    it('get and list: denied', async () => {
      await toDeny(getDoc(subscriptionRef(anonymous(), company.uid)));
      await toDeny(getDocs(collection(anonymous(), 'subscriptions')));
    });
    it('create, update, delete: denied', async () => {
      await toDeny(setDoc(subscriptionRef(anonymous(), 'someone'), { status: 'active' }));
      await toDeny(updateDoc(subscriptionRef(anonymous(), company.uid), { status: 'canceled' }));
      await toDeny(deleteDoc(subscriptionRef(anonymous(), company.uid)));
    });
  });

  describe('owning company', () => {
    const db = () => signedInAs(otherCompany);

    it('get: allowed on its own subscription', async () => {
      await toAllow(getDoc(subscriptionRef(db(), otherCompany.uid)));
    });
    it("get: denied on another company's subscription", async () => {
      await toDeny(getDoc(subscriptionRef(db(), company.uid)));
    });
    it('list: denied', async () => {
      await toDeny(getDocs(collection(db(), 'subscriptions')));
    });
    it('update: denied when activating itself', async () => {
      await toDeny(
        updateDoc(subscriptionRef(db(), otherCompany.uid), {
          status: 'active',
          planId: 'pro',
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(
        updateDoc(subscriptionRef(db(), otherCompany.uid), { currentPeriodEnd: nextMonth }),
      );
    });
    it('create: denied, even for itself', async () => {
      await seed((admin) => deleteDoc(subscriptionRef(admin, otherCompany.uid)));
      await toDeny(
        setDoc(subscriptionRef(db(), otherCompany.uid), { status: 'trialing', planId: 'pro' }),
      );
    });
    it('delete: denied', async () => {
      await toDeny(deleteDoc(subscriptionRef(db(), otherCompany.uid)));
    });
  });

  describe('deactivated company', () => {
    it('get: allowed on its own subscription, writes denied', async () => {
      const db = signedInAs(deactivatedCompany);
      await toAllow(getDoc(subscriptionRef(db, deactivatedCompany.uid)));
      await toDeny(updateDoc(subscriptionRef(db, deactivatedCompany.uid), { status: 'active' }));
    });
  });

  describe('customer', () => {
    const db = () => signedInAs(customer);

    it("get: denied on a company's subscription", async () => {
      await toDeny(getDoc(subscriptionRef(db(), company.uid)));
    });
    it('create: denied for its own uid', async () => {
      await toDeny(
        setDoc(subscriptionRef(db(), customer.uid), { status: 'active', planId: 'pro' }),
      );
    });
  });

  describe('admin', () => {
    const db = () => signedInAs(admin);

    it('get and list: allowed', async () => {
      await toAllow(getDoc(subscriptionRef(db(), company.uid)));
      await toAllow(getDocs(collection(db(), 'subscriptions')));
    });
    it('create, update, delete: denied (billing state is written by functions only)', async () => {
      await toDeny(setDoc(subscriptionRef(db(), 'new-co'), { status: 'active', planId: 'pro' }));
      await toDeny(updateDoc(subscriptionRef(db(), otherCompany.uid), { status: 'active' }));
      await toDeny(deleteDoc(subscriptionRef(db(), company.uid)));
    });
  });
});
