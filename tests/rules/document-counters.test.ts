import { COLLECTIONS } from '@fixwell/common/collections';
import type { DocumentCounterRecord } from '@fixwell/common/documents/document';
import { limit } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE } from './support/fixtures';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany } = PEOPLE;
const counters = operationsOn(COLLECTIONS.documentCounters);

/** A company's counter as sendDocument leaves it: the last number given per kind. */
const storedCounter = (quote: number, invoice: number) =>
  ({ quote, invoice }) satisfies DocumentCounterRecord;

useRulesEnvironment({
  seedEach: async (db) => {
    await counters.set(db, company.uid, storedCounter(3, 7));
    await counters.set(db, otherCompany.uid, storedCounter(1, 0));
  },
});

describe('documentCounters/{companyId}: functions only', () => {
  describeEachRole(['company', 'otherCompany', 'owner', 'anonymous', 'admin'], (db) => {
    it('get and list: denied, even the company’s own counter', async () => {
      await toDeny(counters.get(db(), company.uid));
      await toDeny(counters.list(db(), limit(10)));
    });
    it('create: denied, e.g. starting a counter again to reuse numbers', async () => {
      await toDeny(counters.set(db(), 'fresh', storedCounter(0, 0)));
    });
    it('update: denied when winding a counter back or forward', async () => {
      await toDeny(counters.update(db(), company.uid, { invoice: 0 }));
      await toDeny(counters.update(db(), otherCompany.uid, { quote: 99 }));
      await toDeny(counters.set(db(), company.uid, storedCounter(0, 0)));
    });
    it('delete: denied', async () => {
      await toDeny(counters.delete(db(), company.uid));
    });
  });
});
