import type { AppointmentKind, AppointmentStatus } from './appointments/appointment';
import type { DocumentKind, DocumentStatus } from './documents/document-labels';
import type { QuoteStatus, QuoteTiming } from './quote/quote-request';

// The two dashboards, `/customer` and `/company`: each page reads one summary from one callable
// (`getCustomerDashboard`, `getCompanyDashboard`), which gathers it on the server in parallel with
// the Admin SDK, every read bounded. Times are ISO 8601 strings (callables answer JSON);
// appointments keep their London wall-clock date and window as stored.

/** How many rows each list of a dashboard holds, and how far ahead the company's agenda looks. */
export const DASHBOARD_LIMITS = {
  openRequests: 5,
  unreadConversations: 3,
  /** Conversations read to add up the unread total (the newest with something unread). */
  unreadScan: 100,
  documents: 5,
  reviewInvitations: 3,
  /** Invitations read to list the newest few (they are few: one per job). */
  reviewInvitationsScan: 20,
  newLeads: 5,
  appointments: 10,
  /** The company's "upcoming" runs this many London days on from today. */
  upcomingDays: 7,
  /** Unpaid invoices read to add up what the company is owed. */
  unpaidInvoicesScan: 200,
} as const;

/** Quote requests still in play: waiting for matching, offered to companies, or accepted. */
export const OPEN_QUOTE_STATUSES = [
  'received',
  'matched',
  'accepted',
] as const satisfies readonly QuoteStatus[];
/** Documents that wait for the customer: quotes to answer, invoices to pay. */
export const ACTIONABLE_DOCUMENT_STATUSES = [
  'sent',
  'viewed',
  'overdue',
  'part-paid',
] as const satisfies readonly DocumentStatus[];
/** Appointments that still stand. */
export const ACTIVE_APPOINTMENT_STATUSES = [
  'proposed',
  'confirmed',
] as const satisfies readonly AppointmentStatus[];

/** A conversation with messages the reader has not read. */
export interface DashboardConversation {
  id: string;
  /** The company's name for a customer, the customer's for a company. */
  otherPartyName: string;
  serviceName: string;
  unread: number;
  /** The last message's text (or what a system message said), shortened; null when none. */
  preview: string | null;
  lastMessageAt: string | null;
}

export interface DashboardUnread {
  /** Unread messages across the reader's conversations. */
  total: number;
  /** The newest conversations with unread messages. */
  conversations: DashboardConversation[];
}

export interface DashboardAppointment {
  id: string;
  conversationId: string;
  kind: AppointmentKind;
  status: AppointmentStatus;
  /** London date `YYYY-MM-DD` and arrival window `HH:MM`. */
  date: string;
  windowStart: string;
  windowEnd: string;
  startsAt: string;
  otherPartyName: string;
  serviceName: string;
  /** The address's postcode (the full address is on the appointments page). */
  postcode: string;
}

export interface CustomerDashboardRequest {
  id: string;
  serviceName: string;
  postcodeDistrict: string;
  status: QuoteStatus;
  createdAt: string;
  /** Companies the request went to. */
  offered: number;
  /** The names of the companies that accepted it. */
  acceptedBy: string[];
}

export interface CustomerDashboardDocument {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  number: string | null;
  companyName: string;
  /** Invoices: what is left to pay; quotes: the total. */
  amountPence: number;
  /** Invoices: due on this day; quotes: valid until this day. */
  dueDate: string | null;
  validUntil: string | null;
}

export interface CustomerDashboardInvitation {
  leadId: string;
  companyName: string;
  serviceName: string;
  createdAt: string | null;
}

/** What `getCustomerDashboard` answers. */
export interface CustomerDashboard {
  openRequests: { total: number; requests: CustomerDashboardRequest[] };
  unread: DashboardUnread;
  nextAppointment: DashboardAppointment | null;
  /** Quotes to answer and invoices to pay: how many, and the newest sent. */
  documents: { total: number; items: CustomerDashboardDocument[] };
  /** Jobs to review: how many (counted up to `reviewInvitationsScan`), and the newest. */
  reviewInvitations: { total: number; items: CustomerDashboardInvitation[] };
}

export interface CompanyDashboardLead {
  id: string;
  serviceName: string;
  postcodeDistrict: string;
  timing: QuoteTiming | null;
  distanceMiles: number | null;
  createdAt: string | null;
}

/** What the plan still includes this period (as the leads page counts it). */
export interface CompanyDashboardAllowance {
  allowance: number;
  used: number;
  remaining: number;
  periodEnd: string | null;
  planName: string | null;
}

/** What `getCompanyDashboard` answers. */
export interface CompanyDashboard {
  leads: { newCount: number; newest: CompanyDashboardLead[] };
  allowance: CompanyDashboardAllowance;
  unread: DashboardUnread;
  appointments: { today: DashboardAppointment[]; upcoming: DashboardAppointment[] };
  /** Median minutes to the first message over the last 50 leads; null until measured. */
  firstResponseMedianMinutes: number | null;
  /** Typical minutes to answer a lead; null until the first. */
  responseMinutes: number | null;
  rating: number;
  reviewCount: number;
  unpaidInvoices: { count: number; overdueCount: number; totalPence: number };
}
