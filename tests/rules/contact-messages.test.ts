import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
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

const { owner: customer, company, admin, deactivatedAdmin } = PEOPLE;

/** A message as the contact function stores it; this one was sent by the customer. */
function storedMessage(status: string): Record<string, unknown> {
  return {
    name: 'Alice Example',
    email: customer.email,
    topic: 'billing',
    message: 'I was charged twice for my subscription this month.',
    status,
    userAgent: 'Mozilla/5.0',
    ipHash: 'a'.repeat(64),
    createdAt: LAST_WEEK,
  };
}

/** What someone might try to write straight into the collection, bypassing the function. */
const forged = {
  name: 'Mallory',
  email: 'mallory@example.co.uk',
  topic: 'other',
  message: 'Cheap links for your website, best prices guaranteed!',
  status: 'new',
  userAgent: 'curl/8',
  ipHash: 'b'.repeat(64),
  createdAt: serverTimestamp(),
};

const messageRef = (db: Firestore, id = 'm1') => doc(db, 'contactMessages', id);
const messages = (db: Firestore) => collection(db, 'contactMessages');
const setStatus = (status: unknown) => ({ status, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    await setDoc(messageRef(db, 'm1'), storedMessage('new'));
    await setDoc(messageRef(db, 'm2'), storedMessage('read'));
  });
});

/** Everyone without admin reach: they may do nothing at all with contact messages. */
const outsiders = [
  ['anonymous visitor', () => anonymous()],
  ['customer (who sent the messages)', () => signedInAs(customer)],
  ['company', () => signedInAs(company)],
  ['deactivated admin', () => signedInAs(deactivatedAdmin)],
] as const;

describe('contactMessages/{messageId}', () => {
  for (const [who, db] of outsiders) {
    describe(who, () => {
      it('get: denied', async () => {
        await toDeny(getDoc(messageRef(db())));
      });
      it('list: denied, even for messages sent from their own email', async () => {
        await toDeny(getDocs(messages(db())));
        await toDeny(getDocs(query(messages(db()), where('email', '==', customer.email))));
      });
      it('create: denied (messages go through POST /api/contact)', async () => {
        await toDeny(addDoc(messages(db()), forged));
        await toDeny(setDoc(messageRef(db(), 'direct'), forged));
      });
      it('update: denied, including the status', async () => {
        await toDeny(updateDoc(messageRef(db()), setStatus('read')));
        await toDeny(updateDoc(messageRef(db()), { message: 'Edited' }));
      });
      it('delete: denied', async () => {
        await toDeny(deleteDoc(messageRef(db())));
      });
    });
  }

  describe('admin', () => {
    const db = () => signedInAs(admin);
    const update = (changes: Record<string, unknown>, id = 'm1') =>
      updateDoc(messageRef(db(), id), changes);

    it('get and list: allowed', async () => {
      await toAllow(getDoc(messageRef(db())));
      await toAllow(getDocs(messages(db())));
      await toAllow(getDocs(query(messages(db()), where('status', '==', 'new'))));
    });

    it('update: allowed to mark a message read, archived, or new again', async () => {
      await toAllow(update(setStatus('read')));
      await toAllow(update(setStatus('archived')));
      await toAllow(update(setStatus('new'), 'm2'));
    });

    it('update: denied for a status outside new, read and archived', async () => {
      await toDeny(update(setStatus('spam')));
      await toDeny(update(setStatus('')));
      await toDeny(update(setStatus(null)));
      await toDeny(update(setStatus(['read'])));
    });

    it('update: denied without updatedAt stamped now', async () => {
      await toDeny(update({ status: 'read' }));
      await toDeny(update({ status: 'read', updatedAt: LAST_WEEK }));
      await toDeny(update({ status: 'read', updatedAt: 'now' }));
    });

    it('update: denied for any other field, alongside the status or alone', async () => {
      await toDeny(update({ ...setStatus('read'), message: 'Tidied up' }));
      await toDeny(update({ ...setStatus('read'), email: 'someone-else@example.co.uk' }));
      await toDeny(update({ ...setStatus('read'), name: 'Renamed' }));
      await toDeny(update({ ...setStatus('read'), topic: 'complaint' }));
      await toDeny(update({ ...setStatus('read'), ipHash: deleteField() }));
      await toDeny(update({ ...setStatus('read'), createdAt: serverTimestamp() }));
      await toDeny(update({ ...setStatus('read'), assignedTo: admin.uid }));
      await toDeny(update({ updatedAt: serverTimestamp(), userAgent: '' }));
    });

    it('update: denied when overwriting the whole message', async () => {
      await toDeny(setDoc(messageRef(db()), { status: 'read', updatedAt: serverTimestamp() }));
    });

    it('create: denied, even for an admin', async () => {
      await toDeny(addDoc(messages(db()), forged));
      await toDeny(setDoc(messageRef(db(), 'direct'), forged));
    });

    it('delete: denied (archive instead)', async () => {
      await toDeny(deleteDoc(messageRef(db())));
    });
  });
});
