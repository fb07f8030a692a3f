import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyCustomerRecord } from '@fixwell/common/documents/document';
import { limit, orderBy, serverTimestamp, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, otherCustomer, company, otherCompany, deactivatedCompany } = PEOPLE;
const customers = operationsOn(COLLECTIONS.companyCustomers);

const ADDRESS = { line1: '1 Leaf Street', line2: 'Flat 2', town: 'Leeds', postcode: 'LS6 2AB' };

/** A customer added by hand, as the customers page leaves it. */
function storedCustomer(
  companyId: string,
  changes: Partial<CompanyCustomerRecord<Timestamp>> = {},
) {
  return {
    companyId,
    name: 'Carol Manual',
    email: 'carol@example.co.uk',
    phone: '0113 496 0000',
    address: ADDRESS,
    source: 'manual',
    leadId: null,
    uid: null,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies CompanyCustomerRecord<Timestamp>;
}

/** A customer acceptLead created: the job and the customer's Fixwell account. */
const fromLead = (companyId: string) =>
  storedCustomer(companyId, {
    name: 'Alice Example',
    email: customer.email,
    phone: '07700 900123',
    address: { line1: '', line2: '', town: '', postcode: 'LS6 2AB' },
    source: 'lead',
    leadId: `q1_${companyId}`,
    uid: customer.uid,
  });

/** What the "Add a customer" form writes: companyCustomerSchema's output, owner and times. */
const newCustomer = (companyId: string, changes: Record<string, unknown> = {}) => ({
  ...storedCustomer(companyId),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

/** The customers page: A–Z, newest, and a name-prefix search. */
const listsOf = (uid: string) => [
  [where('companyId', '==', uid), orderBy('name', 'asc'), limit(25)],
  [where('companyId', '==', uid), orderBy('updatedAt', 'desc'), limit(25)],
  [where('companyId', '==', uid), orderBy('createdAt', 'desc'), limit(25)],
  [
    where('companyId', '==', uid),
    where('name', '>=', 'Al'),
    where('name', '<', 'Al\uf8ff'),
    orderBy('name', 'asc'),
    limit(25),
  ],
];

useRulesEnvironment({
  seedEach: async (db) => {
    await customers.set(db, 'c-manual', storedCustomer(company.uid));
    await customers.set(db, 'c-lead', fromLead(company.uid));
    await customers.set(db, 'c-zenith', storedCustomer(otherCompany.uid));
    await customers.set(db, 'c-closed', storedCustomer(deactivatedCompany.uid));
  },
});

describe('companyCustomers/{id}', () => {
  describe('company (the owner)', () => {
    const db = () => dbAs.company();

    it('get and list: allowed on its own customers, with each order and the search', async () => {
      await toAllow(customers.get(db(), 'c-manual'));
      await toAllow(customers.get(db(), 'c-lead'));
      for (const constraints of listsOf(company.uid))
        await toAllow(customers.list(db(), ...constraints));
    });
    it('get and list: denied on another company’s customers, or unfiltered', async () => {
      await toDeny(customers.get(db(), 'c-zenith'));
      await toDeny(customers.list(db(), ...listsOf(otherCompany.uid)[0]!));
      await toDeny(customers.list(db(), orderBy('name', 'asc'), limit(25)));
    });

    it('create: allowed for a customer added by hand, with blank phone and address', async () => {
      await toAllow(customers.add(db(), newCustomer(company.uid)));
      await toAllow(
        customers.set(
          db(),
          'c-new',
          newCustomer(company.uid, {
            phone: '',
            address: { line1: '', line2: '', town: '', postcode: '' },
          }),
        ),
      );
    });
    it('create: denied as if from a lead, or linked to someone’s Fixwell account', async () => {
      await toDeny(customers.add(db(), newCustomer(company.uid, { source: 'lead' })));
      await toDeny(customers.add(db(), newCustomer(company.uid, { leadId: 'q1_acme' })));
      // A uid would let that person's account read every document sent to this customer.
      await toDeny(customers.add(db(), newCustomer(company.uid, { uid: otherCustomer.uid })));
    });
    it('create: denied for another company (forged companyId)', async () => {
      await toDeny(customers.add(db(), newCustomer(otherCompany.uid)));
    });
    it('create: denied with client-chosen times, or a field outside the schema', async () => {
      await toDeny(customers.add(db(), newCustomer(company.uid, { createdAt: LAST_WEEK })));
      await toDeny(
        customers.add(db(), newCustomer(company.uid, { updatedAt: Timestamp.fromMillis(0) })),
      );
      await toDeny(customers.add(db(), newCustomer(company.uid, { amountPaidPence: 0 })));
      await toDeny(customers.add(db(), newCustomer(company.uid, { paidPence: 0 })));
      const { phone: _dropped, ...withoutPhone } = newCustomer(company.uid);
      await toDeny(customers.add(db(), withoutPhone));
    });
    it('create: denied with details the schema refuses', async () => {
      for (const changes of [
        { name: 'C' },
        { name: 'n'.repeat(101) },
        { email: 'not-an-email' },
        { email: 'e'.repeat(250) + '@x.uk' },
        { phone: '0'.repeat(31) },
        { address: { ...ADDRESS, postcode: 'ls6 2ab' } },
        { address: { ...ADDRESS, postcode: 'NOT A POSTCODE' } },
        { address: { ...ADDRESS, line1: 'l'.repeat(121) } },
        { address: { ...ADDRESS, town: 't'.repeat(61) } },
        { address: { ...ADDRESS, country: 'UK' } },
        { address: 'LS6 2AB' },
      ])
        await toDeny(customers.add(db(), newCustomer(company.uid, changes)));
    });

    it('update: allowed on the details of a manual customer and of one from a lead', async () => {
      await toAllow(
        customers.update(db(), 'c-manual', {
          name: 'Carol Manual-Smith',
          phone: '',
          address: { ...ADDRESS, postcode: 'SW1A 1AA' },
          updatedAt: serverTimestamp(),
        }),
      );
      await toAllow(
        customers.update(db(), 'c-lead', {
          address: { ...ADDRESS, line1: '3 Leaf Street' },
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('update: denied without a fresh updatedAt, or with details the schema refuses', async () => {
      await toDeny(customers.update(db(), 'c-manual', { name: 'Carol' }));
      await toDeny(customers.update(db(), 'c-manual', { name: 'Carol', updatedAt: LAST_WEEK }));
      await toDeny(
        customers.update(db(), 'c-manual', { email: 'nope', updatedAt: serverTimestamp() }),
      );
    });
    it('update: denied on the source, the lead, the account, the owner, createdAt or the amounts', async () => {
      for (const [id, changes] of [
        ['c-manual', { source: 'lead' }],
        ['c-lead', { source: 'manual' }],
        ['c-manual', { leadId: 'q1_acme' }],
        ['c-manual', { uid: otherCustomer.uid }],
        ['c-lead', { uid: otherCustomer.uid }],
        ['c-lead', { uid: null }],
        ['c-manual', { companyId: otherCompany.uid }],
        ['c-manual', { createdAt: serverTimestamp() }],
        // The amounts and last contact are kept by functions from documents and payments.
        ['c-manual', { paidPence: 50_000 }],
        ['c-lead', { invoicedPence: 0 }],
        ['c-manual', { lastContactAt: serverTimestamp() }],
      ] as const)
        await toDeny(customers.update(db(), id, { ...changes, updatedAt: serverTimestamp() }));
    });
    it('delete: allowed on a customer it added, denied on one from a lead', async () => {
      await toAllow(customers.delete(db(), 'c-manual'));
      await toDeny(customers.delete(db(), 'c-lead'));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: denied on another company’s customers', async () => {
      await toDeny(customers.get(db(), 'c-manual'));
      await toDeny(customers.list(db(), ...listsOf(company.uid)[0]!));
    });
    it('create: denied in another company’s name', async () => {
      await toDeny(customers.add(db(), newCustomer(company.uid)));
    });
    it('update and delete: denied on another company’s customers', async () => {
      await toDeny(
        customers.update(db(), 'c-manual', { name: 'Hijacked', updatedAt: serverTimestamp() }),
      );
      await toDeny(
        customers.update(db(), 'c-manual', {
          companyId: otherCompany.uid,
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(customers.delete(db(), 'c-manual'));
      await toDeny(customers.delete(db(), 'c-lead'));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get, create, update, delete: denied, even on its own customers', async () => {
      await toDeny(customers.get(db(), 'c-closed'));
      await toDeny(customers.list(db(), ...listsOf(deactivatedCompany.uid)[0]!));
      await toDeny(customers.add(db(), newCustomer(deactivatedCompany.uid)));
      await toDeny(
        customers.update(db(), 'c-closed', { name: 'Carol M', updatedAt: serverTimestamp() }),
      );
      await toDeny(customers.delete(db(), 'c-closed'));
    });
  });

  describe('customer (the one a lead customer is linked to)', () => {
    const db = () => dbAs.owner();

    it('get and list: denied, even on the record linked to their account', async () => {
      await toDeny(customers.get(db(), 'c-lead'));
      await toDeny(customers.list(db(), where('uid', '==', customer.uid), limit(25)));
    });
    it('create and update: denied, e.g. adding themself to a company', async () => {
      await toDeny(customers.add(db(), newCustomer(company.uid)));
      await toDeny(customers.add(db(), newCustomer(customer.uid)));
      await toDeny(
        customers.update(db(), 'c-lead', { name: 'Alice E', updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get, create, delete: denied', async () => {
      await toDeny(customers.get(db(), 'c-manual'));
      await toDeny(customers.add(db(), newCustomer(company.uid)));
      await toDeny(customers.delete(db(), 'c-manual'));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed on any company’s customers', async () => {
      await toAllow(customers.get(db(), 'c-lead'));
      await toAllow(customers.list(db(), ...listsOf(otherCompany.uid)[0]!));
      await toAllow(customers.list(db(), orderBy('updatedAt', 'desc'), limit(25)));
    });
    it('create, update, delete: denied (a company’s customers are its own)', async () => {
      await toDeny(customers.add(db(), newCustomer(company.uid)));
      await toDeny(
        customers.update(db(), 'c-manual', { name: 'Admin edit', updatedAt: serverTimestamp() }),
      );
      await toDeny(customers.delete(db(), 'c-manual'));
    });
  });

  describeEachRole(['deactivatedAdmin'], (db) => {
    it('get: denied (no admin powers left)', async () => {
      await toDeny(customers.get(db(), 'c-lead'));
    });
  });
});
