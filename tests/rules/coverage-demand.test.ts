import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { describeEachRole, dbAs, toDeny, useRulesEnvironment } from './support/rules-env';

// coverageDemand/{YYYY-MM}_{trade}: quote requests per place and day, kept by matching for the
// coverage editor's estimate, which reads it through estimateCoverageLeads. Functions only: it
// would tell anyone where and when customers asked for work, and a forged count would mislead
// companies choosing their coverage. A company's coverage itself changes only through
// updateCompanyCoverage, never by writing its document.

const { company } = PEOPLE;
const demand = operationsOn(COLLECTIONS.coverageDemand);
const companies = operationsOn(COLLECTIONS.companies);

const storedDemand = {
  month: '2026-11',
  trade: 'plumber',
  places: { LS6: { d20: 3 }, LS: { d20: 3 } },
};

useRulesEnvironment({
  seedEach: async (db) => {
    await demand.set(db, '2026-11_plumber', storedDemand);
    await companies.set(db, company.uid, {
      ownerId: company.uid,
      businessName: 'Acme Plumbing',
      slug: 'acme-plumbing',
      mainTrade: 'plumber',
      trades: ['plumber'],
      baseDistrict: 'LS6',
      town: 'Leeds',
      public: true,
      postcodeAreas: ['LS'],
      coverage: { mode: 'districts', areas: ['LS'], districts: [], radiusMiles: null },
      coverageKeys: ['plumber|LS'],
      coverageTowns: ['Leeds'],
      rating: 4.5,
      reviewCount: 3,
      createdAt: LAST_WEEK,
      updatedAt: LAST_WEEK,
    });
  },
});

describe('coverageDemand/{id} (functions only)', () => {
  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'admin', 'deactivated', 'deactivatedCompany'],
    (db) => {
      it('get and list: denied', async () => {
        await toDeny(demand.get(db(), '2026-11_plumber'));
        await toDeny(demand.list(db(), where('trade', '==', 'plumber'), limit(10)));
      });
      it('create, update and delete: denied, forged counts included', async () => {
        await toDeny(demand.set(db(), '2026-12_plumber', storedDemand));
        await toDeny(demand.update(db(), '2026-11_plumber', { places: { LS6: { d20: 500 } } }));
        await toDeny(demand.delete(db(), '2026-11_plumber'));
      });
    },
  );
});

describe('a company’s coverage (through updateCompanyCoverage only)', () => {
  const db = () => dbAs.company();

  it('update: the owner cannot widen its own coverage or lift a suspension by writing', async () => {
    await toDeny(
      companies.update(db(), company.uid, {
        coverageKeys: ['plumber|LS', 'plumber|M'],
        postcodeAreas: ['LS', 'M'],
      }),
    );
    await toDeny(
      companies.update(db(), company.uid, {
        coverage: { mode: 'radius', areas: [], districts: [], radiusMiles: 50 },
      }),
    );
    await toDeny(companies.update(db(), company.uid, { suspended: false }));
  });
  it('update: an admin cannot either', async () => {
    await toDeny(companies.update(dbAs.admin(), company.uid, { coverageKeys: [] }));
  });
});
