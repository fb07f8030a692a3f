import type { StripeEventRecord } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const events = operationsOn(COLLECTIONS.stripeEvents);

/** The record the webhook creates in the same transaction as the event's effect. */
const processed = (type: string, objectId: string, account: string | null = null) =>
  ({
    type,
    objectId,
    account,
    createdAt: LAST_WEEK,
    processedAt: LAST_WEEK,
  }) satisfies StripeEventRecord<Timestamp>;

/** What the admin dashboard asks for: the latest events, or one type. */
const ADMIN_QUERIES = [
  [orderBy('processedAt', 'desc'), limit(50)],
  [where('type', '==', 'invoice.payment_failed'), orderBy('processedAt', 'desc'), limit(50)],
];

/**
 * Pre-recording an event id would make the webhook skip that event as already processed (a
 * cancellation never applied, say), so no client creates, changes or removes a record.
 */
const everyWrite = (db: Firestore) => [
  () => events.set(db, 'evt_future', processed('customer.subscription.deleted', 'sub_acme')),
  () => events.set(db, 'evt_paid', processed('invoice.paid', 'in_other')),
  () => events.update(db, 'evt_paid', { processedAt: null }),
  () => events.delete(db, 'evt_paid'),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await events.set(db, 'evt_paid', processed('invoice.paid', 'in_acme_1'));
    await events.set(db, 'evt_account', processed('account.updated', 'acct_acme', 'acct_acme'));
  },
});

describe('stripeEvents/{eventId} (written by the webhooks, read by admins)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed', async () => {
      await toAllow(events.get(db(), 'evt_paid'));
      await toAllow(events.get(db(), 'evt_account'));
    });
    it('list: allowed, as the dashboard queries', async () => {
      for (const constraints of ADMIN_QUERIES) await toAllow(events.list(db(), ...constraints));
    });
    it('create, update, delete: denied', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(['anonymous', 'owner', 'company', 'deactivatedAdmin'], (db) => {
    it('get and list: denied', async () => {
      await toDeny(events.get(db(), 'evt_paid'));
      for (const constraints of ADMIN_QUERIES) await toDeny(events.list(db(), ...constraints));
    });
    it('create, update, delete: denied (no marking an event as already processed)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });
});
