import {
  companyStatsPeriodId,
  emptyStatsFigures,
  type CompanyStatsPeriodDocument,
  type StatsPeriodKind,
} from '@fixwell/common/analytics/company-stats';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, type Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// The week and month rollups /company/analytics reads (companyStatsWeeks, companyStatsMonths):
// the same readers as the days (tests/rules/company-stats.test.ts), and no client writes any.

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;

const KINDS: Array<{
  kind: StatsPeriodKind;
  collection: typeof COLLECTIONS.companyStatsWeeks | typeof COLLECTIONS.companyStatsMonths;
  key: string;
  next: string;
  start: string;
  end: string;
  from: string;
}> = [
  {
    kind: 'week',
    collection: COLLECTIONS.companyStatsWeeks,
    key: '2026-W48',
    next: '2026-W49',
    start: '2026-11-23',
    end: '2026-11-29',
    from: '2026-09-07',
  },
  {
    kind: 'month',
    collection: COLLECTIONS.companyStatsMonths,
    key: '2026-11',
    next: '2026-12',
    start: '2026-11-01',
    end: '2026-11-30',
    from: '2025-12-01',
  },
];

type Kind = (typeof KINDS)[number];

/** A period as functions/src/analytics writes it. */
const periodOf =
  ({ kind, key, start, end }: Kind) =>
  (companyId: string, changes: Partial<CompanyStatsPeriodDocument<Timestamp>> = {}) =>
    ({
      ...emptyStatsFigures(),
      companyId,
      kind,
      key,
      start,
      end,
      days: 2,
      leadsReceived: 5,
      leadsAccepted: 2,
      firstResponses: 2,
      firstResponseMinutes: [12, 40],
      quotesSent: 1,
      paymentsPence: 30_000,
      revenuePence: 30_000,
      updatedAt: LAST_WEEK,
      ...changes,
    }) satisfies CompanyStatsPeriodDocument<Timestamp>;

useRulesEnvironment({
  seedEach: async (db) => {
    for (const period of KINDS) {
      const periods = operationsOn(period.collection);
      const stored = periodOf(period);
      await periods.set(db, companyStatsPeriodId(company.uid, period.key), stored(company.uid));
      await periods.set(
        db,
        companyStatsPeriodId(otherCompany.uid, period.key),
        stored(otherCompany.uid),
      );
      await periods.set(
        db,
        companyStatsPeriodId(deactivatedCompany.uid, period.key),
        stored(deactivatedCompany.uid),
      );
      // A company an admin has since made a customer: its old periods are still stored.
      await periods.set(db, companyStatsPeriodId(customer.uid, period.key), stored(customer.uid));
    }
  },
});

for (const period of KINDS) {
  const { kind, collection, key, next, from } = period;
  const periods = operationsOn(collection);
  const storedPeriod = periodOf(period);

  const ACME = companyStatsPeriodId(company.uid, key);
  const ZENITH = companyStatsPeriodId(otherCompany.uid, key);
  const CLOSED = companyStatsPeriodId(deactivatedCompany.uid, key);
  const ALICE = companyStatsPeriodId(customer.uid, key);

  /** The query /company/analytics runs: its own periods from the first one shown. */
  const periodsOf = (uid: string) => [
    where('companyId', '==', uid),
    where('start', '>=', from),
    orderBy('start'),
    limit(14),
  ];

  describe(`${collection}/{companyId}_{${kind === 'week' ? 'YYYY-Www' : 'YYYY-MM'}}`, () => {
    describe('company (the owner)', () => {
      const db = () => dbAs.company();

      it('get and list: allowed on its own periods', async () => {
        await toAllow(periods.get(db(), ACME));
        await toAllow(periods.list(db(), ...periodsOf(company.uid)));
      });
      it('get and list: denied on another company’s periods, and unfiltered', async () => {
        await toDeny(periods.get(db(), ZENITH));
        await toDeny(periods.list(db(), ...periodsOf(otherCompany.uid)));
        await toDeny(periods.list(db(), orderBy('start'), limit(14)));
      });
      it('create: denied, even for its own next period (functions add the days up)', async () => {
        await toDeny(
          periods.set(
            db(),
            companyStatsPeriodId(company.uid, next),
            storedPeriod(company.uid, { key: next, revenuePence: 9_999_999 }),
          ),
        );
      });
      it('update: denied when raising its own figures or taking another company’s', async () => {
        await toDeny(periods.update(db(), ACME, { leadsAccepted: 50 }));
        await toDeny(periods.update(db(), ACME, { firstResponseMinutes: [1] }));
        await toDeny(periods.update(db(), ZENITH, { companyId: company.uid }));
      });
      it('delete: denied', async () => {
        await toDeny(periods.delete(db(), ACME));
      });
    });

    describe('other company', () => {
      const db = () => dbAs.otherCompany();

      it('get and list: its own periods only', async () => {
        await toAllow(periods.get(db(), ZENITH));
        await toAllow(periods.list(db(), ...periodsOf(otherCompany.uid)));
        await toDeny(periods.get(db(), ACME));
        await toDeny(periods.list(db(), ...periodsOf(company.uid)));
      });
      it('update and delete: denied on another company’s periods', async () => {
        await toDeny(periods.update(db(), ACME, { leadsReceived: 0 }));
        await toDeny(periods.delete(db(), ACME));
      });
    });

    describe('deactivated company', () => {
      const db = () => dbAs.deactivatedCompany();

      it('get and list: denied, even on its own periods', async () => {
        await toDeny(periods.get(db(), CLOSED));
        await toDeny(periods.list(db(), ...periodsOf(deactivatedCompany.uid)));
      });
      it('update: denied', async () => {
        await toDeny(periods.update(db(), CLOSED, { leadsReceived: 0 }));
      });
    });

    describe('customer', () => {
      const db = () => dbAs.owner();

      it('get and list: denied, even on periods stored under its own uid', async () => {
        await toDeny(periods.get(db(), ALICE));
        await toDeny(periods.list(db(), ...periodsOf(customer.uid)));
        await toDeny(periods.get(db(), ACME));
      });
      it('create: denied', async () => {
        await toDeny(
          periods.set(
            db(),
            companyStatsPeriodId(customer.uid, next),
            storedPeriod(customer.uid, { key: next }),
          ),
        );
      });
    });

    describe('anonymous visitor', () => {
      const db = () => dbAs.anonymous();

      it('get and list: denied', async () => {
        await toDeny(periods.get(db(), ACME));
        await toDeny(periods.list(db(), ...periodsOf(company.uid)));
      });
      it('create: denied', async () => {
        await toDeny(
          periods.set(
            db(),
            companyStatsPeriodId(company.uid, next),
            storedPeriod(company.uid, { key: next }),
          ),
        );
      });
    });

    describe('admin', () => {
      const db = () => dbAs.admin();

      it('get and list: allowed on any company’s periods', async () => {
        await toAllow(periods.get(db(), ACME));
        await toAllow(periods.get(db(), ZENITH));
        await toAllow(periods.list(db(), ...periodsOf(company.uid)));
        await toAllow(periods.list(db(), orderBy('start'), limit(14)));
      });
      it('create, update, delete: denied (functions rebuild the periods)', async () => {
        await toDeny(
          periods.set(
            db(),
            companyStatsPeriodId(company.uid, next),
            storedPeriod(company.uid, { key: next }),
          ),
        );
        await toDeny(periods.update(db(), ACME, { leadsReceived: 0 }));
        await toDeny(periods.delete(db(), ACME));
      });
    });

    describeEachRole(['deactivatedAdmin', 'deactivated'], (db) => {
      it('get and list: denied', async () => {
        await toDeny(periods.get(db(), ACME));
        await toDeny(periods.list(db(), orderBy('start'), limit(14)));
      });
    });
  });
}
