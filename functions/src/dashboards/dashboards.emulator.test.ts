import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addDays, londonDateOf } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDashboard, CustomerDashboard } from '@fixwell/common/dashboards';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  webClient,
  type WebClient,
} from '../testing/emulators';
import {
  COMPANY_PASSWORD,
  CUSTOMER_PASSWORD,
  seedCompany,
  seedCustomer,
  seedQuoteCatalogue,
} from '../testing/quote-fixtures';
import { DASHBOARD_MESSAGES } from './dashboard-messages';

// The two dashboards through their real callables: each answers the caller's own summary from
// documents seeded as the other domains write them, and nothing of another user's.

const CUSTOMER = 'dash-customer';
const OTHER_CUSTOMER = 'dash-other-customer';
const COMPANY = 'dash-co';
const OTHER_COMPANY = 'dash-other-co';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

const at = (millis: number) => Timestamp.fromMillis(millis);

/** Everything both dashboards read, for two customers and two companies. */
async function seedWorld(now = Date.now()) {
  await seedQuoteCatalogue();
  const [customerEmail, , companyEmail] = await Promise.all([
    seedCustomer(CUSTOMER),
    seedCustomer(OTHER_CUSTOMER),
    seedCompany(COMPANY, { used: 2 }),
    seedCompany(OTHER_COMPANY),
  ]);
  const db = adminDb();
  const batch = db.batch();
  const set = (collection: string, id: string, data: Record<string, unknown>) =>
    batch.set(db.collection(collection).doc(id), data);

  batch.update(db.collection(COLLECTIONS.companies).doc(COMPANY), {
    firstResponseMedianMinutes: 42,
    responseMinutes: 30,
    rating: 4.7,
    reviewCount: 12,
  });

  const match = (companyId: string, status: string) => ({
    companyId,
    leadId: `q-open_${companyId}`,
    businessName: `Company ${companyId}`,
    slug: companyId,
    rating: 4.5,
    reviewCount: 3,
    badges: [],
    status,
    respondedAt: null,
  });
  const quote = (
    customerId: string,
    status: string,
    createdAt: number,
    matches: unknown[] = [],
  ) => ({
    customerId,
    service: 'plumber',
    serviceName: 'Plumber',
    postcodeDistrict: 'LS6',
    status,
    matches,
    createdAt: at(createdAt),
    updatedAt: at(createdAt),
  });
  set(
    COLLECTIONS.quotes,
    'q-open',
    quote(CUSTOMER, 'matched', now - DAY, [
      match(COMPANY, 'accepted'),
      match(OTHER_COMPANY, 'offered'),
    ]),
  );
  // Not `received`: the matching trigger takes those up at once and would race the reads.
  set(COLLECTIONS.quotes, 'q-new', quote(CUSTOMER, 'accepted', now - HOUR));
  set(COLLECTIONS.quotes, 'q-closed', quote(CUSTOMER, 'closed', now - 2 * DAY));
  set(COLLECTIONS.quotes, 'q-theirs', quote(OTHER_CUSTOMER, 'matched', now));

  const conversation = (
    companyId: string,
    customerId: string,
    unread: Record<string, number>,
    text: string,
  ) => ({
    companyId,
    customerId,
    participantIds: [companyId, customerId],
    companyName: `Company ${companyId}`,
    customerName: `Customer ${customerId}`,
    serviceName: 'Plumber',
    unreadCounts: unread,
    unreadBy: Object.keys(unread).filter((uid) => (unread[uid] ?? 0) > 0),
    lastMessage: { text, senderId: companyId, senderRole: 'company', at: at(now - HOUR) },
    updatedAt: at(now - HOUR),
  });
  set(
    COLLECTIONS.conversations,
    `q-open_${COMPANY}`,
    conversation(COMPANY, CUSTOMER, { [CUSTOMER]: 2, [COMPANY]: 1 }, 'I can come on Tuesday'),
  );
  set(
    COLLECTIONS.conversations,
    `q-theirs_${OTHER_COMPANY}`,
    conversation(
      OTHER_COMPANY,
      OTHER_CUSTOMER,
      { [OTHER_CUSTOMER]: 4, [OTHER_COMPANY]: 3 },
      'Private to them',
    ),
  );

  const today = londonDateOf(now);
  const appointment = (
    companyId: string,
    customerId: string,
    date: string,
    startsAt: number,
    status = 'confirmed',
  ) => ({
    conversationId: `q-open_${companyId}`,
    companyId,
    customerId,
    participantIds: [companyId, customerId],
    companyName: `Company ${companyId}`,
    customerName: `Customer ${customerId}`,
    serviceName: 'Plumber',
    kind: 'site-visit',
    date,
    windowStart: '08:00',
    windowEnd: '10:00',
    durationMinutes: 60,
    startsAt: at(startsAt),
    endsAt: at(startsAt + HOUR),
    address: { line1: '1 Road', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
    status,
  });
  set(COLLECTIONS.appointments, 'ap-today', appointment(COMPANY, CUSTOMER, today, now));
  set(
    COLLECTIONS.appointments,
    'ap-soon',
    appointment(COMPANY, CUSTOMER, addDays(today, 2), now + 2 * DAY, 'proposed'),
  );
  set(
    COLLECTIONS.appointments,
    'ap-cancelled',
    appointment(COMPANY, CUSTOMER, addDays(today, 1), now + DAY, 'cancelled'),
  );
  set(
    COLLECTIONS.appointments,
    'ap-far',
    appointment(COMPANY, CUSTOMER, addDays(today, 12), now + 12 * DAY),
  );
  set(
    COLLECTIONS.appointments,
    'ap-past',
    appointment(COMPANY, CUSTOMER, addDays(today, -3), now - 3 * DAY),
  );
  set(
    COLLECTIONS.appointments,
    'ap-theirs',
    appointment(OTHER_COMPANY, OTHER_CUSTOMER, today, now),
  );

  const document = (
    companyId: string,
    customerUid: string | null,
    kind: string,
    status: string,
    totalPence: number,
    extra: Record<string, unknown> = {},
  ) => ({
    companyId,
    kind,
    status,
    number: kind === 'quote' ? 'Q-0001' : 'INV-0001',
    customer: {
      id: 'cc-1',
      name: 'Customer',
      email: 'c@example.co.uk',
      phone: '',
      uid: customerUid,
    },
    totals: { subtotalPence: totalPence, vatBreakdown: [], vatPence: 0, totalPence },
    amountPaidPence: 0,
    credit: null,
    dueDate: kind === 'invoice' ? at(now + 14 * DAY) : null,
    validUntil: kind === 'quote' ? at(now + 30 * DAY) : null,
    sentAt: at(now - HOUR),
    updatedAt: at(now - HOUR),
    ...extra,
  });
  set(
    COLLECTIONS.documents,
    'doc-invoice',
    document(COMPANY, CUSTOMER, 'invoice', 'part-paid', 12_000, { amountPaidPence: 2_000 }),
  );
  set(
    COLLECTIONS.documents,
    'doc-quote',
    document(COMPANY, CUSTOMER, 'quote', 'viewed', 50_000, { sentAt: at(now - 2 * HOUR) }),
  );
  set(
    COLLECTIONS.documents,
    'doc-paid',
    document(COMPANY, CUSTOMER, 'invoice', 'paid', 8_000, { amountPaidPence: 8_000 }),
  );
  set(
    COLLECTIONS.documents,
    'doc-overdue',
    document(COMPANY, null, 'invoice', 'overdue', 5_000, {
      credit: { description: 'Deposit', amountPence: 1_000 },
    }),
  );
  set(COLLECTIONS.documents, 'doc-draft', document(COMPANY, CUSTOMER, 'invoice', 'draft', 7_000));
  set(
    COLLECTIONS.documents,
    'doc-theirs',
    document(OTHER_COMPANY, OTHER_CUSTOMER, 'invoice', 'sent', 99_900),
  );

  const invitation = (leadId: string, customerId: string, reviewedAt: number | null) => ({
    leadId,
    quoteId: leadId.split('_')[0],
    companyId: COMPANY,
    customerId,
    companyName: `Company ${COMPANY}`,
    companySlug: COMPANY,
    serviceName: 'Plumber',
    reason: 'invoice-paid',
    createdAt: at(now - DAY),
    reviewedAt: reviewedAt === null ? null : at(reviewedAt),
  });
  set(
    COLLECTIONS.reviewInvitations,
    `q-old_${COMPANY}`,
    invitation(`q-old_${COMPANY}`, CUSTOMER, null),
  );
  set(
    COLLECTIONS.reviewInvitations,
    `q-done_${COMPANY}`,
    invitation(`q-done_${COMPANY}`, CUSTOMER, now),
  );
  set(
    COLLECTIONS.reviewInvitations,
    `q-theirs_${COMPANY}`,
    invitation(`q-theirs_${COMPANY}`, OTHER_CUSTOMER, null),
  );

  const lead = (quoteId: string, companyId: string, status: string, createdAt: number) => ({
    quoteId,
    companyId,
    service: 'plumber',
    serviceName: 'Plumber',
    timing: 'within-2-days',
    postcodeDistrict: 'LS6',
    distanceMiles: 2.5,
    status,
    customer: null,
    createdAt: at(createdAt),
    updatedAt: at(createdAt),
  });
  set(COLLECTIONS.leads, `q-open_${COMPANY}`, lead('q-open', COMPANY, 'accepted', now - DAY));
  set(COLLECTIONS.leads, `q-a_${COMPANY}`, lead('q-a', COMPANY, 'new', now - 3 * HOUR));
  set(COLLECTIONS.leads, `q-b_${COMPANY}`, lead('q-b', COMPANY, 'new', now - HOUR));
  set(COLLECTIONS.leads, `q-a_${OTHER_COMPANY}`, lead('q-a', OTHER_COMPANY, 'new', now));

  await batch.commit();
  return { customerEmail, companyEmail, today };
}

describe('getCustomerDashboard', () => {
  it('answers the customer’s own requests, messages, next visit, documents and reviews', async () => {
    const { customerEmail, today } = await seedWorld();
    await signInWithEmailAndPassword(client.auth, customerEmail, CUSTOMER_PASSWORD);

    const dashboard = await client.call<CustomerDashboard>('getCustomerDashboard');

    expect(dashboard.openRequests.total).toBe(2);
    expect(dashboard.openRequests.requests.map((request) => request.id)).toEqual([
      'q-new',
      'q-open',
    ]);
    expect(dashboard.openRequests.requests[1]).toMatchObject({
      serviceName: 'Plumber',
      status: 'matched',
      offered: 2,
      acceptedBy: [`Company ${COMPANY}`],
    });

    expect(dashboard.unread.total).toBe(2);
    expect(dashboard.unread.conversations).toEqual([
      expect.objectContaining({
        id: `q-open_${COMPANY}`,
        otherPartyName: `Company ${COMPANY}`,
        unread: 2,
        preview: 'I can come on Tuesday',
      }),
    ]);

    expect(dashboard.nextAppointment).toMatchObject({
      id: 'ap-today',
      date: today,
      windowStart: '08:00',
      windowEnd: '10:00',
      otherPartyName: `Company ${COMPANY}`,
      status: 'confirmed',
    });

    expect(dashboard.documents.total).toBe(2);
    expect(
      dashboard.documents.items.map((document) => [document.id, document.amountPence]),
    ).toEqual([
      ['doc-invoice', 10_000],
      ['doc-quote', 50_000],
    ]);
    expect(dashboard.documents.items[0]).toMatchObject({
      kind: 'invoice',
      status: 'part-paid',
      companyName: `Company ${COMPANY}`,
    });

    expect(dashboard.reviewInvitations).toEqual({
      total: 1,
      items: [
        expect.objectContaining({ leadId: `q-old_${COMPANY}`, companyName: `Company ${COMPANY}` }),
      ],
    });

    // Nothing of the other customer's, anywhere in the answer.
    expect(JSON.stringify(dashboard)).not.toMatch(/q-theirs|doc-theirs|ap-theirs|Private to them/);
  });

  it('answers an empty dashboard to a customer with nothing yet', async () => {
    const email = await seedCustomer(CUSTOMER);
    await signInWithEmailAndPassword(client.auth, email, CUSTOMER_PASSWORD);

    expect(await client.call<CustomerDashboard>('getCustomerDashboard')).toEqual({
      openRequests: { total: 0, requests: [] },
      unread: { total: 0, conversations: [] },
      nextAppointment: null,
      documents: { total: 0, items: [] },
      reviewInvitations: { total: 0, items: [] },
    });
  });

  it('refuses a company and anyone signed out', async () => {
    const { companyEmail } = await seedWorld();
    expect(await callFailure(client.call('getCustomerDashboard'))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    await signInWithEmailAndPassword(client.auth, companyEmail, COMPANY_PASSWORD);
    expect(await callFailure(client.call('getCustomerDashboard'))).toMatchObject({
      code: 'functions/permission-denied',
      message: DASHBOARD_MESSAGES.customerOnly,
    });
  });
});

describe('getCompanyDashboard', () => {
  it('answers the company’s leads, allowance, messages, week ahead, figures and what it is owed', async () => {
    const { companyEmail, today } = await seedWorld();
    await signInWithEmailAndPassword(client.auth, companyEmail, COMPANY_PASSWORD);

    const dashboard = await client.call<CompanyDashboard>('getCompanyDashboard');

    expect(dashboard.leads.newCount).toBe(2);
    expect(dashboard.leads.newest.map((lead) => lead.id)).toEqual([
      `q-b_${COMPANY}`,
      `q-a_${COMPANY}`,
    ]);
    expect(dashboard.leads.newest[0]).toMatchObject({
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      timing: 'within-2-days',
      distanceMiles: 2.5,
    });
    expect(dashboard.allowance).toMatchObject({
      allowance: 5,
      used: 2,
      remaining: 3,
      planName: 'Starter',
    });

    expect(dashboard.unread).toEqual({
      total: 1,
      conversations: [
        expect.objectContaining({
          id: `q-open_${COMPANY}`,
          otherPartyName: `Customer ${CUSTOMER}`,
        }),
      ],
    });

    expect(dashboard.appointments.today.map((appointment) => appointment.id)).toEqual(['ap-today']);
    expect(dashboard.appointments.upcoming.map((appointment) => appointment.id)).toEqual([
      'ap-soon',
    ]);
    expect(dashboard.appointments.upcoming[0]).toMatchObject({
      date: addDays(today, 2),
      status: 'proposed',
      otherPartyName: `Customer ${CUSTOMER}`,
      postcode: 'LS6 2AB',
    });

    expect(dashboard).toMatchObject({
      firstResponseMedianMinutes: 42,
      responseMinutes: 30,
      rating: 4.7,
      reviewCount: 12,
      // £100.00 left on the part-paid invoice and £40.00 on the overdue one (after its deposit).
      unpaidInvoices: { count: 2, overdueCount: 1, totalPence: 14_000 },
    });
    expect(JSON.stringify(dashboard)).not.toMatch(/q-theirs|doc-theirs|ap-theirs|Private to them/);
  });

  it('answers zeros to a company whose collections are still empty', async () => {
    const email = await seedCompany(COMPANY);
    await seedQuoteCatalogue();
    await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);

    const dashboard = await client.call<CompanyDashboard>('getCompanyDashboard');
    expect(dashboard).toMatchObject({
      leads: { newCount: 0, newest: [] },
      // No lead accepted yet: the plan's allowance, none used.
      allowance: { allowance: 5, used: 0, remaining: 5, planName: 'Starter' },
      unread: { total: 0, conversations: [] },
      appointments: { today: [], upcoming: [] },
      firstResponseMedianMinutes: null,
      responseMinutes: null,
      unpaidInvoices: { count: 0, overdueCount: 0, totalPence: 0 },
    });
  });

  it('refuses a customer', async () => {
    const email = await seedCustomer(CUSTOMER);
    await signInWithEmailAndPassword(client.auth, email, CUSTOMER_PASSWORD);
    expect(await callFailure(client.call('getCompanyDashboard'))).toMatchObject({
      code: 'functions/permission-denied',
      message: DASHBOARD_MESSAGES.companyOnly,
    });
  });
});
