import { PLATFORM_SETTINGS_DOC } from '@fixwell/common/admin/platform-settings';
import type { FeeSettingsDocument } from '@fixwell/common/billing/fees';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { serverTimestamp, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// settings/{name}: read by admins; written only by the callables that validate and audit them
// (updatePlatformSettings for `matching` and `platform`, updateFeeSettings, updateBillingSettings).

const settings = operationsOn(COLLECTIONS.settings);
const { matching, fees, billing } = SETTINGS_DOCS;
const platform = PLATFORM_SETTINGS_DOC;
const EVERY_DOC = [matching, platform, fees, billing];

/** The matching cap an admin used to save directly (now through updatePlatformSettings). */
const cap = (maxCompaniesPerQuote: number) => ({
  maxCompaniesPerQuote,
  updatedAt: serverTimestamp(),
});

/** `settings/platform` as updatePlatformSettings keeps it. */
const platformSettings = (changes: Record<string, unknown> = {}) => ({
  noFirstMessageCreditHours: 48,
  unreadCreditHours: 48,
  leadExpiryHours: 72,
  features: { quoteWidget: true, extraLeads: true },
  supportEmail: 'support@fixwell.test',
  updatedAt: LAST_WEEK,
  ...changes,
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

/**
 * Every write a client might try, one at a time: a valid cap without an audit entry, a cap out
 * of bounds, switches flipped, the support inbox pointed elsewhere (replies and contact messages
 * would go to an attacker), windows of zero, a fee of nothing, endless grace, a new settings
 * document, and removing any of them.
 */
const everyWrite = (db: Firestore) => [
  () => settings.set(db, matching, cap(4)),
  () => settings.set(db, matching, cap(50)),
  () => settings.update(db, matching, { maxCompaniesPerQuote: 1 }),
  () => settings.set(db, platform, platformSettings()),
  () => settings.update(db, platform, { 'features.extraLeads': false }),
  () => settings.update(db, platform, { supportEmail: 'attacker@example.com' }),
  () => settings.update(db, platform, { noFirstMessageCreditHours: 0, leadExpiryHours: 0 }),
  () => settings.set(db, fees, feeSettings(0)),
  () => settings.update(db, billing, { pastDueGraceDays: 3650 }),
  () => settings.set(db, 'anything', { updatedAt: serverTimestamp() }),
  ...EVERY_DOC.map((name) => () => settings.delete(db, name)),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await settings.set(db, matching, { maxCompaniesPerQuote: 3, updatedAt: LAST_WEEK });
    await settings.set(db, platform, platformSettings());
    await settings.set(db, fees, feeSettings(250));
    await settings.set(db, billing, { pastDueGraceDays: 7, updatedAt: LAST_WEEK });
  },
});

describe('settings/{name}', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed on matching, platform, fees and billing', async () => {
      for (const name of EVERY_DOC) await toAllow(settings.get(db(), name));
    });
    it('list: allowed', async () => {
      await toAllow(settings.list(db()));
    });
    it('create, update and delete: denied on every document (the callables validate and audit)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get: denied on every settings document', async () => {
        for (const name of EVERY_DOC) await toDeny(settings.get(db(), name));
      });
      it('list: denied', async () => {
        await toDeny(settings.list(db()));
      });
      it('create, update and delete: denied, the support inbox and switches included', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
