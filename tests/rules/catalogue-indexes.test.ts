import { COLLECTIONS } from '@fixwell/common/collections';
import { SERVICE_INDEX_ID, type ServiceIndexEntry } from '@fixwell/common/catalogue/service-index';
import { limit, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK } from './support/fixtures';
import { describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// catalogueIndexes/services: every service's summary in one document. Public pages and the quote
// form read it signed out; only a function rebuilds it from `services`, so no client (an admin
// included) can put a service on the quote form, rename one or unhide one by writing it.

const indexes = operationsOn(COLLECTIONS.catalogueIndexes);

const entry = (changes: Partial<ServiceIndexEntry> = {}): ServiceIndexEntry => ({
  slug: 'plumber',
  name: 'Plumber',
  searchTerm: 'plumbers',
  category: 'plumbing-and-heating',
  summary: 'Local plumbers for leaks, taps, toilets and new bathrooms, checked and reviewed.',
  emergency: true,
  related: ['boiler-repair', 'bathroom-fitter'],
  trades: ['plumber'],
  ...changes,
});

const everyWrite = (db: Firestore) => [
  () =>
    indexes.set(db, SERVICE_INDEX_ID, {
      services: [entry(), entry({ slug: 'free-money', name: 'Free money' })],
      updatedAt: LAST_WEEK,
    }),
  () => indexes.update(db, SERVICE_INDEX_ID, { services: [entry({ hidden: true })] }),
  () => indexes.update(db, SERVICE_INDEX_ID, { services: [] }),
  () => indexes.delete(db, SERVICE_INDEX_ID),
  () => indexes.set(db, 'locations', { locations: [], updatedAt: LAST_WEEK }),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await indexes.set(db, SERVICE_INDEX_ID, { services: [entry()], updatedAt: LAST_WEEK });
  },
});

describe('catalogueIndexes/{id} (read by everyone, written by functions only)', () => {
  describeEachRole(
    [
      'anonymous',
      'owner',
      'company',
      'otherCompany',
      'admin',
      'deactivated',
      'deactivatedAdmin',
      'deactivatedCompany',
    ],
    (db) => {
      it('get and list: allowed, as lists and the quote form read the index signed out', async () => {
        await toAllow(indexes.get(db(), SERVICE_INDEX_ID));
        await toAllow(indexes.list(db(), limit(5)));
      });
      it('create, update and delete: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
