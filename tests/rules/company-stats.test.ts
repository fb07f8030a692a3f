import {
  companyStatsDayId,
  emptyStatsFigures,
  type CompanyStatsDayDocument,
} from '@fixwell/common/analytics/company-stats';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, type Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const days = operationsOn(COLLECTIONS.companyStatsDays);

/** A day as functions/src/analytics writes it. */
function storedDay(
  companyId: string,
  day: string,
  changes: Partial<CompanyStatsDayDocument<Timestamp>> = {},
) {
  return {
    ...emptyStatsFigures(),
    companyId,
    day,
    leadsReceived: 3,
    leadsAccepted: 1,
    firstResponses: 1,
    firstResponseMinutes: [42],
    quotesSent: 1,
    paymentsPence: 12_000,
    revenuePence: 12_000,
    sourcesReadAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies CompanyStatsDayDocument<Timestamp>;
}

const ACME = companyStatsDayId(company.uid, '2026-11-23');
const ZENITH = companyStatsDayId(otherCompany.uid, '2026-11-23');
const CLOSED = companyStatsDayId(deactivatedCompany.uid, '2026-11-23');
const ALICE = companyStatsDayId(customer.uid, '2026-11-23');

/** The one query /company/analytics runs: its own days from the first day shown. */
const daysOf = (uid: string) => [
  where('companyId', '==', uid),
  where('day', '>=', '2025-12-01'),
  orderBy('day'),
  limit(400),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await days.set(db, ACME, storedDay(company.uid, '2026-11-23'));
    await days.set(db, ZENITH, storedDay(otherCompany.uid, '2026-11-23'));
    await days.set(db, CLOSED, storedDay(deactivatedCompany.uid, '2026-11-23'));
    // A company an admin has since made a customer: its old days are still stored.
    await days.set(db, ALICE, storedDay(customer.uid, '2026-11-23'));
  },
});

describe('companyStatsDays/{companyId}_{day}', () => {
  describe('company (the owner)', () => {
    const db = () => dbAs.company();

    it('get and list: allowed on its own days', async () => {
      await toAllow(days.get(db(), ACME));
      await toAllow(days.list(db(), ...daysOf(company.uid)));
    });
    it('get and list: denied on another company’s days, and unfiltered', async () => {
      await toDeny(days.get(db(), ZENITH));
      await toDeny(days.list(db(), ...daysOf(otherCompany.uid)));
      await toDeny(days.list(db(), orderBy('day'), limit(400)));
    });
    it('create: denied, even for its own day (figures come from functions only)', async () => {
      await toDeny(
        days.set(
          db(),
          companyStatsDayId(company.uid, '2026-11-24'),
          storedDay(company.uid, '2026-11-24', { revenuePence: 9_999_999 }),
        ),
      );
    });
    it('update: denied when raising its own figures or taking another company’s', async () => {
      await toDeny(days.update(db(), ACME, { leadsAccepted: 50 }));
      await toDeny(days.update(db(), ACME, { revenuePence: 9_999_999 }));
      await toDeny(days.update(db(), ZENITH, { companyId: company.uid }));
    });
    it('delete: denied', async () => {
      await toDeny(days.delete(db(), ACME));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: its own days only', async () => {
      await toAllow(days.get(db(), ZENITH));
      await toAllow(days.list(db(), ...daysOf(otherCompany.uid)));
      await toDeny(days.get(db(), ACME));
      await toDeny(days.list(db(), ...daysOf(company.uid)));
    });
    it('update and delete: denied on another company’s days', async () => {
      await toDeny(days.update(db(), ACME, { leadsReceived: 0 }));
      await toDeny(days.delete(db(), ACME));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get and list: denied, even on its own days', async () => {
      await toDeny(days.get(db(), CLOSED));
      await toDeny(days.list(db(), ...daysOf(deactivatedCompany.uid)));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied, even on days stored under its own uid', async () => {
      await toDeny(days.get(db(), ALICE));
      await toDeny(days.list(db(), ...daysOf(customer.uid)));
      await toDeny(days.get(db(), ACME));
    });
    it('create: denied', async () => {
      await toDeny(days.set(db(), ALICE, storedDay(customer.uid, '2026-11-25')));
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(days.get(db(), ACME));
      await toDeny(days.list(db(), ...daysOf(company.uid)));
    });
    it('create: denied', async () => {
      await toDeny(days.set(db(), ACME, storedDay(company.uid, '2026-11-23')));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed on any company’s days', async () => {
      await toAllow(days.get(db(), ACME));
      await toAllow(days.get(db(), ZENITH));
      await toAllow(days.list(db(), ...daysOf(company.uid)));
      await toAllow(days.list(db(), orderBy('day'), limit(400)));
    });
    it('create, update, delete: denied (functions recompute the figures)', async () => {
      await toDeny(days.set(db(), 'acme_2026-11-30', storedDay(company.uid, '2026-11-30')));
      await toDeny(days.update(db(), ACME, { leadsReceived: 0 }));
      await toDeny(days.delete(db(), ACME));
    });
  });

  describeEachRole(['deactivatedAdmin', 'deactivated'], (db) => {
    it('get and list: denied', async () => {
      await toDeny(days.get(db(), ACME));
      await toDeny(days.list(db(), orderBy('day'), limit(400)));
    });
  });
});
