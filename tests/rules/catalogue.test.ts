import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
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

const { owner: customer, company, admin, deactivatedAdmin } = PEOPLE;

const CATALOGUE = [
  {
    collection: 'services',
    id: 'plumber',
    data: { name: 'Plumber', category: 'plumbing-and-heating' },
  },
  { collection: 'locations', id: 'leeds', data: { name: 'Leeds', nation: 'England' } },
  { collection: 'postcodeAreas', id: 'LS', data: { name: 'Leeds', latitude: 53.8 } },
  {
    collection: 'articles',
    id: 'bleed-a-radiator',
    data: { title: 'How to bleed a radiator', section: 'how-to' },
  },
  { collection: 'plans', id: 'starter', data: { name: 'Starter', monthlyPricePence: 2900 } },
] as const;

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    for (const entry of CATALOGUE) {
      await setDoc(doc(db, entry.collection, entry.id), { ...entry.data, source: 'seed' });
    }
    await setDoc(doc(db, 'reviews', 'r1'), { companyId: company.uid, rating: 5, body: 'Great' });
  });
});

for (const entry of CATALOGUE) {
  const ref = (db: Firestore) => doc(db, entry.collection, entry.id);

  describe(`${entry.collection}/{id}`, () => {
    it('anyone, signed in or not, reads a document and lists the collection', async () => {
      for (const db of [anonymous(), signedInAs(customer), signedInAs(company)]) {
        await toAllow(getDoc(ref(db)));
        await toAllow(getDocs(collection(db, entry.collection)));
      }
    });

    it('a signed-out visitor, a customer and a company cannot create, change or delete', async () => {
      for (const db of [anonymous(), signedInAs(customer), signedInAs(company)]) {
        await toDeny(setDoc(doc(db, entry.collection, 'new-one'), { name: 'x', source: 'admin' }));
        await toDeny(updateDoc(ref(db), { name: 'Changed', source: 'admin' }));
        await toDeny(deleteDoc(ref(db)));
      }
    });

    it('an admin creates, edits (marking it as an admin edit) and deletes', async () => {
      const db = signedInAs(admin);
      await toAllow(setDoc(doc(db, entry.collection, 'new-one'), { name: 'New', source: 'admin' }));
      await toAllow(updateDoc(ref(db), { name: 'Edited', source: 'admin' }));
      await toAllow(deleteDoc(ref(db)));
    });

    it('an admin edit that does not mark itself would be overwritten by the seed: denied', async () => {
      await toDeny(updateDoc(ref(signedInAs(admin)), { name: 'Edited' }));
      await toDeny(updateDoc(ref(signedInAs(admin)), { name: 'Edited', source: 'seed' }));
    });

    it('a deactivated admin has no admin powers', async () => {
      await toDeny(updateDoc(ref(signedInAs(deactivatedAdmin)), { name: 'x', source: 'admin' }));
      await toDeny(deleteDoc(ref(signedInAs(deactivatedAdmin))));
    });
  });
}

describe('reviews/{reviewId}', () => {
  it('everyone reads reviews, including queries by company', async () => {
    await toAllow(getDoc(doc(anonymous(), 'reviews', 'r1')));
    await toAllow(
      getDocs(query(collection(anonymous(), 'reviews'), where('companyId', '==', company.uid))),
    );
  });

  it('nobody writes a review from a client, not even an admin or the company reviewed', async () => {
    for (const person of [customer, company, admin]) {
      const db = signedInAs(person);
      await toDeny(
        setDoc(doc(db, 'reviews', 'fake'), { companyId: company.uid, rating: 5, body: 'Me' }),
      );
      await toDeny(updateDoc(doc(db, 'reviews', 'r1'), { rating: 1 }));
      await toDeny(deleteDoc(doc(db, 'reviews', 'r1')));
    }
    await toDeny(setDoc(doc(anonymous(), 'reviews', 'fake'), { rating: 5 }));
  });
});

describe('collections that are not part of the catalogue', () => {
  it('the catalogue rule does not open other collections', async () => {
    await toDeny(getDocs(collection(anonymous(), 'servicesPrivate')));
    await toDeny(setDoc(doc(signedInAs(admin), 'anything', 'x'), { source: 'admin' }));
  });
});
