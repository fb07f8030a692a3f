import { COLLECTIONS } from '@fixwell/common/collections';
import { deleteDoc, doc, getDoc, orderBy, setDoc, where, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// newsletterSubscribers and newsletterIssues: written by functions (functions/src/newsletter),
// read by active admins on /admin/newsletter. An issue's batches and delivery tallies are the
// functions' bookkeeping: nobody reads or writes them from a client.

const { admin } = PEOPLE;
const subscribers = operationsOn(COLLECTIONS.newsletterSubscribers);
const issues = operationsOn(COLLECTIONS.newsletterIssues);
const SUBSCRIBER_ID = 'a'.repeat(64);

const subscriber = (changes: Record<string, unknown> = {}) => ({
  email: 'nina@example.co.uk',
  segment: 'homeowners',
  status: 'confirmed',
  confirmTokenHash: null,
  confirmExpiresAt: null,
  uid: null,
  createdAt: LAST_WEEK,
  confirmedAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
  ...changes,
});

const issue = (changes: Record<string, unknown> = {}) => ({
  subject: 'Winter tips',
  body: '## Bleed your radiators',
  audience: 'homeowners',
  status: 'sent',
  recipients: 1,
  counts: { queued: 1, sent: 1, failed: 0, suppressed: 0 },
  sentBy: { uid: admin.uid, email: admin.email },
  createdAt: LAST_WEEK,
  queuedAt: LAST_WEEK,
  ...changes,
});

const batchPath = ['newsletterIssues', 'issue-1', COLLECTIONS.newsletterBatches, '000000'] as const;
const deliveryPath = [
  'newsletterIssues',
  'issue-1',
  COLLECTIONS.newsletterDeliveries,
  'mail-1',
] as const;

/** The subscriber lists the admin page asks for. */
const SUBSCRIBER_QUERIES = [
  [orderBy('createdAt', 'desc')],
  [
    where('segment', '==', 'homeowners'),
    where('status', '==', 'confirmed'),
    orderBy('createdAt', 'desc'),
  ],
  [where('email', '>=', 'nina'), where('email', '<', 'nina\uf8ff'), orderBy('email')],
];

/** Subscribing oneself, confirming, raising counts or forging an issue, one at a time. */
const everyWrite = (db: Firestore) => [
  () => subscribers.set(db, 'b'.repeat(64), subscriber({ status: 'confirmed' })),
  () => subscribers.update(db, SUBSCRIBER_ID, { status: 'pending' }),
  () => subscribers.delete(db, SUBSCRIBER_ID),
  () => issues.add(db, issue()),
  () => issues.update(db, 'issue-1', { 'counts.sent': 1000 }),
  () => issues.delete(db, 'issue-1'),
  () => setDoc(doc(db, ...batchPath), { index: 0, cursor: null, done: false }),
  () => deleteDoc(doc(db, ...deliveryPath)),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await subscribers.set(db, SUBSCRIBER_ID, subscriber());
    await issues.set(db, 'issue-1', issue());
    await setDoc(doc(db, ...batchPath), { index: 0, cursor: null, done: true });
    await setDoc(doc(db, ...deliveryPath), { counted: 'sent' });
  },
});

describe('newsletterSubscribers and newsletterIssues (written by functions, read by admins)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list subscribers and issues: allowed, as the page queries', async () => {
      await toAllow(subscribers.get(db(), SUBSCRIBER_ID));
      for (const constraints of SUBSCRIBER_QUERIES)
        await toAllow(subscribers.list(db(), ...constraints));
      await toAllow(issues.get(db(), 'issue-1'));
      await toAllow(issues.list(db(), orderBy('createdAt', 'desc')));
    });
    it('batches and delivery tallies: denied (functions only)', async () => {
      await toDeny(getDoc(doc(db(), ...batchPath)));
      await toDeny(getDoc(doc(db(), ...deliveryPath)));
    });
    it('every write: denied (sending and removing go through audited callables)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get and list: denied (addresses are personal data)', async () => {
        await toDeny(subscribers.get(db(), SUBSCRIBER_ID));
        for (const constraints of SUBSCRIBER_QUERIES)
          await toDeny(subscribers.list(db(), ...constraints));
        await toDeny(issues.get(db(), 'issue-1'));
        await toDeny(issues.list(db(), orderBy('createdAt', 'desc')));
        await toDeny(getDoc(doc(db(), ...batchPath)));
      });
      it('every write, including subscribing oneself as confirmed: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
