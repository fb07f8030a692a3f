import type { ServiceSuggestionDocument } from '@fixwell/common/admin/catalogue-admin';
import { COLLECTIONS } from '@fixwell/common/collections';
import { orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

// serviceSuggestions: what visitors ask for from the quote form. Written by the
// submitServiceSuggestion callable, listed and resolved by admins through callables
// (functions/src/catalogue-admin/): it holds email addresses and IP hashes, so no client reads
// it, admins included, and nobody writes it from a client.

const { admin } = PEOPLE;
const suggestions = operationsOn(COLLECTIONS.serviceSuggestions);

/** A suggestion as submitServiceSuggestion stores it. */
const stored = (changes: Partial<ServiceSuggestionDocument<Timestamp>> = {}) =>
  ({
    text: 'Pond cleaning',
    key: 'cleaning pond',
    district: 'LS6',
    email: 'pond@example.com',
    ipHash: 'a'.repeat(64),
    similarBefore: 0,
    status: 'new',
    createdAt: LAST_WEEK,
    resolvedAt: null,
    resolvedBy: null,
    serviceSlug: null,
    replied: false,
    ...changes,
  }) satisfies ServiceSuggestionDocument<Timestamp>;

/** Every client operation, one at a time: reads, the inbox query, forging, approving, removing. */
const everyOperation = (db: Firestore) => [
  () => suggestions.get(db, 's1'),
  () => suggestions.list(db, where('status', '==', 'new'), orderBy('createdAt', 'desc')),
  () => suggestions.add(db, stored()),
  () => suggestions.set(db, 's2', stored({ text: 'Hot tub repair' })),
  () =>
    suggestions.update(db, 's1', {
      status: 'approved',
      serviceSlug: 'pond-cleaning',
      resolvedBy: { uid: admin.uid, email: admin.email },
    }),
  () => suggestions.delete(db, 's1'),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await suggestions.set(db, 's1', stored());
  },
});

describe('serviceSuggestions/{id} (functions only)', () => {
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
      it('cannot read, list, create, change or delete a suggestion', async () => {
        for (const operation of everyOperation(db())) await toDeny(operation());
      });
    },
  );
});
