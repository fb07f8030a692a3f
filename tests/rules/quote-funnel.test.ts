import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import {
  anonymous,
  LAST_WEEK,
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

useRulesEnvironment();

const SESSION = '0123456789abcdef0123456789abcdef';

/** One document per collection, as the quote-form-events endpoint stores them. */
const STORED = {
  quoteFunnelDaily: {
    id: '2026-11-23',
    data: {
      day: '2026-11-23',
      steps: { service: { entered: 12, completed: 9 }, job: { entered: 9, abandoned: 2 } },
      services: { plumber: { service: { completed: 5 } } },
      updatedAt: LAST_WEEK,
    },
  },
  quoteFunnelSessions: {
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
  quoteDrafts: {
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

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    for (const name of NAMES) await setDoc(doc(db, name, STORED[name].id), STORED[name].data);
  });
});

const ref = (db: Firestore, name: Name, id: string = STORED[name].id) => doc(db, name, id);

/** What the admin pages ask for. */
function adminQuery(db: Firestore, name: Name) {
  if (name === 'quoteDrafts') {
    return query(
      collection(db, name),
      where('status', '==', 'abandoned'),
      orderBy('updatedAt', 'desc'),
      limit(50),
    );
  }
  return query(collection(db, name), limit(90));
}

function everyWrite(db: Firestore, name: Name): Array<[string, () => Promise<unknown>]> {
  return [
    ['create', () => setDoc(ref(db, name, 'forged'), STORED[name].data)],
    ['overwrite', () => setDoc(ref(db, name), STORED[name].data)],
    ['update', () => updateDoc(ref(db, name), { updatedAt: LAST_WEEK, forged: true })],
    ['delete', () => deleteDoc(ref(db, name))],
  ];
}

const outsiders = [
  ['anonymous visitor', () => anonymous()],
  ['customer', () => signedInAs(PEOPLE.owner)],
  ['company', () => signedInAs(PEOPLE.company)],
  ['deactivated admin', () => signedInAs(PEOPLE.deactivatedAdmin)],
] as const;

for (const name of NAMES) {
  describe(`${name} (written by functions, read by admins)`, () => {
    describe('admin', () => {
      it('gets a document and runs the admin page query', async () => {
        const db = signedInAs(PEOPLE.admin);
        await toAllow(getDoc(ref(db, name)));
        await toAllow(getDocs(adminQuery(db, name)));
      });

      it('cannot create, change or delete one from the client', async () => {
        for (const [, write] of everyWrite(signedInAs(PEOPLE.admin), name)) await toDeny(write());
      });
    });

    for (const [who, db] of outsiders) {
      describe(who, () => {
        it('cannot get or list', async () => {
          await toDeny(getDoc(ref(db(), name)));
          await toDeny(getDocs(adminQuery(db(), name)));
        });

        it('cannot create, change or delete (the form goes through the endpoint)', async () => {
          for (const [, write] of everyWrite(db(), name)) await toDeny(write());
        });
      });
    }
  });
}
