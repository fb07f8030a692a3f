import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import {
  anonymous,
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

useRulesEnvironment();

const KEY = 'forgot-password-email-0f1e2d3c';

beforeEach(async () => {
  await seedPeople();
  await seed((db) =>
    setDoc(doc(db, 'rateLimits', KEY), { scope: 'forgot-password-email', hits: [Date.now()] }),
  );
});

const visitors = [
  ['anonymous visitor', () => anonymous()],
  ['customer', () => signedInAs(PEOPLE.owner)],
  ['admin', () => signedInAs(PEOPLE.admin)],
] as const;

describe('rateLimits/{key} (functions only)', () => {
  for (const [who, db] of visitors) {
    describe(who, () => {
      it('get and list: denied', async () => {
        await toDeny(getDoc(doc(db(), 'rateLimits', KEY)));
        await toDeny(getDocs(collection(db(), 'rateLimits')));
      });
      it('create: denied', async () => {
        await toDeny(setDoc(doc(db(), 'rateLimits', 'new-key'), { hits: [] }));
      });
      it('update: denied (no resetting a limit)', async () => {
        await toDeny(updateDoc(doc(db(), 'rateLimits', KEY), { hits: [] }));
      });
      it('delete: denied', async () => {
        await toDeny(deleteDoc(doc(db(), 'rateLimits', KEY)));
      });
    });
  }
});
