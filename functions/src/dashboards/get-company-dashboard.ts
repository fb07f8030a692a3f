import type { Timestamp } from 'firebase-admin/firestore';

import { addDays, londonDateOf, londonInstant } from '@fixwell/common/london-time';
import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import { getCompanyDashboardCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import {
  ACTIONABLE_DOCUMENT_STATUSES,
  DASHBOARD_LIMITS,
  type CompanyDashboard,
} from '@fixwell/common/dashboards';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import type { LeadAllowanceDocument, LeadDocument } from '@fixwell/common/lead/lead';
import type { SubscriptionDocument } from '@fixwell/common/subscription';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import {
  readAppointments,
  readNewestWithCount,
  readUnreadConversations,
  storedOf,
} from './dashboard-reads';
import {
  allowancePlanId,
  allowanceSummary,
  appointmentsOf,
  leadSummary,
  splitByDay,
  unpaidInvoicesOf,
  unreadSummary,
} from './dashboard-shapes';

async function readNewLeads(uid: string) {
  const fresh = db()
    .collection(COLLECTIONS.leads)
    .where('companyId', '==', uid)
    .where('status', '==', 'new');
  const { total, newest } = await readNewestWithCount<LeadDocument<Timestamp>>(
    fresh,
    'createdAt',
    DASHBOARD_LIMITS.newLeads,
  );
  return { newCount: total, newest: newest.map(leadSummary) };
}

/** The allowance as the leads page counts it: the period's counter, else the plan's allowance. */
async function readAllowance(uid: string, now: number) {
  const [counterSnapshot, subscriptionSnapshot] = await Promise.all([
    db().collection(COLLECTIONS.leadAllowances).doc(uid).get(),
    db().collection(COLLECTIONS.subscriptions).doc(uid).get(),
  ]);
  const counter = readDoc<Partial<LeadAllowanceDocument<Timestamp>>>(counterSnapshot) ?? null;
  const subscription =
    readDoc<Partial<SubscriptionDocument<Timestamp>>>(subscriptionSnapshot) ?? null;
  const planId = allowancePlanId(counter, subscription, now);
  const plan = planId
    ? (readDoc<Partial<Plan>>(await db().collection(COLLECTIONS.plans).doc(planId).get()) ?? null)
    : null;
  return allowanceSummary({ counter, subscription, plan }, now);
}

/** What customers owe on the company's sent, viewed, overdue and part-paid invoices. */
async function readUnpaidInvoices(uid: string) {
  const snapshot = await db()
    .collection(COLLECTIONS.documents)
    .where('companyId', '==', uid)
    .where('kind', '==', 'invoice')
    .where('status', 'in', [...ACTIONABLE_DOCUMENT_STATUSES])
    .select('kind', 'status', 'totals', 'credit', 'amountPaidPence')
    .limit(DASHBOARD_LIMITS.unpaidInvoicesScan)
    .get();
  return unpaidInvoicesOf(storedOf<DocumentRecord<Timestamp>>(snapshot).map(({ data }) => data));
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * `/company`: the signed-in company's new leads and allowance left, unread messages, today's and
 * the coming week's appointments, response times, rating and what customers owe, read in
 * parallel in one call.
 */
export const getCompanyDashboard = onCallable(
  getCompanyDashboardCallable,
  async (_input, { uid }): Promise<CompanyDashboard> => {
    const now = Date.now();
    const today = londonDateOf(now);
    const [leads, allowance, conversations, appointments, companySnapshot, unpaidInvoices] =
      await Promise.all([
        readNewLeads(uid),
        readAllowance(uid, now),
        readUnreadConversations(uid),
        readAppointments(uid, {
          field: 'startsAt',
          from: londonInstant(today, '00:00'),
          to: londonInstant(addDays(today, DASHBOARD_LIMITS.upcomingDays + 1), '00:00'),
          limit: DASHBOARD_LIMITS.appointments,
        }),
        db().collection(COLLECTIONS.companies).doc(uid).get(),
        readUnpaidInvoices(uid),
      ]);
    const company = readDoc<Partial<CompanyDocument<Timestamp>>>(companySnapshot) ?? {};
    const stats = company as { firstResponseMedianMinutes?: unknown };
    return {
      leads,
      allowance,
      unread: unreadSummary(conversations, uid),
      appointments: splitByDay(appointmentsOf(appointments, uid), today),
      firstResponseMedianMinutes: numberOrNull(stats.firstResponseMedianMinutes),
      responseMinutes: numberOrNull(company.responseMinutes),
      rating: numberOrNull(company.rating) ?? 0,
      reviewCount: numberOrNull(company.reviewCount) ?? 0,
      unpaidInvoices,
    };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', DASHBOARD_MESSAGES.companyOnly),
  },
);
