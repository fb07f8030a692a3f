import { COLLECTIONS } from '@fixwell/common/collections';
import { serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany, deactivatedCompany, owner: customer } = PEOPLE;
const privateDocs = operationsOn(COLLECTIONS.companyPrivate);

/** What provisionCompany (and later the profile callables) write: functions only. */
function privateDoc(uid: string): Record<string, unknown> {
  return {
    ownerId: uid,
    basePostcode: 'LS6 2AB',
    leadEmail: `leads@${uid}.example.co.uk`,
    vatNumber: 'GB123456789',
    updatedAt: LAST_WEEK,
  };
}

const edit = (changes: Record<string, unknown>) => ({ ...changes, updatedAt: serverTimestamp() });

useRulesEnvironment({
  seedEach: async (db) => {
    for (const uid of [company.uid, otherCompany.uid, deactivatedCompany.uid])
      await privateDocs.set(db, uid, privateDoc(uid));
  },
});

describe('companyPrivate/{uid}', () => {
  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(privateDocs.get(db(), company.uid));
      await toDeny(privateDocs.list(db()));
    });
    it('create, update, delete: denied', async () => {
      await toDeny(privateDocs.set(db(), 'intruder', privateDoc('intruder')));
      await toDeny(privateDocs.update(db(), company.uid, edit({ leadEmail: 'x@evil.example' })));
      await toDeny(privateDocs.delete(db(), company.uid));
    });
  });

  describe('owner (active company)', () => {
    const db = () => dbAs.company();
    const update = (changes: Record<string, unknown>) =>
      privateDocs.update(db(), company.uid, edit(changes));

    it('get: allowed on its own private document', async () => {
      await toAllow(privateDocs.get(db(), company.uid));
    });
    it('list: denied, even filtered to its own', async () => {
      await toDeny(privateDocs.list(db(), where('ownerId', '==', company.uid)));
    });
    it('update: denied for every field (the profile callables write them)', async () => {
      await toDeny(update({ leadEmail: 'new@acme-plumbing.co.uk' }));
      await toDeny(update({ basePostcode: 'M1 1AE' }));
      await toDeny(update({ vatNumber: 'GB999999973' }));
      await toDeny(update({ suspendedReason: null }));
      await toDeny(update({ ownerId: otherCompany.uid }));
    });
    it('create and delete: denied', async () => {
      await toDeny(privateDocs.delete(db(), company.uid));
      await toDeny(privateDocs.set(db(), company.uid, privateDoc(company.uid)));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it("get: denied on a competitor's private document", async () => {
      await toDeny(privateDocs.get(db(), company.uid));
      await toAllow(privateDocs.get(db(), otherCompany.uid));
    });
    it('list and writes: denied', async () => {
      await toDeny(privateDocs.list(db()));
      await toDeny(
        privateDocs.update(db(), company.uid, edit({ leadEmail: 'steal@zenith.example' })),
      );
      await toDeny(privateDocs.delete(db(), company.uid));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied', async () => {
      await toDeny(privateDocs.get(db(), company.uid));
      await toDeny(privateDocs.list(db()));
    });
    it('create on its own uid: denied (a customer cannot make itself a company)', async () => {
      await toDeny(privateDocs.set(db(), customer.uid, privateDoc(customer.uid)));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed', async () => {
      await toAllow(privateDocs.get(db(), company.uid));
      await toAllow(privateDocs.list(db()));
    });
    it('create, update, delete: denied (functions only; suspension goes through a callable)', async () => {
      await toDeny(privateDocs.update(db(), company.uid, edit({ suspendedReason: 'Fraud' })));
      await toDeny(privateDocs.set(db(), 'new-co', privateDoc('new-co')));
      await toDeny(privateDocs.delete(db(), company.uid));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get: denied on its own private document while deactivated', async () => {
      await toDeny(privateDocs.get(db(), deactivatedCompany.uid));
    });
    it('update: denied', async () => {
      await toDeny(
        privateDocs.update(db(), deactivatedCompany.uid, edit({ leadEmail: 'a@b.example' })),
      );
    });
  });

  describe('deactivated admin', () => {
    const db = () => dbAs.deactivatedAdmin();

    it('get and list: no admin reach any more', async () => {
      await toDeny(privateDocs.get(db(), company.uid));
      await toDeny(privateDocs.list(db()));
    });
  });
});
