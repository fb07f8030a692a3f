import { COLLECTIONS } from '@fixwell/common/collections';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner, company } = PEOPLE;
const companies = operationsOn(COLLECTIONS.companies);

// Collections no rule names, including subcollections under readable documents. Paths, not
// collections, so the SDK is used directly here.
const UNMATCHED = [
  'chats/c1',
  // Conversations are read by their participants, but nothing is stored beneath them other than
  // their messages (conversations.test.ts).
  `${COLLECTIONS.conversations}/c1/drafts/d1`,
  // Files sent in conversations: the api function serves them to participants (conversations).
  `${COLLECTIONS.messageAttachments}/x`,
  'invoices/i1',
  'payouts/p1',
  `${COLLECTIONS.users}/${owner.uid}/private/notes`,
  `${COLLECTIONS.companies}/${company.uid}/${COLLECTIONS.reviews}/r1`,
  // The owner reads its Connect account and subscription, but nothing stored beneath them.
  `${COLLECTIONS.connectAccounts}/${company.uid}/payouts/p1`,
  `${COLLECTIONS.subscriptions}/${company.uid}/invoices/i1`,
  // Documents and a company's customers are readable by some, but nothing stored beneath them.
  `${COLLECTIONS.documents}/d1/payments/p1`,
  `${COLLECTIONS.companyCustomers}/c1/notes/n1`,
  // Quote photo uploads hold token hashes: only functions read or write them (quote-photos).
  `${COLLECTIONS.quotePhotoUploads}/x`,
];

useRulesEnvironment({
  seedEach: async (db) => {
    await companies.set(db, company.uid, { ownerId: company.uid, public: true });
    await Promise.all(UNMATCHED.map((path) => setDoc(doc(db, path), { note: 'seeded' })));
  },
});

describe('everything not named in the rules is denied', () => {
  it('sanity: the seeded public company is readable, so the denials below are the rules at work', async () => {
    await toAllow(companies.get(dbAs.anonymous(), company.uid));
  });

  describeEachRole(['anonymous', 'owner', 'company', 'admin'], (db) => {
    for (const path of UNMATCHED) {
      it(`get, create, update, delete ${path}: denied`, async () => {
        await toDeny(getDoc(doc(db(), path)));
        await toDeny(setDoc(doc(db(), `${path}-new`), { note: 'x' }));
        await toDeny(setDoc(doc(db(), path), { note: 'changed' }));
        await toDeny(deleteDoc(doc(db(), path)));
      });
    }
    it('list: denied on unmatched collections and collection groups', async () => {
      await toDeny(getDocs(collection(db(), 'chats')));
      await toDeny(getDocs(collection(db(), COLLECTIONS.messageAttachments)));
      await toDeny(getDocs(collectionGroup(db(), 'private')));
      await toDeny(getDocs(collectionGroup(db(), COLLECTIONS.reviews)));
      await toDeny(getDocs(collection(db(), COLLECTIONS.quotePhotoUploads)));
    });
  });
});
