import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany } = PEOPLE;
const allowances = operationsOn(COLLECTIONS.leadAllowances);

/** The allowance the billing functions keep: `used` of `allowance` leads this period. */
const allowanceOf = (used: number) => ({
  planId: 'starter',
  allowance: 5,
  used,
  periodEnd: LAST_WEEK,
  updatedAt: LAST_WEEK,
});

useRulesEnvironment({
  seedEach: async (db) => {
    await allowances.set(db, company.uid, allowanceOf(1));
    // Spent: the other company has nothing left to accept leads with this period.
    await allowances.set(db, otherCompany.uid, allowanceOf(5));
  },
});

describe('leadAllowances/{companyId}', () => {
  describe('company', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own allowance, denied on another company’s', async () => {
      await toAllow(allowances.get(db(), company.uid));
      await toDeny(allowances.get(db(), otherCompany.uid));
    });
    it('create: denied', async () => {
      await toDeny(allowances.set(db(), 'new-co', { used: 0, allowance: 99 }));
    });
    it('update: denied, whether resetting what it used or raising its allowance', async () => {
      await toDeny(allowances.update(db(), company.uid, { used: 0 }));
      await toDeny(allowances.update(db(), company.uid, { allowance: 1000 }));
    });
    it('delete: denied', async () => {
      await toDeny(allowances.delete(db(), company.uid));
    });
  });

  describe('other company (allowance spent)', () => {
    it('update: denied when overwriting its spent allowance with a fresh one', async () => {
      await toDeny(
        allowances.set(dbAs.otherCompany(), otherCompany.uid, {
          planId: 'business',
          allowance: 40,
          used: 0,
          periodEnd: LAST_WEEK,
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('customer', () => {
    it('get: denied', async () => {
      await toDeny(allowances.get(dbAs.owner(), company.uid));
    });
  });

  describe('anonymous visitor', () => {
    it('get: denied', async () => {
      await toDeny(allowances.get(dbAs.anonymous(), company.uid));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed', async () => {
      await toAllow(allowances.get(db(), company.uid));
      await toAllow(allowances.list(db(), limit(20)));
    });
    it('update: denied (allowances are written by functions only)', async () => {
      await toDeny(allowances.update(db(), company.uid, { used: 0 }));
    });
  });
});
