import type { IndexNowSubmission } from '@fixwell/common/admin/indexnow';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// indexNowSubmissions: written by functions (functions/src/indexnow), read by active admins on
// /admin/indexnow. privateSettings/indexNow: the IndexNow key, which no client reads or writes.

const { admin } = PEOPLE;
const submissions = operationsOn(COLLECTIONS.indexNowSubmissions);
const privateSettings = operationsOn(COLLECTIONS.privateSettings);
const KEY = '0123456789abcdef0123456789abcdef';

/** A history row as submitToIndexNow writes it. */
const row = (changes: Partial<IndexNowSubmission<Timestamp>> = {}) =>
  ({
    trigger: 'article',
    source: 'articles/how-to-bleed-a-radiator',
    requestedBy: null,
    endpoint: 'https://api.indexnow.org/indexnow',
    urls: ['https://www.fixwell.co.uk/how-to/how-to-bleed-a-radiator'],
    urlCount: 1,
    status: 202,
    outcome: 'accepted',
    message: 'Accepted: the key will be checked',
    submittedAt: LAST_WEEK,
    ...changes,
  }) satisfies IndexNowSubmission<Timestamp>;

/** The history list on /admin/indexnow: all, or one trigger, newest first. */
const HISTORY_QUERIES = [
  [orderBy('submittedAt', 'desc'), limit(21)],
  [where('trigger', '==', 'manual'), orderBy('submittedAt', 'desc'), limit(21)],
];

/** Forging, rewriting and removing history, run one at a time. */
const everyWrite = (db: Firestore) => [
  () =>
    submissions.add(
      db,
      row({ trigger: 'manual', requestedBy: { uid: admin.uid, email: admin.email } }),
    ),
  () => submissions.set(db, 'sub-1', row({ status: 200, outcome: 'accepted' })),
  () => submissions.update(db, 'sub-1', { status: 200 }),
  () => submissions.delete(db, 'sub-1'),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await submissions.set(db, 'sub-1', row());
    await privateSettings.set(db, 'indexNow', { key: KEY, createdAt: LAST_WEEK });
  },
});

describe('indexNowSubmissions/{id} (written by functions, read by admins)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed, as the history queries', async () => {
      await toAllow(submissions.get(db(), 'sub-1'));
      for (const constraints of HISTORY_QUERIES) {
        await toAllow(submissions.list(db(), ...constraints));
      }
    });
    it('create, update, delete: denied (the history is the endpoint’s word, not an admin’s)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get and list: denied', async () => {
        await toDeny(submissions.get(db(), 'sub-1'));
        for (const constraints of HISTORY_QUERIES) {
          await toDeny(submissions.list(db(), ...constraints));
        }
      });
      it('create, update, delete: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});

describe('privateSettings/indexNow (the IndexNow key)', () => {
  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'admin', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get: denied: the key is only ever read by functions', async () => {
        await toDeny(privateSettings.get(db(), 'indexNow'));
      });
      it('create, update, delete: denied: nobody can plant a key of their own', async () => {
        await toDeny(privateSettings.set(db(), 'indexNow', { key: 'attacker-key-0001' }));
        await toDeny(privateSettings.update(db(), 'indexNow', { key: 'attacker-key-0001' }));
        await toDeny(privateSettings.delete(db(), 'indexNow'));
      });
    },
  );
});
