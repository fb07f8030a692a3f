import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  DASHBOARD_LIMITS,
  type CompanyDashboardAllowance,
  type CompanyDashboardLead,
  type CustomerDashboardDocument,
  type CustomerDashboardInvitation,
  type CustomerDashboardRequest,
  type DashboardAppointment,
  type DashboardConversation,
  type DashboardUnread,
} from '@fixwell/common/dashboards';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import { payablePence } from '@fixwell/common/documents/document-totals';
import type { LeadDocument } from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import type { ReviewInvitationDocument } from '@fixwell/common/reviews/review';
import { isoOf, millisOf } from '@fixwell/common/timestamps';

// Pure shaping of the dashboards: stored documents (read defensively, as other domains may still
// leave fields out) into the summaries the pages show. The handlers read; these decide.

/** A stored document as read: its id and whatever fields it has. */
export interface Stored<T> {
  id: string;
  data: Partial<T>;
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Characters of a message shown on a dashboard row. */
export const DASHBOARD_PREVIEW_LENGTH = 100;

function shorten(value: string, length = DASHBOARD_PREVIEW_LENGTH): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** The reader's unread count on a conversation (0 when missing or malformed). */
export function unreadOf(
  conversation: Partial<ConversationDocument<unknown>>,
  uid: string,
): number {
  const counts = conversation.unreadCounts;
  return counts && typeof counts === 'object' ? count(counts[uid]) : 0;
}

/**
 * The reader's unread total and their newest conversations with something unread. The newest
 * first by last message (then by update), whatever order they were read in.
 */
export function unreadSummary(
  conversations: Stored<ConversationDocument<unknown>>[],
  uid: string,
  limit: number = DASHBOARD_LIMITS.unreadConversations,
): DashboardUnread {
  const unread = conversations
    .filter(({ data }) => Array.isArray(data.participantIds) && data.participantIds.includes(uid))
    .map(({ id, data }) => ({ id, data, unread: unreadOf(data, uid) }))
    .filter((entry) => entry.unread > 0);
  const at = (data: Partial<ConversationDocument<unknown>>) =>
    millisOf(data.lastMessage?.at) ?? millisOf(data.updatedAt) ?? 0;
  unread.sort((a, b) => at(b.data) - at(a.data));
  return {
    total: unread.reduce((sum, entry) => sum + entry.unread, 0),
    conversations: unread
      .slice(0, limit)
      .map(({ id, data, unread: unreadCount }): DashboardConversation => {
        const isCompany = data.companyId === uid;
        const last = data.lastMessage;
        const previewText = last ? text(last.text) : '';
        return {
          id,
          otherPartyName: isCompany
            ? text(data.customerName, 'Your customer')
            : text(data.companyName, 'The company'),
          serviceName: text(data.serviceName),
          unread: unreadCount,
          preview: previewText ? shorten(previewText) : null,
          lastMessageAt: isoOf(last?.at) ?? isoOf(data.updatedAt),
        };
      }),
  };
}

/** An appointment as the reader sees it; null when it is not theirs or no longer stands. */
export function appointmentSummary(
  { id, data }: Stored<AppointmentDocument<unknown>>,
  uid: string,
): DashboardAppointment | null {
  if (!Array.isArray(data.participantIds) || !data.participantIds.includes(uid)) return null;
  const status = data.status;
  if (!status || !(ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(status)) return null;
  const startsAt = isoOf(data.startsAt);
  if (!startsAt || !data.date || !data.windowStart || !data.windowEnd) return null;
  const isCompany = data.companyId === uid;
  return {
    id,
    conversationId: text(data.conversationId),
    kind: data.kind === 'job' ? 'job' : 'site-visit',
    status,
    date: data.date,
    windowStart: data.windowStart,
    windowEnd: data.windowEnd,
    startsAt,
    otherPartyName: isCompany
      ? text(data.customerName, 'Your customer')
      : text(data.companyName, 'The company'),
    serviceName: text(data.serviceName),
    postcode: text(data.address?.postcode),
  };
}

/** The reader's standing appointments, soonest first. */
export function appointmentsOf(
  appointments: Stored<AppointmentDocument<unknown>>[],
  uid: string,
): DashboardAppointment[] {
  return appointments
    .map((appointment) => appointmentSummary(appointment, uid))
    .filter((appointment): appointment is DashboardAppointment => appointment !== null)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Today's appointments (London date `today`) and those after it. */
export function splitByDay(
  appointments: DashboardAppointment[],
  today: string,
): { today: DashboardAppointment[]; upcoming: DashboardAppointment[] } {
  return {
    today: appointments.filter((appointment) => appointment.date === today),
    upcoming: appointments.filter((appointment) => appointment.date > today),
  };
}

/** An open quote request with how many companies it went to and who accepted it. */
export function requestSummary({
  id,
  data,
}: Stored<QuoteDocument<unknown>>): CustomerDashboardRequest {
  const matches = Array.isArray(data.matches) ? data.matches : [];
  return {
    id,
    serviceName: text(data.serviceName, 'Your request'),
    postcodeDistrict: text(data.postcodeDistrict),
    status: data.status ?? 'received',
    createdAt: isoOf(data.createdAt) ?? new Date(0).toISOString(),
    offered: matches.length,
    acceptedBy: matches
      .filter((match) => match?.status === 'accepted')
      .map((match) => text(match.businessName, 'A company')),
  };
}

/** What is left to pay on an invoice: what it asks for, less what was paid by card. */
export function amountDuePence(document: Partial<DocumentRecord<unknown>>): number {
  const total = count(document.totals?.totalPence);
  const payable = payablePence({
    totals: { totalPence: total },
    credit: document.credit ? { amountPence: count(document.credit.amountPence) } : null,
  });
  return Math.max(0, payable - count(document.amountPaidPence));
}

/** A quote to answer or an invoice to pay, with the company's name. */
export function documentSummary(
  { id, data }: Stored<DocumentRecord<unknown>>,
  companyNames: ReadonlyMap<string, string>,
): CustomerDashboardDocument {
  const kind = data.kind === 'invoice' ? 'invoice' : 'quote';
  return {
    id,
    kind,
    status: data.status ?? 'sent',
    number: typeof data.number === 'string' ? data.number : null,
    companyName: companyNames.get(text(data.companyId)) ?? 'The company',
    amountPence: kind === 'invoice' ? amountDuePence(data) : count(data.totals?.totalPence),
    dueDate: isoOf(data.dueDate),
    validUntil: isoOf(data.validUntil),
  };
}

/** What the company is owed on its unpaid invoices. */
export function unpaidInvoicesOf(invoices: Partial<DocumentRecord<unknown>>[]): {
  count: number;
  overdueCount: number;
  totalPence: number;
} {
  const owing = invoices.filter((invoice) => invoice.kind === 'invoice');
  return {
    count: owing.length,
    overdueCount: owing.filter((invoice) => invoice.status === 'overdue').length,
    totalPence: owing.reduce((sum, invoice) => sum + amountDuePence(invoice), 0),
  };
}

/** A review the customer has been invited to write and has not yet. */
export function invitationSummary({
  id,
  data,
}: Stored<ReviewInvitationDocument<unknown>>): CustomerDashboardInvitation {
  return {
    leadId: text(data.leadId, id),
    companyName: text(data.companyName, 'The company'),
    serviceName: text(data.serviceName),
    createdAt: isoOf(data.createdAt),
  };
}

/** A new lead as the dashboard lists it (the outward code only, as before acceptance). */
export function leadSummary({ id, data }: Stored<LeadDocument<unknown>>): CompanyDashboardLead {
  return {
    id,
    serviceName: text(data.serviceName, 'A job'),
    postcodeDistrict: text(data.postcodeDistrict),
    timing: data.timing ?? null,
    distanceMiles: numberOrNull(data.distanceMiles),
    createdAt: isoOf(data.createdAt),
  };
}

/** `leadAllowances/{uid}`, `subscriptions/{uid}` and the plan, as far as the allowance reads them. */
export interface AllowanceSources {
  counter: { allowance?: unknown; used?: unknown; periodEnd?: unknown; planId?: unknown } | null;
  subscription: { planId?: unknown; currentPeriodEnd?: unknown } | null;
  /** The plan of the counter's period when it is current, else of the subscription. */
  plan: { leadAllowance?: unknown; name?: unknown } | null;
}

/** Whether `leadAllowances/{uid}` counts the period `now` is in. */
export function counterIsCurrent(counter: AllowanceSources['counter'], now: number): boolean {
  const periodEnd = millisOf(counter?.periodEnd);
  return periodEnd !== null && periodEnd > now;
}

/** The plan whose allowance applies: the counter's while its period runs, else the subscription's. */
export function allowancePlanId(
  counter: AllowanceSources['counter'],
  subscription: AllowanceSources['subscription'],
  now: number,
): string | null {
  const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return counterIsCurrent(counter, now)
    ? (id(counter?.planId) ?? id(subscription?.planId))
    : id(subscription?.planId);
}

/**
 * What the plan still includes this period, counted as the leads page counts it: the counter
 * while its period runs; before the first acceptance, or once the period has ended, the plan's
 * allowance with none used.
 */
export function allowanceSummary(
  { counter, subscription, plan }: AllowanceSources,
  now: number,
): CompanyDashboardAllowance {
  const current = counterIsCurrent(counter, now);
  const allowance = current ? count(counter?.allowance) : count(plan?.leadAllowance);
  const used = current ? count(counter?.used) : 0;
  return {
    allowance,
    used,
    remaining: Math.max(0, allowance - used),
    periodEnd: current ? isoOf(counter?.periodEnd) : isoOf(subscription?.currentPeriodEnd),
    planName: typeof plan?.name === 'string' && plan.name !== '' ? plan.name : null,
  };
}
