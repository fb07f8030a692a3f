// /admin/users (issue 16): admins find people with the page's own queries; nobody, an admin
// included, writes `role`, `active` or `searchKeys` from a client (setUserRole, setUserActive and
// the onUserProfileWritten function do); the audit entries about a person are read-only.
import type { AdminAuditEntry } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  limit,
  orderBy,
  serverTimestamp,
  where,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE, profileOf } from './support/fixtures';
import {
  dbAs,
  describeEachRole,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

const { owner, company, admin, deactivated } = PEOPLE;
const users = operationsOn(COLLECTIONS.users);
const audit = operationsOn(COLLECTIONS.adminAudit);

const edit = (changes: Record<string, unknown>) => ({ ...changes, updatedAt: serverTimestamp() });

/** The list as /admin/users asks for it: each filter beside createdAt, newest first. */
const LIST_QUERIES: QueryConstraint[][] = [
  [orderBy('createdAt', 'desc'), limit(25)],
  [where('role', '==', 'company'), orderBy('createdAt', 'desc'), limit(25)],
  [where('active', '==', false), orderBy('createdAt', 'desc'), limit(25)],
  [
    where('searchKeys', 'array-contains', 'ali'),
    where('role', '==', 'customer'),
    where('active', '==', true),
    orderBy('createdAt', 'desc'),
    limit(25),
  ],
];

/** A user's page: the entries about their account and their company, newest first. */
const AUDIT_QUERY = [
  where('target', 'in', [
    `${COLLECTIONS.users}/${owner.uid}`,
    `${COLLECTIONS.companies}/${owner.uid}`,
  ]),
  orderBy('at', 'desc'),
  limit(50),
];

const entry = {
  action: 'user.deactivate',
  actor: { uid: admin.uid, email: admin.email },
  target: `${COLLECTIONS.users}/${owner.uid}`,
  before: { active: true },
  after: { active: false },
  reason: 'Reported for abusive messages',
  at: LAST_WEEK,
} satisfies AdminAuditEntry<Timestamp>;

useRulesEnvironment({
  seedEach: async (db) => {
    await audit.set(db, 'deactivation', entry);
    await users.set(db, owner.uid, { ...profileOf(owner), searchKeys: ['a', 'al', 'ali'] });
  },
});

describe('users/{uid} on /admin/users', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();
    it('list: allowed with every filter the page uses', async () => {
      for (const constraints of LIST_QUERIES) await toAllow(users.list(db(), ...constraints));
    });
    it('get: allowed on anyone’s profile', async () => {
      await toAllow(users.get(db(), company.uid));
    });
    it('update: denied for role, active and searchKeys, on others and on themselves', async () => {
      for (const changes of [{ role: 'admin' }, { active: false }, { searchKeys: ['anything'] }])
        await toDeny(users.update(db(), owner.uid, edit(changes)));
      for (const changes of [{ role: 'customer' }, { active: false }, { searchKeys: ['anything'] }])
        await toDeny(users.update(db(), admin.uid, edit(changes)));
      await toDeny(users.update(db(), deactivated.uid, edit({ active: true })));
    });
    it('adminAudit: reads the entries about a person, and cannot write any', async () => {
      await toAllow(audit.list(db(), ...AUDIT_QUERY));
      await toDeny(audit.add(db(), { ...entry, at: serverTimestamp() }));
      await toDeny(audit.update(db(), 'deactivation', { reason: 'Rewritten' }));
      await toDeny(audit.delete(db(), 'deactivation'));
    });
  });

  describe('the person themself', () => {
    const db = () => dbAs.owner();
    it('update: denied for role, active and searchKeys (privilege escalation)', async () => {
      await toDeny(users.update(db(), owner.uid, edit({ role: 'admin' })));
      await toDeny(users.update(db(), owner.uid, edit({ searchKeys: ['root', 'admin'] })));
      await toDeny(users.update(db(), owner.uid, edit({ displayName: 'Al', searchKeys: [] })));
    });
    it('update: still allowed for their own name, leaving the keys to the function', async () => {
      await toAllow(users.update(db(), owner.uid, edit({ displayName: 'Alice Jones' })));
    });
  });

  describe('someone signing up', () => {
    it('create: denied with search keys of their own', async () => {
      const newcomer = { uid: 'newbie', email: 'newbie@example.co.uk' };
      await toDeny(
        users.set(signedInAs(newcomer), newcomer.uid, {
          id: newcomer.uid,
          email: newcomer.email,
          displayName: 'newbie',
          role: 'customer',
          emailVerified: false,
          active: true,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
          searchKeys: ['admin'],
        }),
      );
    });
  });

  describeEachRole(['anonymous', 'owner', 'company', 'deactivated', 'deactivatedAdmin'], (db) => {
    it('list: denied for every query of the page', async () => {
      for (const constraints of LIST_QUERIES) await toDeny(users.list(db(), ...constraints));
    });
    it('adminAudit: denied', async () => {
      await toDeny(audit.list(db(), ...AUDIT_QUERY));
      await toDeny(audit.get(db(), 'deactivation'));
    });
    it('update: cannot deactivate or promote anyone', async () => {
      await toDeny(users.update(db(), owner.uid, edit({ active: false })));
      await toDeny(users.update(db(), company.uid, edit({ role: 'admin' })));
    });
  });
});
