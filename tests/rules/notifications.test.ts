import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company } = PEOPLE;
const notifications = operationsOn(COLLECTIONS.notifications);

/** A notice as the functions write it, unread. */
const storedNotice = (userId: string) => ({
  userId,
  type: 'new-lead',
  title: 'New lead: Plumber in LS6',
  body: 'Within 2 days.',
  link: '/company/leads/q1_acme',
  readAt: null,
  createdAt: LAST_WEEK,
});

/** What someone might try to add straight into the collection. */
const forged = {
  userId: company.uid,
  type: 'new-lead',
  title: 'Fake lead',
  body: '',
  link: '/company/leads/x',
  readAt: null,
  createdAt: serverTimestamp(),
};

/** The query the notification list runs. */
const noticesOf = (uid: string) => [where('userId', '==', uid), limit(20)];

useRulesEnvironment({
  seedEach: async (db) => {
    await notifications.set(db, 'n-acme', storedNotice(company.uid));
    await notifications.set(db, 'n-alice', storedNotice(customer.uid));
  },
});

describe('notifications/{id}', () => {
  describe('owner (the company notified)', () => {
    const db = () => dbAs.company();

    it('get and list: allowed on its own notifications', async () => {
      await toAllow(notifications.get(db(), 'n-acme'));
      await toAllow(notifications.list(db(), ...noticesOf(company.uid)));
    });
    it('update: allowed to mark a notification read, stamped now', async () => {
      await toAllow(notifications.update(db(), 'n-acme', { readAt: serverTimestamp() }));
    });
    it('update: denied with a client-chosen time, or for any other field', async () => {
      await toDeny(notifications.update(db(), 'n-acme', { readAt: LAST_WEEK }));
      await toDeny(
        notifications.update(db(), 'n-acme', {
          readAt: serverTimestamp(),
          link: 'https://phishing.example',
        }),
      );
      await toDeny(notifications.update(db(), 'n-acme', { userId: customer.uid }));
    });
    it('create and delete: denied', async () => {
      await toDeny(notifications.add(db(), forged));
      await toDeny(notifications.delete(db(), 'n-acme'));
    });
  });

  describe('customer (someone else)', () => {
    const db = () => dbAs.owner();

    it('get and list: their own notifications only', async () => {
      await toAllow(notifications.list(db(), ...noticesOf(customer.uid)));
      await toDeny(notifications.get(db(), 'n-acme'));
      await toDeny(notifications.list(db(), ...noticesOf(company.uid)));
    });
    it('update: denied on someone else’s notification', async () => {
      await toDeny(notifications.update(db(), 'n-acme', { readAt: serverTimestamp() }));
    });
    it('create: denied', async () => {
      await toDeny(notifications.add(db(), forged));
    });
  });

  describe('anonymous visitor', () => {
    it('get: denied', async () => {
      await toDeny(notifications.get(dbAs.anonymous(), 'n-acme'));
    });
  });

  describe('admin', () => {
    it('get: allowed on anyone’s notification', async () => {
      await toAllow(notifications.get(dbAs.admin(), 'n-acme'));
    });
    it('create: denied (notifications come from functions)', async () => {
      await toDeny(notifications.add(dbAs.admin(), forged));
    });
  });
});
