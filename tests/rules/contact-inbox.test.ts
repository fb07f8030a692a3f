import { COLLECTIONS } from '@fixwell/common/collections';
import { arrayUnion, deleteField, orderBy, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// contactMessages/{id}: the inbox of /admin/contact-messages. Written by POST /api/contact and
// the inbox's callables (setContactMessageStatus, replyToContactMessage) only; admins read.

const { owner: customer, admin } = PEOPLE;
const messages = operationsOn(COLLECTIONS.contactMessages);

/** A message as the contact function stores it (sent by the customer), with an admin's reply. */
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
    ...(status === 'new'
      ? {}
      : {
          readAt: LAST_WEEK,
          replies: [
            {
              by: { uid: admin.uid, email: admin.email },
              text: 'We have refunded the second charge.',
              at: LAST_WEEK,
              mailId: 'mail-1',
            },
          ],
          lastRepliedAt: LAST_WEEK,
        }),
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
/** A reply forged without the callable: no mail queued, no audit entry. */
const forgedReply = {
  replies: arrayUnion({
    by: { uid: admin.uid, email: admin.email },
    text: 'Forged',
    at: LAST_WEEK,
    mailId: 'none',
  }),
  updatedAt: serverTimestamp(),
};

/** The inbox's queries: one status, newest first; all, newest first; the menu's new count. */
const INBOX_QUERIES = [
  [where('status', '==', 'new'), orderBy('createdAt', 'desc')],
  [where('status', '==', 'archived'), orderBy('createdAt', 'desc')],
  [orderBy('createdAt', 'desc')],
];

useRulesEnvironment({
  seedEach: async (db) => {
    await messages.set(db, 'm1', storedMessage('new'));
    await messages.set(db, 'm2', storedMessage('read'));
  },
});

describe('contactMessages/{messageId}', () => {
  // Everyone without admin reach, the customer who sent the messages included: nothing at all.
  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get: denied', async () => {
        await toDeny(messages.get(db(), 'm1'));
      });
      it('list: denied, with the inbox filters or for messages sent from their own email', async () => {
        for (const constraints of INBOX_QUERIES) await toDeny(messages.list(db(), ...constraints));
        await toDeny(messages.list(db(), where('email', '==', customer.email)));
      });
      it('create: denied (messages go through POST /api/contact)', async () => {
        await toDeny(messages.add(db(), forged));
        await toDeny(messages.set(db(), 'direct', forged));
      });
      it('update: denied, the status, a reply and any other field', async () => {
        await toDeny(messages.update(db(), 'm1', setStatus('read')));
        await toDeny(messages.update(db(), 'm1', forgedReply));
        await toDeny(messages.update(db(), 'm1', { message: 'Edited' }));
      });
      it('delete: denied', async () => {
        await toDeny(messages.delete(db(), 'm1'));
      });
    },
  );

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list with the inbox filters: allowed', async () => {
      await toAllow(messages.get(db(), 'm1'));
      await toAllow(messages.get(db(), 'm2'));
      for (const constraints of INBOX_QUERIES) await toAllow(messages.list(db(), ...constraints));
    });

    it('update: denied, even the status (the callable audits every change)', async () => {
      await toDeny(messages.update(db(), 'm1', setStatus('read')));
      await toDeny(messages.update(db(), 'm2', setStatus('archived')));
      await toDeny(messages.update(db(), 'm1', { readAt: serverTimestamp() }));
    });

    it('update: denied for a reply written without the callable (no mail, no audit)', async () => {
      await toDeny(messages.update(db(), 'm1', forgedReply));
      await toDeny(messages.update(db(), 'm2', { replies: deleteField() }));
      await toDeny(messages.update(db(), 'm2', { replies: [] }));
    });

    it('update: denied for the sender’s details and the hash', async () => {
      await toDeny(messages.update(db(), 'm1', { email: 'someone-else@example.co.uk' }));
      await toDeny(messages.update(db(), 'm1', { ipHash: deleteField() }));
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
