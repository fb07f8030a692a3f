import type { Timestamp } from 'firebase-admin/firestore';

import { getCustomerDashboardCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import {
  ACTIONABLE_DOCUMENT_STATUSES,
  DASHBOARD_LIMITS,
  OPEN_QUOTE_STATUSES,
  type CustomerDashboard,
} from '@fixwell/common/dashboards';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import type { ReviewInvitationDocument } from '@fixwell/common/reviews/review';
import { millisOf } from '@fixwell/common/timestamps';

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
  appointmentsOf,
  documentSummary,
  invitationSummary,
  requestSummary,
  unreadSummary,
} from './dashboard-shapes';

async function readOpenRequests(uid: string) {
  const open = db()
    .collection(COLLECTIONS.quotes)
    .where('customerId', '==', uid)
    .where('status', 'in', [...OPEN_QUOTE_STATUSES]);
  const { total, newest } = await readNewestWithCount<QuoteDocument<Timestamp>>(
    open,
    'createdAt',
    DASHBOARD_LIMITS.openRequests,
  );
  return { total, requests: newest.map(requestSummary) };
}

/** Quotes to answer and invoices to pay, newest sent first, with their companies' names. */
async function readDocumentsToActOn(uid: string) {
  const waiting = db()
    .collection(COLLECTIONS.documents)
    .where('customer.uid', '==', uid)
    .where('status', 'in', [...ACTIONABLE_DOCUMENT_STATUSES]);
  const { total, newest: documents } = await readNewestWithCount<DocumentRecord<Timestamp>>(
    waiting,
    'sentAt',
    DASHBOARD_LIMITS.documents,
  );
  const companyIds = [
    ...new Set(
      documents.flatMap(({ data }) =>
        typeof data.companyId === 'string' && data.companyId !== '' ? [data.companyId] : [],
      ),
    ),
  ];
  const companies = companyIds.length
    ? await db().getAll(...companyIds.map((id) => db().collection(COLLECTIONS.companies).doc(id)))
    : [];
  const names = new Map(
    companies.flatMap((snapshot) => {
      const name = readDoc<Partial<CompanyDocument<Timestamp>>>(snapshot)?.businessName;
      return typeof name === 'string' && name !== '' ? [[snapshot.id, name] as const] : [];
    }),
  );
  return {
    total,
    items: documents.map((document) => documentSummary(document, names)),
  };
}

/** Jobs the customer is invited to review and has not yet, newest first. */
async function readReviewInvitations(uid: string) {
  const snapshot = await db()
    .collection(COLLECTIONS.reviewInvitations)
    .where('customerId', '==', uid)
    .where('reviewedAt', '==', null)
    .limit(DASHBOARD_LIMITS.reviewInvitationsScan)
    .get();
  const items = storedOf<ReviewInvitationDocument<Timestamp>>(snapshot)
    .sort((a, b) => (millisOf(b.data.createdAt) ?? 0) - (millisOf(a.data.createdAt) ?? 0))
    .slice(0, DASHBOARD_LIMITS.reviewInvitations)
    .map(invitationSummary);
  return { total: snapshot.size, items };
}

/**
 * `/customer`: the signed-in customer's open requests and who answered them, unread messages,
 * next appointment, documents to act on and reviews to write, read in parallel in one call.
 */
export const getCustomerDashboard = onCallable(
  getCustomerDashboardCallable,
  async (_input, { uid }): Promise<CustomerDashboard> => {
    const now = new Date();
    const [openRequests, conversations, appointments, documents, reviewInvitations] =
      await Promise.all([
        readOpenRequests(uid),
        readUnreadConversations(uid),
        // Until it ends: a visit under way is still the one to look out for.
        readAppointments(uid, { field: 'endsAt', from: now, limit: 1 }),
        readDocumentsToActOn(uid),
        readReviewInvitations(uid),
      ]);
    return {
      openRequests,
      unread: unreadSummary(conversations, uid),
      nextAppointment: appointmentsOf(appointments, uid)[0] ?? null,
      documents,
      reviewInvitations,
    };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'customer', DASHBOARD_MESSAGES.customerOnly),
  },
);
