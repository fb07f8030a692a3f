import {
  platformDayFromData,
  serviceStatsDayId,
  type ServiceStatsDayDocument,
  type WebhookFailureDocument,
} from '@fixwell/common/admin/platform-stats';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// The platform's figures (functions/src/platform-stats): platformStatsDays, serviceStatsDays and
// webhookFailures are written by functions only and read by active admins on /admin (through a
// callable) and /admin/analytics (directly, with the queries below). Nobody writes them from a
// client: not even an admin can adjust a figure or clear a failure by hand.

const days = operationsOn(COLLECTIONS.platformStatsDays);
const serviceDays = operationsOn(COLLECTIONS.serviceStatsDays);
const failures = operationsOn(COLLECTIONS.webhookFailures);
const DAY = '2026-11-20';
const SERVICE_DAY = serviceStatsDayId('plumber', DAY);

const platformDay = () => ({
  ...platformDayFromData(DAY, { quoteRequests: 4, matched: 3, noMatch: 1 }),
  sourcesReadAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
});
const serviceDay = (): Record<string, unknown> => {
  const {
    services: _services,
    newCompanies: _n,
    ...figures
  } = platformDayFromData(DAY, {
    quoteRequests: 2,
    requestsByArea: { LS: 2 },
  });
  return {
    ...figures,
    service: 'plumber',
    companiesCovering: 3,
    updatedAt: LAST_WEEK,
  } satisfies Partial<ServiceStatsDayDocument<Timestamp>>;
};
const failure = () =>
  ({
    eventId: 'evt_1',
    endpoint: 'platform',
    type: 'invoice.paid',
    message: 'Subscription not found',
    attempts: 2,
    firstFailedAt: LAST_WEEK,
    lastFailedAt: LAST_WEEK,
    resolved: false,
    resolvedAt: null,
  }) satisfies WebhookFailureDocument<Timestamp>;

/** The analytics pages' range reads. */
const DAY_QUERIES = [[where('day', '>=', DAY), orderBy('day', 'asc'), limit(366)]];
const SERVICE_QUERIES = [
  [where('service', '==', 'plumber'), where('day', '>=', DAY), orderBy('day', 'asc'), limit(366)],
];
const FAILURE_QUERIES = [
  [where('resolved', '==', false), orderBy('lastFailedAt', 'desc'), limit(10)],
];

/** Forging, adjusting and removing, run one at a time. */
const everyWrite = (db: Firestore) => [
  () => days.set(db, '2026-11-21', platformDay()),
  () => days.update(db, DAY, { quoteRequests: 400 }),
  () => days.delete(db, DAY),
  () => serviceDays.set(db, serviceStatsDayId('roofer', DAY), serviceDay()),
  () => serviceDays.update(db, SERVICE_DAY, { companiesCovering: 99 }),
  () => serviceDays.delete(db, SERVICE_DAY),
  () => failures.add(db, failure()),
  () => failures.update(db, 'evt_1', { resolved: true }),
  () => failures.delete(db, 'evt_1'),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await days.set(db, DAY, platformDay());
    await serviceDays.set(db, SERVICE_DAY, serviceDay());
    await failures.set(db, 'evt_1', failure());
  },
});

describe('platformStatsDays, serviceStatsDays, webhookFailures (functions write, admins read)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();
    it('get and list: allowed, as the pages query them', async () => {
      await toAllow(days.get(db(), DAY));
      await toAllow(serviceDays.get(db(), SERVICE_DAY));
      await toAllow(failures.get(db(), 'evt_1'));
      for (const constraints of DAY_QUERIES) await toAllow(days.list(db(), ...constraints));
      for (const constraints of SERVICE_QUERIES)
        await toAllow(serviceDays.list(db(), ...constraints));
      for (const constraints of FAILURE_QUERIES) await toAllow(failures.list(db(), ...constraints));
    });
    it('create, update, delete: denied (figures and failures are the functions’ word)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(
    [
      'anonymous',
      'owner',
      'otherCustomer',
      'company',
      'otherCompany',
      'deactivated',
      'deactivatedAdmin',
      'deactivatedCompany',
    ],
    (db) => {
      it('get and list: denied', async () => {
        await toDeny(days.get(db(), DAY));
        await toDeny(serviceDays.get(db(), SERVICE_DAY));
        await toDeny(failures.get(db(), 'evt_1'));
        for (const constraints of DAY_QUERIES) await toDeny(days.list(db(), ...constraints));
        for (const constraints of SERVICE_QUERIES)
          await toDeny(serviceDays.list(db(), ...constraints));
        for (const constraints of FAILURE_QUERIES)
          await toDeny(failures.list(db(), ...constraints));
      });
      it('create, update, delete: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
