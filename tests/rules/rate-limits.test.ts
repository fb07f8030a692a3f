import { COLLECTIONS } from '@fixwell/common/collections';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

const rateLimits = operationsOn(COLLECTIONS.rateLimits);
const KEY = 'forgot-password-email-0f1e2d3c';

useRulesEnvironment({
  seedEach: (db) => rateLimits.set(db, KEY, { scope: 'forgot-password-email', hits: [Date.now()] }),
});

describe('rateLimits/{key} (functions only)', () => {
  describeEachRole(['anonymous', 'owner', 'admin'], (db) => {
    it('get and list: denied', async () => {
      await toDeny(rateLimits.get(db(), KEY));
      await toDeny(rateLimits.list(db()));
    });
    it('create: denied', async () => {
      await toDeny(rateLimits.set(db(), 'new-key', { hits: [] }));
    });
    it('update: denied (no resetting a limit)', async () => {
      await toDeny(rateLimits.update(db(), KEY, { hits: [] }));
    });
    it('delete: denied', async () => {
      await toDeny(rateLimits.delete(db(), KEY));
    });
  });
});
