import { COLLECTIONS } from '@fixwell/common/collections';
import { deleteField, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, admin } = PEOPLE;
const messages = operationsOn(COLLECTIONS.contactMessages);

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

const setStatus = (status: unknown) => ({ status, updatedAt: serverTimestamp() });

useRulesEnvironment({
  seedEach: async (db) => {
    await messages.set(db, 'm1', storedMessage('new'));
    await messages.set(db, 'm2', storedMessage('read'));
  },
});

describe('contactMessages/{messageId}', () => {
  // Everyone without admin reach, the customer who sent the messages included: nothing at all.
  describeEachRole(['anonymous', 'owner', 'company', 'deactivatedAdmin'], (db) => {
    it('get: denied', async () => {
      await toDeny(messages.get(db(), 'm1'));
    });
    it('list: denied, even for messages sent from their own email', async () => {
      await toDeny(messages.list(db()));
      await toDeny(messages.list(db(), where('email', '==', customer.email)));
    });
    it('create: denied (messages go through POST /api/contact)', async () => {
      await toDeny(messages.add(db(), forged));
      await toDeny(messages.set(db(), 'direct', forged));
    });
    it('update: denied, including the status', async () => {
      await toDeny(messages.update(db(), 'm1', setStatus('read')));
      await toDeny(messages.update(db(), 'm1', { message: 'Edited' }));
    });
    it('delete: denied', async () => {
      await toDeny(messages.delete(db(), 'm1'));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();
    const update = (changes: Record<string, unknown>, id = 'm1') =>
      messages.update(db(), id, changes);

    it('get and list: allowed', async () => {
      await toAllow(messages.get(db(), 'm1'));
      await toAllow(messages.list(db()));
      await toAllow(messages.list(db(), where('status', '==', 'new')));
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
      await toDeny(messages.set(db(), 'm1', { status: 'read', updatedAt: serverTimestamp() }));
    });

    it('create: denied, even for an admin', async () => {
      await toDeny(messages.add(db(), forged));
      await toDeny(messages.set(db(), 'direct', forged));
    });

    it('delete: denied (archive instead)', async () => {
      await toDeny(messages.delete(db(), 'm1'));
    });
  });
});
