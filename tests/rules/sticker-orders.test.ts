import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany, deactivatedCompany } = PEOPLE;
const orders = operationsOn(COLLECTIONS.stickerOrders);

/** An order as orderStickers writes it. */
const storedOrder = (companyId: string) => ({
  companyId,
  companyName: `${companyId} Ltd`,
  profileUrl: `https://fixwell.test/company/profile/${companyId}-ls6`,
  items: [{ kind: 'van-door', quantity: 2 }],
  address: { name: 'Sam', line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS6 1AB' },
  status: 'new',
  trackingNumber: null,
  cancelledReason: null,
  totalPence: 0,
  history: [{ status: 'new', at: LAST_WEEK, by: companyId, note: null }],
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
});

/** What someone might try to write straight into the collection. */
const forged = { ...storedOrder(company.uid), createdAt: serverTimestamp() };

/** The queries the pages run: a company's own orders, and the admins' queue by status. */
const ordersOf = (uid: string) => [
  where('companyId', '==', uid),
  orderBy('createdAt', 'desc'),
  limit(20),
];
const queueOf = (status: string) => [
  where('status', '==', status),
  orderBy('createdAt'),
  limit(20),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await orders.set(db, 'o-acme', storedOrder(company.uid));
    await orders.set(db, 'o-zenith', storedOrder(otherCompany.uid));
    await orders.set(db, 'o-closed', storedOrder(deactivatedCompany.uid));
  },
});

describe('stickerOrders/{id}', () => {
  describe('company (the owner)', () => {
    const db = () => dbAs.company();

    it('get and list: allowed on its own orders', async () => {
      await toAllow(orders.get(db(), 'o-acme'));
      await toAllow(orders.list(db(), ...ordersOf(company.uid)));
    });
    it('get and list: denied on another company’s orders and on the whole queue', async () => {
      await toDeny(orders.get(db(), 'o-zenith'));
      await toDeny(orders.list(db(), ...ordersOf(otherCompany.uid)));
      await toDeny(orders.list(db(), ...queueOf('new')));
    });
    it('create: denied (orders go through orderStickers)', async () => {
      await toDeny(orders.add(db(), forged));
      await toDeny(orders.set(db(), 'o-new', forged));
    });
    it('update: denied, even to move its own order on or to add a tracking number', async () => {
      await toDeny(orders.update(db(), 'o-acme', { status: 'posted' }));
      await toDeny(orders.update(db(), 'o-acme', { trackingNumber: 'RM1' }));
      await toDeny(orders.update(db(), 'o-acme', { items: [{ kind: 'van-door', quantity: 500 }] }));
      await toDeny(orders.update(db(), 'o-acme', { companyId: otherCompany.uid }));
    });
    it('delete: denied', async () => {
      await toDeny(orders.delete(db(), 'o-acme'));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('reads only its own orders', async () => {
      await toAllow(orders.get(db(), 'o-zenith'));
      await toDeny(orders.get(db(), 'o-acme'));
      await toDeny(orders.list(db(), ...ordersOf(company.uid)));
    });
    it('writes nothing', async () => {
      await toDeny(orders.update(db(), 'o-acme', { status: 'cancelled' }));
      await toDeny(orders.delete(db(), 'o-acme'));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('reads and writes nothing', async () => {
      await toDeny(orders.get(db(), 'o-acme'));
      await toDeny(orders.list(db(), ...queueOf('new')));
      await toDeny(orders.add(db(), forged));
    });
  });

  describe('anonymous visitor', () => {
    it('reads and writes nothing', async () => {
      await toDeny(orders.get(dbAs.anonymous(), 'o-acme'));
      await toDeny(orders.list(dbAs.anonymous(), ...queueOf('new')));
      await toDeny(orders.add(dbAs.anonymous(), forged));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get, list and count: allowed on every order, by status', async () => {
      await toAllow(orders.get(db(), 'o-acme'));
      await toAllow(orders.list(db(), ...queueOf('new')));
      await toAllow(orders.count(db(), where('status', '==', 'new')));
    });
    it('writes: denied (steps go through updateStickerOrder, which tells the company and audits)', async () => {
      await toDeny(orders.update(db(), 'o-acme', { status: 'printing' }));
      await toDeny(orders.add(db(), forged));
      await toDeny(orders.delete(db(), 'o-acme'));
    });
  });

  describe('deactivated accounts', () => {
    it('a deactivated company reads not even its own orders', async () => {
      await toDeny(orders.get(dbAs.deactivatedCompany(), 'o-closed'));
      await toDeny(orders.list(dbAs.deactivatedCompany(), ...ordersOf(deactivatedCompany.uid)));
    });
    it('a deactivated admin reads nothing', async () => {
      await toDeny(orders.get(dbAs.deactivatedAdmin(), 'o-acme'));
      await toDeny(orders.list(dbAs.deactivatedAdmin(), ...queueOf('new')));
    });
    it('a deactivated customer reads nothing', async () => {
      await toDeny(orders.get(dbAs.deactivated(), 'o-acme'));
    });
  });
});
