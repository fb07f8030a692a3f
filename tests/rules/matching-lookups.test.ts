import { COLLECTIONS } from '@fixwell/common/collections';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE } from './support/fixtures';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

// Matching's lookup documents (functions/src/companies/company-lookup-index.ts): functions only,
// so nobody can add themself to an area's candidates or take over another company's slug.

const { company, otherCompany } = PEOPLE;
const coverageIndex = operationsOn(COLLECTIONS.coverageIndex);
const companySlugs = operationsOn(COLLECTIONS.companySlugs);

useRulesEnvironment({
  seedEach: async (db) => {
    await coverageIndex.set(db, 'plumber|LS', { companyIds: [otherCompany.uid] });
    await companySlugs.set(db, 'zenith-electrical', { companyId: otherCompany.uid });
  },
});

describe('coverageIndex/{key} and companySlugs/{slug} (functions only)', () => {
  describeEachRole(['company', 'owner', 'admin', 'anonymous'], (db) => {
    it('get: denied', async () => {
      await toDeny(coverageIndex.get(db(), 'plumber|LS'));
      await toDeny(companySlugs.get(db(), 'zenith-electrical'));
    });
    it('update: denied, whether joining an area’s candidates or taking over a slug', async () => {
      await toDeny(
        coverageIndex.set(db(), 'plumber|LS', { companyIds: [company.uid] }, { merge: true }),
      );
      await toDeny(companySlugs.set(db(), 'zenith-electrical', { companyId: company.uid }));
    });
  });
});
