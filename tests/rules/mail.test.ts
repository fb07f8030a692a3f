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

const QUEUED = {
  to: PEOPLE.owner.email,
  message: {
    subject: 'Reset your Fixwell password',
    text: 'secret link',
    html: '<p>secret link</p>',
  },
  kind: 'password-reset',
};

beforeEach(async () => {
  await seedPeople();
  await seed((db) => setDoc(doc(db, 'mail', 'queued'), QUEUED));
});

const visitors = [
  ['anonymous visitor', () => anonymous()],
  ['the recipient', () => signedInAs(PEOPLE.owner)],
  ['company', () => signedInAs(PEOPLE.company)],
  ['admin', () => signedInAs(PEOPLE.admin)],
] as const;

describe('mail/{id} (outgoing email queue: functions only)', () => {
  for (const [who, db] of visitors) {
    describe(who, () => {
      it('get: denied (the mail carries password-reset links)', async () => {
        await toDeny(getDoc(doc(db(), 'mail', 'queued')));
      });
      it('list: denied', async () => {
        await toDeny(getDocs(collection(db(), 'mail')));
      });
      it('create: denied (no sending mail as Fixwell)', async () => {
        await toDeny(
          setDoc(doc(db(), 'mail', 'forged'), { ...QUEUED, to: 'victim@example.co.uk' }),
        );
      });
      it('update: denied', async () => {
        await toDeny(updateDoc(doc(db(), 'mail', 'queued'), { to: 'attacker@example.co.uk' }));
      });
      it('delete: denied', async () => {
        await toDeny(deleteDoc(doc(db(), 'mail', 'queued')));
      });
    });
  }
});
