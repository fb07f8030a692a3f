import { AggregateField, Timestamp, type Query } from 'firebase-admin/firestore';

import {
  DASHBOARD_ALERTS_LIMIT,
  DEMAND_COUNT_KEYS,
  dashboardSpans,
  dashboardTiles,
  MRR_SUBSCRIPTION_STATUSES,
  NO_MATCH_ALERT_DAYS,
  platformDayFromData,
  PLATFORM_STATS_MESSAGES,
  type AdminDashboard,
  type MailFailureAlert,
  type NoMatchAlert,
  type WebhookFailureAlert,
} from '@fixwell/common/admin/platform-stats';
import { londonDateOf } from '@fixwell/common/london-time';
import { getAdminDashboardCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { isoOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';

// The admin dashboard (`/admin`) in one call and a handful of small reads: the platform's days
// from the start of last month (their figures only, not the per-service breakdown), three count
// and sum aggregates, and the three alert lists with their totals.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days read: this month and last (≤ 62), or this week and last (≤ 14), whichever reach further. */
const DAYS_LIMIT = 70;
const DAY_FIELDS = [
  ...DEMAND_COUNT_KEYS,
  'firstResponseMinutes',
  'newCompanies',
  'cardPaymentsPence',
  'cardPayments',
  'mrrPence',
  'activeSubscriptions',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = async (query: Query) => (await query.count().get()).data().count;

async function alertList<T>(query: Query, map: (id: string, data: Record<string, unknown>) => T) {
  const [snapshot, total] = await Promise.all([
    query.limit(DASHBOARD_ALERTS_LIMIT).get(),
    count(query),
  ]);
  return { total, items: snapshot.docs.map((doc) => map(doc.id, doc.data())) };
}

export async function readAdminDashboard(now: number = Date.now()): Promise<AdminDashboard> {
  const today = londonDateOf(now);
  const spans = dashboardSpans(today);
  const [days, vettingQueue, revenue, noMatch, webhookFailures, mailFailures] = await Promise.all([
    db()
      .collection(COLLECTIONS.platformStatsDays)
      .where('day', '>=', spans.earliest)
      .where('day', '<=', today)
      .orderBy('day')
      .select(...DAY_FIELDS)
      .limit(DAYS_LIMIT)
      .get(),
    count(db().collection(COLLECTIONS.verificationChecks).where('status', '==', 'submitted')),
    db()
      .collection(COLLECTIONS.subscriptions)
      .where('status', 'in', [...MRR_SUBSCRIPTION_STATUSES])
      .aggregate({ total: AggregateField.sum('monthlyAmountPence') })
      .get(),
    alertList(
      db()
        .collection(COLLECTIONS.quotes)
        .where('status', '==', 'no-match')
        .where('createdAt', '>=', Timestamp.fromMillis(now - NO_MATCH_ALERT_DAYS * DAY_MS))
        .orderBy('createdAt', 'desc'),
      (id, data): NoMatchAlert => ({
        quoteId: id,
        serviceName: text(data.serviceName) || text(data.service),
        postcodeDistrict: text(data.postcodeDistrict),
        createdAt: isoOf(data.createdAt) ?? '',
      }),
    ),
    alertList(
      db()
        .collection(COLLECTIONS.webhookFailures)
        .where('resolved', '==', false)
        .orderBy('lastFailedAt', 'desc'),
      (id, data): WebhookFailureAlert => ({
        eventId: id,
        type: text(data.type),
        endpoint: text(data.endpoint),
        message: text(data.message),
        attempts: typeof data.attempts === 'number' ? data.attempts : 1,
        firstFailedAt: isoOf(data.firstFailedAt) ?? '',
        lastFailedAt: isoOf(data.lastFailedAt) ?? '',
      }),
    ),
    alertList(
      db()
        .collection(COLLECTIONS.mail)
        .where('delivery.state', '==', 'ERROR')
        .orderBy('delivery.endTime', 'desc'),
      (id, data): MailFailureAlert => {
        const delivery = (data.delivery ?? {}) as Record<string, unknown>;
        const message = (data.message ?? {}) as Record<string, unknown>;
        return {
          mailId: id,
          to: Array.isArray(data.to) ? data.to.map(String).join(', ') : text(data.to),
          subject: text(message.subject),
          kind: text(data.kind),
          error: text(delivery.error) || 'No reason given',
          attempts: typeof delivery.attempts === 'number' ? delivery.attempts : 1,
          failedAt: isoOf(delivery.endTime),
        };
      },
    ),
  ]);
  return {
    today,
    tiles: dashboardTiles(
      days.docs.map((doc) => platformDayFromData(doc.id, doc.data())),
      today,
      { mrrPence: revenue.data().total ?? 0, vettingQueue },
    ),
    alerts: { noMatch, webhookFailures, mailFailures },
  };
}

export const getAdminDashboard = onCallable(getAdminDashboardCallable, () => readAdminDashboard(), {
  auth: 'required',
  guard: ({ uid }) => requireActiveRole(uid, 'admin', PLATFORM_STATS_MESSAGES.adminsOnly),
});
