import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const SESSION = '0123456789abcdef0123456789abcdef';

/** One document per collection, as the quote-form-events endpoint stores them. */
const STORED = {
  [COLLECTIONS.quoteFunnelDaily]: {
    id: '2026-11-23',
    data: {
      day: '2026-11-23',
      steps: { service: { entered: 12, completed: 9 }, job: { entered: 9, abandoned: 2 } },
      services: { plumber: { service: { completed: 5 } } },
      updatedAt: LAST_WEEK,
    },
  },
  [COLLECTIONS.quoteFunnelSessions]: {
    id: SESSION,
    data: {
      day: '2026-11-23',
      counted: ['service.entered'],
      abandoned: null,
      submitted: false,
      updatedAt: LAST_WEEK,
      expiresAt: LAST_WEEK,
    },
  },
  [COLLECTIONS.quoteDrafts]: {
    id: SESSION,
    data: {
      status: 'abandoned',
      email: 'priya@example.co.uk',
      name: 'Priya Shah',
      service: 'plumber',
      serviceName: 'Plumber',
      postcode: 'LS6 2AB',
      lastStep: 'contact',
      createdAt: LAST_WEEK,
      updatedAt: LAST_WEEK,
      expiresAt: LAST_WEEK,
    },
  },
} as const;

type Name = keyof typeof STORED;
const NAMES = Object.keys(STORED) as Name[];

useRulesEnvironment({
  seedEach: async (db) => {
    for (const name of NAMES) await operationsOn(name).set(db, STORED[name].id, STORED[name].data);
  },
});

/** What the admin pages ask for. */
function adminQuery(name: Name): QueryConstraint[] {
  if (name === COLLECTIONS.quoteDrafts) {
    return [where('status', '==', 'abandoned'), orderBy('updatedAt', 'desc'), limit(50)];
  }
  return [limit(90)];
}

for (const name of NAMES) {
  const { id, data } = STORED[name];
  const stored = operationsOn(name);
  /** Create, overwrite, update and delete, run one at a time. */
  const everyWrite = (db: Firestore) => [
    () => stored.set(db, 'forged', data),
    () => stored.set(db, id, data),
    () => stored.update(db, id, { updatedAt: LAST_WEEK, forged: true }),
    () => stored.delete(db, id),
  ];

  describe(`${name} (written by functions, read by admins)`, () => {
    describe('admin', () => {
      it('gets a document and runs the admin page query', async () => {
        const db = dbAs.admin();
        await toAllow(stored.get(db, id));
        await toAllow(stored.list(db, ...adminQuery(name)));
      });

      it('cannot create, change or delete one from the client', async () => {
        for (const write of everyWrite(dbAs.admin())) await toDeny(write());
      });
    });

    describeEachRole(['anonymous', 'owner', 'company', 'deactivatedAdmin'], (db) => {
      it('cannot get or list', async () => {
        await toDeny(stored.get(db(), id));
        await toDeny(stored.list(db(), ...adminQuery(name)));
      });

      it('cannot create, change or delete (the form goes through the endpoint)', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    });
  });
}
