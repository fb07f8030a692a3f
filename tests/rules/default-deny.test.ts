import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import {
  anonymous,
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

useRulesEnvironment();

// Collections no rule names, including a subcollection under a readable document.
const UNMATCHED = [
  'conversations/c1',
  'invoices/i1',
  'payouts/p1',
  'users/alice/private/notes',
  'companies/acme/reviews/r1',
  // Quote photo uploads hold token hashes: only functions read or write them (quote-photos).
  'quotePhotoUploads/x',
];

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    await setDoc(doc(db, 'companies', 'acme'), { ownerId: 'acme', public: true });
    await Promise.all(UNMATCHED.map((path) => setDoc(doc(db, path), { note: 'seeded' })));
  });
});

const everyone = [
  ['anonymous visitor', () => anonymous()],
  ['customer', () => signedInAs(PEOPLE.owner)],
  ['company', () => signedInAs(PEOPLE.company)],
  ['admin', () => signedInAs(PEOPLE.admin)],
] as const;

describe('everything not named in the rules is denied', () => {
  it('sanity: the seeded public company is readable, so the denials below are the rules at work', async () => {
    await toAllow(getDoc(doc(anonymous(), 'companies', 'acme')));
  });

  for (const [who, db] of everyone) {
    describe(who, () => {
      for (const path of UNMATCHED) {
        it(`get, create, update, delete ${path}: denied`, async () => {
          await toDeny(getDoc(doc(db(), path)));
          await toDeny(setDoc(doc(db(), `${path}-new`), { note: 'x' }));
          await toDeny(setDoc(doc(db(), path), { note: 'changed' }));
          await toDeny(deleteDoc(doc(db(), path)));
        });
      }
      it('list: denied on unmatched collections and collection groups', async () => {
        await toDeny(getDocs(collection(db(), 'conversations')));
        await toDeny(getDocs(collectionGroup(db(), 'private')));
        await toDeny(getDocs(collectionGroup(db(), 'reviews')));
        await toDeny(getDocs(collection(db(), 'quotePhotoUploads')));
      });
    });
  }
});
