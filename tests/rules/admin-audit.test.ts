import type { AdminAuditEntry } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { admin } = PEOPLE;
const audit = operationsOn(COLLECTIONS.adminAudit);
const FEES_TARGET = `${COLLECTIONS.settings}/${SETTINGS_DOCS.fees}`;

/** An entry as recordAdminAction appends it, here for a fee change. */
const entry = (changes: Partial<AdminAuditEntry<Timestamp>> = {}) =>
  ({
    action: 'update-fee-settings',
    actor: { uid: admin.uid, email: admin.email },
    target: FEES_TARGET,
    before: { percentBasisPoints: 250, fixedPence: 20, minimumPence: 50 },
    after: { percentBasisPoints: 300, fixedPence: 20, minimumPence: 50 },
    reason: null,
    at: LAST_WEEK,
    ...changes,
  }) satisfies AdminAuditEntry<Timestamp>;

/** The audit list on /admin/settings/fees (and the plan editor): one target, newest first. */
const ADMIN_QUERIES = [
  [where('target', '==', FEES_TARGET), orderBy('at', 'desc'), limit(20)],
  [orderBy('at', 'desc'), limit(50)],
];

/** Appending, rewriting and removing history, run one at a time. */
const everyWrite = (db: Firestore) => [
  () => audit.add(db, entry({ action: 'save-plan', target: `${COLLECTIONS.plans}/starter` })),
  () => audit.set(db, 'fee-change', entry({ actor: { uid: 'someone', email: 'x@fixwell.test' } })),
  () => audit.update(db, 'fee-change', { after: { percentBasisPoints: 250 } }),
  () => audit.delete(db, 'fee-change'),
];

useRulesEnvironment({ seedEach: (db) => audit.set(db, 'fee-change', entry()) });

describe('adminAudit/{id} (appended by the callables, read by admins)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed', async () => {
      await toAllow(audit.get(db(), 'fee-change'));
    });
    it('list: allowed, as the audit lists query', async () => {
      for (const constraints of ADMIN_QUERIES) await toAllow(audit.list(db(), ...constraints));
    });
    it('create, update, delete: denied (an admin cannot write or rewrite the record of itself)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(['anonymous', 'owner', 'company', 'deactivatedAdmin'], (db) => {
    it('get and list: denied', async () => {
      await toDeny(audit.get(db(), 'fee-change'));
      for (const constraints of ADMIN_QUERIES) await toDeny(audit.list(db(), ...constraints));
    });
    it('create, update, delete: denied', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });
});
