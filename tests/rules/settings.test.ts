import type { FeeSettingsDocument } from '@fixwell/common/billing/fees';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { serverTimestamp, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const settings = operationsOn(COLLECTIONS.settings);
const { matching, fees, billing } = SETTINGS_DOCS;

/** The matching settings an admin saves: how many companies each quote goes to. */
const cap = (maxCompaniesPerQuote: number) => ({
  maxCompaniesPerQuote,
  updatedAt: serverTimestamp(),
});

/** `settings/fees` as updateFeeSettings keeps it: every schedule, with who set it. */
const feeSettings = (percentBasisPoints: number) =>
  ({
    schedules: [
      {
        percentBasisPoints,
        fixedPence: 20,
        minimumPence: 50,
        effectiveFrom: LAST_WEEK,
        changedBy: { uid: PEOPLE.admin.uid, email: PEOPLE.admin.email },
        changedAt: LAST_WEEK,
      },
    ],
    updatedAt: LAST_WEEK,
  }) satisfies FeeSettingsDocument<Timestamp>;

/** `settings/billing` as updateBillingSettings keeps it: the past-due grace period. */
const billingSettings = (pastDueGraceDays: number) => ({
  pastDueGraceDays,
  updatedAt: LAST_WEEK,
});

/**
 * Writes to the callable-only settings, run one at a time: a valid-looking fee schedule with no
 * audit entry, a zero fee, endless grace, and removing either document.
 */
const callableOnlyWrites = (db: Firestore) => [
  () => settings.set(db, fees, feeSettings(300)),
  () => settings.update(db, fees, { schedules: [] }),
  () => settings.set(db, billing, billingSettings(7)),
  () => settings.update(db, billing, { pastDueGraceDays: 3650 }),
  () => settings.delete(db, fees),
  () => settings.delete(db, billing),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await settings.set(db, matching, { maxCompaniesPerQuote: 3, updatedAt: LAST_WEEK });
    await settings.set(db, fees, feeSettings(250));
    await settings.set(db, billing, billingSettings(7));
  },
});

describe('settings/{name}', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed on matching, fees and billing', async () => {
      await toAllow(settings.get(db(), matching));
      await toAllow(settings.get(db(), fees));
      await toAllow(settings.get(db(), billing));
    });
    it('update: allowed for a matching cap from 1 to 5', async () => {
      await toAllow(settings.set(db(), matching, cap(4)));
    });
    it('update: denied for a cap outside 1 to 5, a fraction or an extra field', async () => {
      await toDeny(settings.set(db(), matching, cap(0)));
      await toDeny(settings.set(db(), matching, cap(6)));
      await toDeny(settings.set(db(), matching, cap(2.5)));
      await toDeny(settings.set(db(), matching, { ...cap(3), extra: true }));
    });
    it('create: denied for any settings document but matching', async () => {
      await toDeny(settings.set(db(), 'anything', { updatedAt: serverTimestamp() }));
    });
    it('fees and billing: create, update and delete denied (the callables validate and audit them)', async () => {
      for (const write of callableOnlyWrites(db())) await toDeny(write());
    });
    it('fees and billing: denied even shaped like the matching settings', async () => {
      await toDeny(settings.set(db(), fees, cap(3)));
      await toDeny(settings.set(db(), billing, cap(3)));
    });
    it('delete: denied', async () => {
      await toDeny(settings.delete(db(), matching));
    });
  });

  describeEachRole(['company', 'owner', 'anonymous', 'deactivatedAdmin'], (db) => {
    it('get: denied on matching, fees and billing', async () => {
      await toDeny(settings.get(db(), matching));
      await toDeny(settings.get(db(), fees));
      await toDeny(settings.get(db(), billing));
    });
    it('list: denied', async () => {
      await toDeny(settings.list(db()));
    });
    it('update: denied on matching', async () => {
      await toDeny(settings.set(db(), matching, cap(5)));
    });
    it('fees and billing: create, update and delete denied', async () => {
      for (const write of callableOnlyWrites(db())) await toDeny(write());
    });
  });
});
