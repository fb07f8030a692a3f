import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const settings = operationsOn(COLLECTIONS.settings);
const { matching } = SETTINGS_DOCS;

/** The matching settings an admin saves: how many companies each quote goes to. */
const cap = (maxCompaniesPerQuote: number) => ({
  maxCompaniesPerQuote,
  updatedAt: serverTimestamp(),
});

useRulesEnvironment({
  seedEach: (db) => settings.set(db, matching, { maxCompaniesPerQuote: 3, updatedAt: LAST_WEEK }),
});

describe('settings/{name}', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed', async () => {
      await toAllow(settings.get(db(), matching));
    });
    it('update: allowed for a matching cap from 1 to 5', async () => {
      await toAllow(settings.set(db(), matching, cap(4)));
    });
    it('update: denied for a cap outside 1 to 5, a fraction or an extra field', async () => {
      await toDeny(settings.set(db(), matching, cap(0)));
      await toDeny(settings.set(db(), matching, cap(6)));
      await toDeny(settings.set(db(), matching, cap(2.5)));
      await toDeny(settings.set(db(), matching, { ...cap(3), extra: true }));
    });
    it('create: denied for any settings document but matching', async () => {
      await toDeny(settings.set(db(), 'anything', { updatedAt: serverTimestamp() }));
    });
    it('delete: denied', async () => {
      await toDeny(settings.delete(db(), matching));
    });
  });

  describeEachRole(['company', 'owner', 'anonymous', 'deactivatedAdmin'], (db) => {
    it('get: denied', async () => {
      await toDeny(settings.get(db(), matching));
    });
    it('update: denied', async () => {
      await toDeny(settings.set(db(), matching, cap(5)));
    });
  });
});
