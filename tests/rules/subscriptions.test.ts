import { COLLECTIONS } from '@fixwell/common/collections';
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE } from './support/fixtures';
import { dbAs, seed, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const subscriptions = operationsOn(COLLECTIONS.subscriptions);
const nextMonth = Timestamp.fromDate(new Date(Date.now() + 30 * 24 * 3600 * 1000));

useRulesEnvironment({
  seedEach: async (db) => {
    await subscriptions.set(db, company.uid, {
      status: 'active',
      planId: 'pro',
      currentPeriodEnd: nextMonth,
      updatedAt: serverTimestamp(),
    });
    await subscriptions.set(db, otherCompany.uid, {
      status: 'none',
      planId: null,
      currentPeriodEnd: null,
      updatedAt: serverTimestamp(),
    });
    await subscriptions.set(db, deactivatedCompany.uid, { status: 'canceled', planId: 'pro' });
  },
});

describe('subscriptions/{companyId}', () => {
  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(subscriptions.get(db(), company.uid));
      await toDeny(subscriptions.list(db()));
    });
    it('create, update, delete: denied', async () => {
      await toDeny(subscriptions.set(db(), 'someone', { status: 'active' }));
      await toDeny(subscriptions.update(db(), company.uid, { status: 'canceled' }));
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });

  describe('subscribed company', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own subscription', async () => {
      await toAllow(subscriptions.get(db(), company.uid));
    });
    it('update: denied when extending its period or changing its plan', async () => {
      const nextYear = Timestamp.fromDate(new Date(Date.now() + 365 * 24 * 3600 * 1000));
      await toDeny(subscriptions.update(db(), company.uid, { currentPeriodEnd: nextYear }));
      await toDeny(subscriptions.update(db(), company.uid, { planId: 'business' }));
    });
    it('delete: denied', async () => {
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });

  describe('owning company (not subscribed)', () => {
    const db = () => dbAs.otherCompany();

    it('get: allowed on its own subscription', async () => {
      await toAllow(subscriptions.get(db(), otherCompany.uid));
    });
    it("get: denied on another company's subscription", async () => {
      await toDeny(subscriptions.get(db(), company.uid));
    });
    it('list: denied', async () => {
      await toDeny(subscriptions.list(db()));
    });
    it('update: denied when activating itself', async () => {
      await toDeny(
        subscriptions.update(db(), otherCompany.uid, {
          status: 'active',
          planId: 'pro',
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(subscriptions.update(db(), otherCompany.uid, { currentPeriodEnd: nextMonth }));
    });
    it('create: denied, even for itself', async () => {
      await seed((admin) => subscriptions.delete(admin, otherCompany.uid));
      await toDeny(
        subscriptions.set(db(), otherCompany.uid, { status: 'trialing', planId: 'pro' }),
      );
    });
    it('delete: denied', async () => {
      await toDeny(subscriptions.delete(db(), otherCompany.uid));
    });
  });

  describe('deactivated company', () => {
    it('get: allowed on its own subscription, writes denied', async () => {
      const db = dbAs.deactivatedCompany();
      await toAllow(subscriptions.get(db, deactivatedCompany.uid));
      await toDeny(subscriptions.update(db, deactivatedCompany.uid, { status: 'active' }));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it("get: denied on a company's subscription", async () => {
      await toDeny(subscriptions.get(db(), company.uid));
    });
    it('create: denied for its own uid', async () => {
      await toDeny(subscriptions.set(db(), customer.uid, { status: 'active', planId: 'pro' }));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed', async () => {
      await toAllow(subscriptions.get(db(), company.uid));
      await toAllow(subscriptions.list(db()));
    });
    it('create, update, delete: denied (billing state is written by functions only)', async () => {
      await toDeny(subscriptions.set(db(), 'new-co', { status: 'active', planId: 'pro' }));
      await toDeny(subscriptions.update(db(), otherCompany.uid, { status: 'active' }));
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });
});
