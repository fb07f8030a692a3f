import { COLLECTIONS } from '@fixwell/common/collections';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

// The marketing suppression list: no client may read who opted out, nor take an address off it
// (which would start the newsletter or outreach again), nor add one (admins go through a callable).
const suppressions = operationsOn(COLLECTIONS.emailSuppressions);
const ID = 'a'.repeat(64);

useRulesEnvironment({
  seedEach: (db) =>
    suppressions.set(db, ID, { reason: 'opted-out', source: 'outreach', createdAt: new Date() }),
});

describe('emailSuppressions/{id} (functions only)', () => {
  describeEachRole(['anonymous', 'owner', 'company', 'admin', 'deactivatedAdmin'], (db) => {
    it('get and list: denied', async () => {
      await toDeny(suppressions.get(db(), ID));
      await toDeny(suppressions.list(db()));
    });
    it('create: denied', async () => {
      await toDeny(
        suppressions.set(db(), 'b'.repeat(64), { reason: 'added-by-admin', source: 'admin' }),
      );
    });
    it('update and delete: denied (no lifting an opt-out)', async () => {
      await toDeny(suppressions.update(db(), ID, { reason: 'unsubscribed' }));
      await toDeny(suppressions.delete(db(), ID));
    });
  });
});
