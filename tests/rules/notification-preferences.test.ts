import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company } = PEOPLE;
const preferences = operationsOn(COLLECTIONS.notificationPreferences);

/** What the "Email notifications" form saves (with `mergeFields`, so `lastDigestAt` stays). */
const saved = (
  email: Record<string, unknown> = { leads: false },
  messageDigest: unknown = true,
) => ({
  email,
  messageDigest,
  updatedAt: serverTimestamp(),
});
const ONLY_FORM_FIELDS = { mergeFields: ['email', 'messageDigest', 'updatedAt'] };

useRulesEnvironment({
  seedEach: async (db) => {
    // The company has a stored choice and a digest the function recorded; the customer has none.
    await preferences.set(db, company.uid, {
      email: { documents: false },
      messageDigest: true,
      updatedAt: LAST_WEEK,
      lastDigestAt: LAST_WEEK,
    });
  },
});

describe('notificationPreferences/{uid}', () => {
  describe('customer (the owner, with no document yet)', () => {
    const db = () => dbAs.owner();

    it('get: allowed on their own, even before they saved any', async () => {
      await toAllow(preferences.get(db(), customer.uid));
    });
    it('create: allowed with the form fields, stamped now', async () => {
      await toAllow(
        preferences.set(db(), customer.uid, saved({ 'quote-updates': false, messages: true })),
      );
    });
    it('create: denied with a client-chosen time, an unknown category, a non-bool or an extra field', async () => {
      await toDeny(preferences.set(db(), customer.uid, { ...saved(), updatedAt: LAST_WEEK }));
      await toDeny(preferences.set(db(), customer.uid, saved({ marketing: false })));
      await toDeny(preferences.set(db(), customer.uid, saved({ messages: 'no' })));
      await toDeny(preferences.set(db(), customer.uid, saved({}, 'yes')));
      await toDeny(
        preferences.set(db(), customer.uid, { ...saved(), lastDigestAt: serverTimestamp() }),
      );
      await toDeny(
        preferences.set(db(), customer.uid, { email: {}, updatedAt: serverTimestamp() }),
      );
    });
    it('get and write: denied on someone else’s preferences', async () => {
      await toDeny(preferences.get(db(), company.uid));
      await toDeny(preferences.set(db(), company.uid, saved({ leads: true }), ONLY_FORM_FIELDS));
      await toDeny(preferences.set(db(), PEOPLE.otherCustomer.uid, saved()));
    });
    it('list: denied, even their own', async () => {
      await toDeny(preferences.list(db(), where('messageDigest', '==', true), limit(10)));
    });
  });

  describe('company (the owner, with a stored document)', () => {
    const db = () => dbAs.company();

    it('get: allowed on their own', async () => {
      await toAllow(preferences.get(db(), company.uid));
    });
    it('update: allowed to save the form, leaving the digest record as it is', async () => {
      await toAllow(
        preferences.set(
          db(),
          company.uid,
          saved({ leads: false, payouts: true }, false),
          ONLY_FORM_FIELDS,
        ),
      );
    });
    it('update: denied when it changes or drops the digest record', async () => {
      await toDeny(
        preferences.set(db(), company.uid, { ...saved(), lastDigestAt: serverTimestamp() }),
      );
      // A whole-document overwrite removes `lastDigestAt`.
      await toDeny(preferences.set(db(), company.uid, saved()));
    });
    it('update: denied with a client-chosen time or an unknown field', async () => {
      await toDeny(preferences.update(db(), company.uid, { updatedAt: LAST_WEEK }));
      await toDeny(
        preferences.update(db(), company.uid, { updatedAt: serverTimestamp(), role: 'admin' }),
      );
      await toDeny(
        preferences.update(db(), company.uid, {
          updatedAt: serverTimestamp(),
          'email.spam': false,
        }),
      );
    });
    it('delete: denied', async () => {
      await toDeny(preferences.delete(db(), company.uid));
    });
  });

  describe('anonymous visitor', () => {
    it('get and create: denied', async () => {
      await toDeny(preferences.get(dbAs.anonymous(), company.uid));
      await toDeny(preferences.set(dbAs.anonymous(), 'someone', saved()));
    });
  });

  describe('admin', () => {
    it('get and list: allowed (support)', async () => {
      await toAllow(preferences.get(dbAs.admin(), company.uid));
      await toAllow(preferences.list(dbAs.admin(), where('messageDigest', '==', true), limit(10)));
    });
    it('write: denied (people choose their own emails)', async () => {
      await toDeny(preferences.set(dbAs.admin(), company.uid, saved(), ONLY_FORM_FIELDS));
      await toDeny(preferences.delete(dbAs.admin(), company.uid));
    });
  });

  describe('deactivated admin', () => {
    it('get: denied', async () => {
      await toDeny(preferences.get(dbAs.deactivatedAdmin(), company.uid));
    });
  });
});
