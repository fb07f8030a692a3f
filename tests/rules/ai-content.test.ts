import {
  AI_SETTINGS_DOC,
  DEFAULT_AI_SETTINGS,
  LOCAL_PROVIDER_LABEL,
  type AiUsageDayDocument,
  type AiUsageDocument,
} from '@fixwell/common/admin/ai-content';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// aiUsage and aiUsageDays: written by functions (functions/src/ai-content), read by active admins
// on /admin/ai-content and /admin/blog/ai-management. settings/aiDrafts: read by admins, written
// by updateAiSettings only.

const { admin } = PEOPLE;
const usage = operationsOn(COLLECTIONS.aiUsage);
const days = operationsOn(COLLECTIONS.aiUsageDays);
const settings = operationsOn(COLLECTIONS.settings);
const DAY = '2026-11-22';

/** A usage row as generateAiDraft writes it. */
const row = (changes: Partial<AiUsageDocument<Timestamp>> = {}) =>
  ({
    actor: { uid: admin.uid, email: admin.email },
    kind: 'blog-post',
    provider: 'local',
    model: 'local-template-v1',
    label: LOCAL_PROVIDER_LABEL,
    inputTokens: 300,
    outputTokens: 500,
    costPence: 0.0276,
    outcome: 'ok',
    error: null,
    postId: 'post-1',
    title: 'How to bleed a radiator',
    ideaId: null,
    day: DAY,
    createdAt: LAST_WEEK,
    ...changes,
  }) satisfies AiUsageDocument<Timestamp>;

const rollup = (changes: Partial<AiUsageDayDocument<Timestamp>> = {}) =>
  ({
    day: DAY,
    requests: 1,
    errors: 0,
    inputTokens: 300,
    outputTokens: 500,
    costPence: 0.0276,
    updatedAt: LAST_WEEK,
    ...changes,
  }) satisfies AiUsageDayDocument<Timestamp>;

/** The pages' queries: recent drafts, the log (all or one day), the daily totals. */
const USAGE_QUERIES = [
  [where('outcome', '==', 'ok'), orderBy('createdAt', 'desc'), limit(10)],
  [orderBy('createdAt', 'desc'), limit(21)],
  [where('day', '==', DAY), orderBy('createdAt', 'desc'), limit(21)],
];
const DAY_QUERIES = [[orderBy('day', 'desc'), limit(14)]];

/** Forging a draft's record, hiding spending, lifting the day's limits, changing the settings. */
const everyWrite = (db: Firestore) => [
  () => usage.add(db, row()),
  () => usage.set(db, 'usage-1', row({ inputTokens: 0, outputTokens: 0, costPence: 0 })),
  () => usage.update(db, 'usage-1', { costPence: 0 }),
  () => usage.delete(db, 'usage-1'),
  () => days.set(db, '2026-11-23', rollup({ day: '2026-11-23' })),
  () => days.update(db, DAY, { requests: 0, inputTokens: 0, outputTokens: 0 }),
  () => days.delete(db, DAY),
  () => settings.set(db, AI_SETTINGS_DOC, { ...DEFAULT_AI_SETTINGS, dailyRequestLimit: 1000 }),
  () => settings.update(db, AI_SETTINGS_DOC, { dailyTokenLimit: 10_000_000 }),
  () => settings.delete(db, AI_SETTINGS_DOC),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await usage.set(db, 'usage-1', row());
    await days.set(db, DAY, rollup());
    await settings.set(db, AI_SETTINGS_DOC, { ...DEFAULT_AI_SETTINGS, updatedAt: LAST_WEEK });
  },
});

describe('aiUsage, aiUsageDays and settings/aiDrafts (written by functions, read by admins)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed, as the pages query them', async () => {
      await toAllow(usage.get(db(), 'usage-1'));
      for (const constraints of USAGE_QUERIES) await toAllow(usage.list(db(), ...constraints));
      await toAllow(days.get(db(), DAY));
      for (const constraints of DAY_QUERIES) await toAllow(days.list(db(), ...constraints));
      await toAllow(settings.get(db(), AI_SETTINGS_DOC));
    });
    it('create, update, delete: denied (limits and spending are kept by functions)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get and list: denied', async () => {
        await toDeny(usage.get(db(), 'usage-1'));
        for (const constraints of USAGE_QUERIES) await toDeny(usage.list(db(), ...constraints));
        await toDeny(days.get(db(), DAY));
        for (const constraints of DAY_QUERIES) await toDeny(days.list(db(), ...constraints));
        await toDeny(settings.get(db(), AI_SETTINGS_DOC));
      });
      it('create, update, delete: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
