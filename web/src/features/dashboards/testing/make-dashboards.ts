import type {
  CompanyDashboard,
  CustomerDashboard,
  DashboardAppointment,
} from '@fixwell/common/dashboards';

/** A confirmed site visit on Tuesday 24 November 2026, 8–10am, in LS6. */
export function makeDashboardAppointment(
  overrides: Partial<DashboardAppointment> = {},
): DashboardAppointment {
  return {
    id: 'ap-1',
    conversationId: 'q-1_company-uid',
    kind: 'site-visit',
    status: 'confirmed',
    date: '2026-11-24',
    windowStart: '08:00',
    windowEnd: '10:00',
    startsAt: '2026-11-24T08:00:00.000Z',
    otherPartyName: 'Leeds Plumbing',
    serviceName: 'Plumber',
    postcode: 'LS6 2AB',
    ...overrides,
  };
}

/** A customer with one request of each kind of progress, messages, a visit, documents, a review. */
export function makeCustomerDashboard(
  overrides: Partial<CustomerDashboard> = {},
): CustomerDashboard {
  return {
    openRequests: {
      total: 2,
      requests: [
        {
          id: 'q-2',
          serviceName: 'Electrician',
          postcodeDistrict: 'LS6',
          status: 'matched',
          createdAt: '2026-11-23T09:00:00.000Z',
          offered: 3,
          acceptedBy: [],
        },
        {
          id: 'q-1',
          serviceName: 'Plumber',
          postcodeDistrict: 'LS6',
          status: 'matched',
          createdAt: '2026-11-22T09:00:00.000Z',
          offered: 3,
          acceptedBy: ['Leeds Plumbing'],
        },
      ],
    },
    unread: {
      total: 3,
      conversations: [
        {
          id: 'q-1_company-uid',
          otherPartyName: 'Leeds Plumbing',
          serviceName: 'Plumber',
          unread: 3,
          preview: 'I can come on Tuesday morning.',
          lastMessageAt: '2026-11-23T18:00:00.000Z',
        },
      ],
    },
    nextAppointment: makeDashboardAppointment(),
    documents: {
      total: 2,
      items: [
        {
          id: 'doc-1',
          kind: 'invoice',
          status: 'overdue',
          number: 'INV-0001',
          companyName: 'Leeds Plumbing',
          amountPence: 123_450,
          dueDate: '2026-11-20T00:00:00.000Z',
          validUntil: null,
        },
        {
          id: 'doc-2',
          kind: 'quote',
          status: 'sent',
          number: 'Q-0003',
          companyName: 'Leeds Plumbing',
          amountPence: 50_000,
          dueDate: null,
          validUntil: '2026-12-22T00:00:00.000Z',
        },
      ],
    },
    reviewInvitations: {
      total: 1,
      items: [
        {
          leadId: 'q-0_company-uid',
          companyName: 'Leeds Plumbing',
          serviceName: 'Plumber',
          createdAt: '2026-11-20T00:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

/** A customer with nothing yet. */
export const EMPTY_CUSTOMER_DASHBOARD: CustomerDashboard = {
  openRequests: { total: 0, requests: [] },
  unread: { total: 0, conversations: [] },
  nextAppointment: null,
  documents: { total: 0, items: [] },
  reviewInvitations: { total: 0, items: [] },
};

/** A company with two new leads, 3 of 5 leads left, a visit today and one on Thursday. */
export function makeCompanyDashboard(overrides: Partial<CompanyDashboard> = {}): CompanyDashboard {
  return {
    leads: {
      newCount: 2,
      newest: [
        {
          id: 'q-9_company-uid',
          serviceName: 'Plumber',
          postcodeDistrict: 'LS6',
          timing: 'within-2-days',
          distanceMiles: 2.5,
          createdAt: '2026-11-24T07:00:00.000Z',
        },
        {
          id: 'q-8_company-uid',
          serviceName: 'Plumber',
          postcodeDistrict: 'LS17',
          timing: 'emergency',
          distanceMiles: null,
          createdAt: '2026-11-23T07:00:00.000Z',
        },
      ],
    },
    allowance: {
      allowance: 5,
      used: 2,
      remaining: 3,
      periodEnd: '2026-12-10T00:00:00.000Z',
      planName: 'Starter',
    },
    unread: {
      total: 1,
      conversations: [
        {
          id: 'q-1_company-uid',
          otherPartyName: 'Priya Shah',
          serviceName: 'Plumber',
          unread: 1,
          preview: 'Tuesday works for me.',
          lastMessageAt: '2026-11-23T18:00:00.000Z',
        },
      ],
    },
    appointments: {
      today: [makeDashboardAppointment({ otherPartyName: 'Priya Shah' })],
      upcoming: [
        makeDashboardAppointment({
          id: 'ap-2',
          kind: 'job',
          status: 'proposed',
          date: '2026-11-26',
          windowStart: '11:30',
          windowEnd: '13:00',
          startsAt: '2026-11-26T11:30:00.000Z',
          otherPartyName: 'Sam Patel',
          postcode: 'LS17 6AA',
        }),
      ],
    },
    firstResponseMedianMinutes: 42,
    responseMinutes: 95,
    rating: 4.7,
    reviewCount: 12,
    unpaidInvoices: { count: 2, overdueCount: 1, totalPence: 123_450 },
    ...overrides,
  };
}

/** A company whose collections are still empty. */
export const EMPTY_COMPANY_DASHBOARD: CompanyDashboard = {
  leads: { newCount: 0, newest: [] },
  allowance: { allowance: 5, used: 0, remaining: 5, periodEnd: null, planName: 'Starter' },
  unread: { total: 0, conversations: [] },
  appointments: { today: [], upcoming: [] },
  firstResponseMedianMinutes: null,
  responseMinutes: null,
  rating: 0,
  reviewCount: 0,
  unpaidInvoices: { count: 0, overdueCount: 0, totalPence: 0 },
};
