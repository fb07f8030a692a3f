import { EXTRA_LEADS_DEFAULT_CAP_PENCE } from '@fixwell/common/billing/extra-leads';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { LeadAllowanceDocument } from '@fixwell/common/lead/lead';
import { limit, serverTimestamp, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany } = PEOPLE;
const allowances = operationsOn(COLLECTIONS.leadAllowances);

/**
 * The allowance the billing functions keep: `used` of `allowance` leads this period, and extra
 * leads off (setExtraLeads switches them on with a monthly cap).
 */
const allowanceOf = (used: number) =>
  ({
    planId: 'starter',
    allowance: 5,
    used,
    periodEnd: LAST_WEEK,
    extraUsed: 0,
    extraSpentPence: 0,
    extraLeadsEnabled: false,
    extraLeadsCapPence: EXTRA_LEADS_DEFAULT_CAP_PENCE,
    updatedAt: LAST_WEEK,
  }) satisfies LeadAllowanceDocument<Timestamp>;

/** Extra leads switched on with the default £50 cap, £48 of it spent (six leads at £8). */
const nearCap = {
  ...allowanceOf(5),
  extraLeadsEnabled: true,
  extraUsed: 6,
  extraSpentPence: 4_800,
};

useRulesEnvironment({
  seedEach: async (db) => {
    await allowances.set(db, company.uid, allowanceOf(1));
    // Spent, and near its extra-lead cap: the other company has little left to accept leads with.
    await allowances.set(db, otherCompany.uid, nearCap);
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
    it('update: denied when switching on extra leads itself (only setExtraLeads may)', async () => {
      await toDeny(allowances.update(db(), company.uid, { extraLeadsEnabled: true }));
      await toDeny(
        allowances.update(db(), company.uid, {
          extraLeadsEnabled: true,
          extraLeadsCapPence: 10_000,
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('delete: denied', async () => {
      await toDeny(allowances.delete(db(), company.uid));
    });
  });

  describe('other company (allowance spent, near its extra-lead cap)', () => {
    const db = () => dbAs.otherCompany();

    it('get: allowed on its own allowance', async () => {
      await toAllow(allowances.get(db(), otherCompany.uid));
    });
    it('update: denied when raising its cap or forgetting what it spent', async () => {
      await toDeny(allowances.update(db(), otherCompany.uid, { extraLeadsCapPence: 1_000_000 }));
      await toDeny(allowances.update(db(), otherCompany.uid, { extraSpentPence: 0 }));
      await toDeny(allowances.update(db(), otherCompany.uid, { extraUsed: 0 }));
    });
    it('update: denied when switching another company’s extra leads on', async () => {
      await toDeny(allowances.update(db(), company.uid, { extraLeadsEnabled: true }));
    });
    it('update: denied when overwriting its spent allowance with a fresh one', async () => {
      await toDeny(
        allowances.set(db(), otherCompany.uid, {
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
      await toDeny(allowances.update(db(), otherCompany.uid, { extraLeadsCapPence: 20_000 }));
    });
  });
});
