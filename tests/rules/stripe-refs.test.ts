import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, where, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany } = PEOPLE;
const refs = operationsOn(COLLECTIONS.stripeRefs);

/** The company's Stripe ids, as the checkout and Connect callables store them. */
const storedRefs = (companyId: string) =>
  ({
    customerId: `cus_${companyId}`,
    connectAccountId: `acct_${companyId}`,
    updatedAt: LAST_WEEK,
  }) satisfies StripeRefsDocument<Timestamp>;

useRulesEnvironment({
  seedEach: async (db) => {
    await refs.set(db, company.uid, storedRefs(company.uid));
    await refs.set(db, otherCompany.uid, storedRefs(otherCompany.uid));
  },
});

describe('stripeRefs/{companyId} (Stripe ids stay on the server: functions only)', () => {
  // The company itself and admins included: the callables use the ids, no page shows them.
  describeEachRole(['anonymous', 'owner', 'company', 'otherCompany', 'admin'], (db) => {
    it('get: denied, even on the company’s own ids', async () => {
      await toDeny(refs.get(db(), company.uid));
      await toDeny(refs.get(db(), otherCompany.uid));
    });
    it('list: denied', async () => {
      await toDeny(refs.list(db(), limit(50)));
      await toDeny(refs.list(db(), where('customerId', '==', `cus_${company.uid}`)));
    });
    it('create: denied', async () => {
      await toDeny(refs.set(db(), 'new-co', storedRefs('new-co')));
    });
    it('update: denied, e.g. pointing a company at another customer or payout account', async () => {
      await toDeny(refs.update(db(), company.uid, { customerId: `cus_${otherCompany.uid}` }));
      await toDeny(refs.update(db(), otherCompany.uid, { connectAccountId: 'acct_attacker' }));
    });
    it('delete: denied', async () => {
      await toDeny(refs.delete(db(), company.uid));
    });
  });
});
