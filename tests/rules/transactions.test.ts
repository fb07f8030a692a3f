import type { TransactionDocument } from '@fixwell/common/billing/transaction';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const transactions = operationsOn(COLLECTIONS.transactions);

/** A row as the webhook handlers write it, keyed by the Stripe object's id. */
function storedRow(
  stripeObjectId: string,
  companyId: string | null,
  changes: Partial<TransactionDocument<Timestamp>> = {},
) {
  return {
    type: 'subscription-payment',
    status: 'succeeded',
    companyId,
    companyName: companyId === null ? 'Fixwell' : `${companyId} Ltd`,
    amountPence: 5900,
    currency: 'gbp',
    description: 'Professional plan, monthly',
    stripeObjectId,
    stripeEventId: `evt_${stripeObjectId}`,
    occurredAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies TransactionDocument<Timestamp>;
}

const ROWS = {
  acmeInvoice: storedRow('in_acme_1', company.uid),
  acmeExtraLead: storedRow('ii_acme_2', company.uid, {
    type: 'extra-lead',
    status: 'pending',
    amountPence: 600,
    description: 'Extra lead: Plumber in LS6',
  }),
  zenithFailed: storedRow('in_zenith_1', otherCompany.uid, { status: 'failed' }),
  closedInvoice: storedRow('in_closed_1', deactivatedCompany.uid),
  // A company an admin has since made a customer: its old rows are still stored.
  formerCompany: storedRow('in_alice_1', customer.uid),
};

/** The query a company's payouts page runs over its own rows. */
const rowsOf = (uid: string, ...more: ReturnType<typeof where>[]) => [
  where('companyId', '==', uid),
  ...more,
  orderBy('occurredAt', 'desc'),
  limit(50),
];

/** The filters of /admin/transactions: type, company, status and a date range, newest first. */
const ADMIN_QUERIES = [
  [orderBy('occurredAt', 'desc'), limit(50)],
  [where('type', '==', 'extra-lead'), orderBy('occurredAt', 'desc'), limit(50)],
  [where('status', '==', 'failed'), orderBy('occurredAt', 'desc'), limit(50)],
  [
    where('type', '==', 'subscription-payment'),
    where('status', '==', 'succeeded'),
    orderBy('occurredAt', 'desc'),
    limit(50),
  ],
  rowsOf(otherCompany.uid, where('type', '==', 'subscription-payment')),
  [
    where('occurredAt', '>=', Timestamp.fromMillis(Date.now() - 30 * 24 * 3600 * 1000)),
    where('occurredAt', '<', Timestamp.now()),
    orderBy('occurredAt', 'desc'),
    limit(50),
  ],
];

useRulesEnvironment({
  seedEach: async (db) => {
    for (const row of Object.values(ROWS)) await transactions.set(db, row.stripeObjectId, row);
  },
});

describe('transactions/{stripeObjectId}', () => {
  describe('company', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own rows, denied on another company’s', async () => {
      await toAllow(transactions.get(db(), 'in_acme_1'));
      await toAllow(transactions.get(db(), 'ii_acme_2'));
      await toDeny(transactions.get(db(), 'in_zenith_1'));
    });
    it('list: allowed filtered to its own rows, also by type', async () => {
      await toAllow(transactions.list(db(), ...rowsOf(company.uid)));
      await toAllow(
        transactions.list(db(), ...rowsOf(company.uid, where('type', '==', 'extra-lead'))),
      );
    });
    it('list: denied unfiltered, by type alone or for another company', async () => {
      await toDeny(transactions.list(db(), orderBy('occurredAt', 'desc'), limit(50)));
      await toDeny(transactions.list(db(), where('type', '==', 'extra-lead'), limit(50)));
      await toDeny(transactions.list(db(), ...rowsOf(otherCompany.uid)));
    });
    it('create: denied, e.g. a refund to itself', async () => {
      await toDeny(
        transactions.set(
          db(),
          're_forged',
          storedRow('re_forged', company.uid, { type: 'refund', amountPence: 5900 }),
        ),
      );
    });
    it('update: denied when marking a charge refunded, lowering it or moving it to another company', async () => {
      await toDeny(transactions.update(db(), 'ii_acme_2', { status: 'refunded' }));
      await toDeny(transactions.update(db(), 'in_acme_1', { amountPence: 1 }));
      await toDeny(transactions.update(db(), 'in_acme_1', { companyId: otherCompany.uid }));
    });
    it('delete: denied', async () => {
      await toDeny(transactions.delete(db(), 'ii_acme_2'));
    });
  });

  describe('other company (renewal failed)', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: its own rows only', async () => {
      await toAllow(transactions.get(db(), 'in_zenith_1'));
      await toAllow(transactions.list(db(), ...rowsOf(otherCompany.uid)));
      await toDeny(transactions.get(db(), 'in_acme_1'));
      await toDeny(transactions.list(db(), ...rowsOf(company.uid)));
    });
    it('update: denied when marking its failed payment succeeded', async () => {
      await toDeny(transactions.update(db(), 'in_zenith_1', { status: 'succeeded' }));
    });
    it('update: denied when claiming another company’s row', async () => {
      await toDeny(transactions.update(db(), 'in_acme_1', { companyId: otherCompany.uid }));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get and list: denied, even on its own rows', async () => {
      await toDeny(transactions.get(db(), 'in_closed_1'));
      await toDeny(transactions.list(db(), ...rowsOf(deactivatedCompany.uid)));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied, even on rows under its own uid', async () => {
      await toDeny(transactions.get(db(), 'in_alice_1'));
      await toDeny(transactions.list(db(), ...rowsOf(customer.uid)));
      await toDeny(transactions.get(db(), 'in_acme_1'));
    });
    it('create: denied', async () => {
      await toDeny(transactions.add(db(), storedRow('pi_forged', customer.uid)));
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(transactions.get(db(), 'in_acme_1'));
      await toDeny(transactions.list(db(), ...rowsOf(company.uid)));
    });
    it('create: denied', async () => {
      await toDeny(transactions.set(db(), 'pi_forged', storedRow('pi_forged', null)));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed on any row', async () => {
      await toAllow(transactions.get(db(), 'in_acme_1'));
      await toAllow(transactions.get(db(), 'in_zenith_1'));
    });
    it('list: allowed, with each filter of /admin/transactions', async () => {
      for (const constraints of ADMIN_QUERIES)
        await toAllow(transactions.list(db(), ...constraints));
    });
    it('create, update, delete: denied (rows come from the webhook handlers only)', async () => {
      await toDeny(transactions.set(db(), 're_manual', storedRow('re_manual', company.uid)));
      await toDeny(transactions.update(db(), 'in_zenith_1', { status: 'succeeded' }));
      await toDeny(transactions.delete(db(), 'in_acme_1'));
    });
  });

  describeEachRole(['deactivatedAdmin'], (db) => {
    it('get and list: denied (no admin powers left)', async () => {
      await toDeny(transactions.get(db(), 'in_acme_1'));
      await toDeny(transactions.list(db(), orderBy('occurredAt', 'desc'), limit(50)));
    });
  });
});
