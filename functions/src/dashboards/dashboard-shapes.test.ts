import { describe, expect, it } from 'vitest';

import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import type { DocumentRecord } from '@fixwell/common/documents/document';

import {
  allowancePlanId,
  allowanceSummary,
  amountDuePence,
  appointmentsOf,
  documentSummary,
  requestSummary,
  splitByDay,
  unpaidInvoicesOf,
  unreadSummary,
  type Stored,
} from './dashboard-shapes';

/** A stored timestamp as either SDK hands it over. */
const at = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });

const CUSTOMER = 'customer-1';
const COMPANY = 'company-1';

function conversation(
  id: string,
  unread: Record<string, number>,
  lastAt: string,
  overrides: Partial<ConversationDocument<unknown>> = {},
): Stored<ConversationDocument<unknown>> {
  return {
    id,
    data: {
      companyId: COMPANY,
      customerId: CUSTOMER,
      participantIds: [COMPANY, CUSTOMER],
      companyName: 'Leeds Plumbing',
      customerName: 'Priya Shah',
      serviceName: 'Plumber',
      unreadCounts: unread,
      lastMessage: {
        text: 'See you on Tuesday',
        senderId: COMPANY,
        senderRole: 'company',
        at: at(lastAt),
      },
      updatedAt: at(lastAt),
      ...overrides,
    },
  };
}

describe('unreadSummary', () => {
  it('adds up the reader’s unread messages and lists the newest conversations with any', () => {
    const summary = unreadSummary(
      [
        conversation('a', { [CUSTOMER]: 2 }, '2026-11-20T10:00:00Z'),
        conversation('b', { [CUSTOMER]: 0, [COMPANY]: 4 }, '2026-11-23T10:00:00Z'),
        conversation('c', { [CUSTOMER]: 1 }, '2026-11-22T10:00:00Z'),
        conversation('d', { [CUSTOMER]: 3 }, '2026-11-21T10:00:00Z'),
        conversation('e', { [CUSTOMER]: 5 }, '2026-11-19T10:00:00Z'),
      ],
      CUSTOMER,
    );
    expect(summary.total).toBe(11);
    expect(summary.conversations.map((row) => [row.id, row.unread])).toEqual([
      ['c', 1],
      ['d', 3],
      ['a', 2],
    ]);
    expect(summary.conversations[0]).toMatchObject({
      otherPartyName: 'Leeds Plumbing',
      serviceName: 'Plumber',
      preview: 'See you on Tuesday',
      lastMessageAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('names the customer to the company, and ignores conversations the reader is not in', () => {
    const summary = unreadSummary(
      [
        conversation('mine', { [COMPANY]: 1 }, '2026-11-20T10:00:00Z'),
        conversation('theirs', { [COMPANY]: 9 }, '2026-11-21T10:00:00Z', {
          participantIds: ['someone-else'],
        }),
      ],
      COMPANY,
    );
    expect(summary.total).toBe(1);
    expect(summary.conversations).toHaveLength(1);
    expect(summary.conversations[0]?.otherPartyName).toBe('Priya Shah');
  });

  it('reads missing or malformed counts and previews as nothing', () => {
    const summary = unreadSummary(
      [
        conversation('a', { [CUSTOMER]: -3 }, '2026-11-20T10:00:00Z'),
        conversation('b', {}, '2026-11-20T10:00:00Z', { unreadCounts: undefined }),
        conversation('c', { [CUSTOMER]: 1 }, '2026-11-20T10:00:00Z', { lastMessage: null }),
      ],
      CUSTOMER,
    );
    expect(summary.total).toBe(1);
    expect(summary.conversations[0]).toMatchObject({ id: 'c', preview: null });
  });

  it('shortens a long message to one line', () => {
    const long = `Hello\n\n${'word '.repeat(60)}`;
    const [row] = unreadSummary(
      [
        conversation('a', { [CUSTOMER]: 1 }, '2026-11-20T10:00:00Z', {
          lastMessage: {
            text: long,
            senderId: COMPANY,
            senderRole: 'company',
            at: at('2026-11-20T10:00:00Z'),
          },
        }),
      ],
      CUSTOMER,
    ).conversations;
    expect(row?.preview).toHaveLength(100);
    expect(row?.preview).toMatch(/^Hello word .*…$/);
  });
});

function appointment(
  id: string,
  date: string,
  overrides: Partial<AppointmentDocument<unknown>> = {},
): Stored<AppointmentDocument<unknown>> {
  return {
    id,
    data: {
      conversationId: 'q1_company-1',
      companyId: COMPANY,
      customerId: CUSTOMER,
      participantIds: [COMPANY, CUSTOMER],
      companyName: 'Leeds Plumbing',
      customerName: 'Priya Shah',
      serviceName: 'Plumber',
      kind: 'site-visit',
      date,
      windowStart: '08:00',
      windowEnd: '10:00',
      startsAt: at(`${date}T08:00:00Z`),
      status: 'confirmed',
      address: { line1: '1 Road', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      ...overrides,
    },
  };
}

describe('appointmentsOf and splitByDay', () => {
  it('keeps the reader’s proposed and confirmed appointments, soonest first, split by day', () => {
    const list = appointmentsOf(
      [
        appointment('later', '2026-11-27'),
        appointment('cancelled', '2026-11-24', { status: 'cancelled' }),
        appointment('today', '2026-11-24', { status: 'proposed' }),
        appointment('not-mine', '2026-11-25', { participantIds: ['other'] }),
      ],
      COMPANY,
    );
    expect(list.map((row) => row.id)).toEqual(['today', 'later']);
    expect(list[0]).toMatchObject({
      otherPartyName: 'Priya Shah',
      postcode: 'LS6 2AB',
      windowStart: '08:00',
      windowEnd: '10:00',
      status: 'proposed',
    });
    const split = splitByDay(list, '2026-11-24');
    expect(split.today.map((row) => row.id)).toEqual(['today']);
    expect(split.upcoming.map((row) => row.id)).toEqual(['later']);
  });

  it('leaves out an appointment without its times', () => {
    expect(
      appointmentsOf([appointment('x', '2026-11-24', { startsAt: undefined })], CUSTOMER),
    ).toEqual([]);
  });
});

describe('requestSummary', () => {
  it('counts the companies a request went to and names those that accepted', () => {
    const summary = requestSummary({
      id: 'q1',
      data: {
        serviceName: 'Plumber',
        postcodeDistrict: 'LS6',
        status: 'matched',
        createdAt: at('2026-11-22T09:00:00Z'),
        matches: [
          { businessName: 'Leeds Plumbing', status: 'accepted' },
          { businessName: 'Taps R Us', status: 'offered' },
          { businessName: 'Drip Fix', status: 'declined' },
        ] as never,
      },
    });
    expect(summary).toEqual({
      id: 'q1',
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      status: 'matched',
      createdAt: '2026-11-22T09:00:00.000Z',
      offered: 3,
      acceptedBy: ['Leeds Plumbing'],
    });
  });
});

const invoice = (
  overrides: Partial<DocumentRecord<unknown>> = {},
): Partial<DocumentRecord<unknown>> => ({
  kind: 'invoice',
  status: 'sent',
  companyId: COMPANY,
  number: 'INV-0001',
  totals: { subtotalPence: 10_000, vatBreakdown: [], vatPence: 2_000, totalPence: 12_000 },
  amountPaidPence: 0,
  ...overrides,
});

describe('what is owed', () => {
  it('takes the credit and card payments off an invoice’s total', () => {
    expect(amountDuePence(invoice())).toBe(12_000);
    expect(
      amountDuePence(
        invoice({ credit: { description: 'Deposit', amountPence: 3_000 }, amountPaidPence: 4_000 }),
      ),
    ).toBe(5_000);
    expect(amountDuePence(invoice({ amountPaidPence: 20_000 }))).toBe(0);
    expect(amountDuePence({ kind: 'invoice' })).toBe(0);
  });

  it('adds up the company’s unpaid invoices and counts the overdue ones', () => {
    expect(
      unpaidInvoicesOf([
        invoice(),
        invoice({
          status: 'overdue',
          totals: { subtotalPence: 0, vatBreakdown: [], vatPence: 0, totalPence: 5_050 },
        }),
        invoice({ status: 'part-paid', amountPaidPence: 2_000 }),
        invoice({ kind: 'quote' }),
      ]),
    ).toEqual({ count: 3, overdueCount: 1, totalPence: 12_000 + 5_050 + 10_000 });
  });

  it('shows a quote’s total and an invoice’s balance, with the company’s name', () => {
    const names = new Map([[COMPANY, 'Leeds Plumbing']]);
    expect(
      documentSummary(
        {
          id: 'd1',
          data: invoice({
            status: 'part-paid',
            amountPaidPence: 2_000,
            dueDate: at('2026-12-01T00:00:00Z'),
          }),
        },
        names,
      ),
    ).toEqual({
      id: 'd1',
      kind: 'invoice',
      status: 'part-paid',
      number: 'INV-0001',
      companyName: 'Leeds Plumbing',
      amountPence: 10_000,
      dueDate: '2026-12-01T00:00:00.000Z',
      validUntil: null,
    });
    expect(
      documentSummary(
        { id: 'd2', data: invoice({ kind: 'quote', amountPaidPence: 0, companyId: 'gone' }) },
        names,
      ),
    ).toMatchObject({ kind: 'quote', amountPence: 12_000, companyName: 'The company' });
  });
});

describe('allowanceSummary', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const future = at('2026-12-10T00:00:00Z');
  const past = at('2026-11-10T00:00:00Z');

  it('counts from the period’s counter while it runs', () => {
    const counter = { allowance: 10, used: 4, periodEnd: future, planId: 'pro' };
    expect(allowancePlanId(counter, { planId: 'starter' }, now)).toBe('pro');
    expect(
      allowanceSummary(
        { counter, subscription: { planId: 'starter' }, plan: { leadAllowance: 10, name: 'Pro' } },
        now,
      ),
    ).toEqual({
      allowance: 10,
      used: 4,
      remaining: 6,
      periodEnd: '2026-12-10T00:00:00.000Z',
      planName: 'Pro',
    });
  });

  it('starts again from the plan once the counter’s period has ended, or before the first lead', () => {
    const subscription = { planId: 'starter', currentPeriodEnd: future };
    const plan = { leadAllowance: 5, name: 'Starter' };
    const ended = { allowance: 10, used: 10, periodEnd: past, planId: 'pro' };
    expect(allowancePlanId(ended, subscription, now)).toBe('starter');
    expect(allowanceSummary({ counter: ended, subscription, plan }, now)).toEqual({
      allowance: 5,
      used: 0,
      remaining: 5,
      periodEnd: '2026-12-10T00:00:00.000Z',
      planName: 'Starter',
    });
    expect(allowanceSummary({ counter: null, subscription, plan }, now).remaining).toBe(5);
  });

  it('reports nothing left, never less, and no plan as none included', () => {
    expect(
      allowanceSummary(
        { counter: { allowance: 3, used: 5, periodEnd: future }, subscription: null, plan: null },
        now,
      ).remaining,
    ).toBe(0);
    expect(allowanceSummary({ counter: null, subscription: null, plan: null }, now)).toEqual({
      allowance: 0,
      used: 0,
      remaining: 0,
      periodEnd: null,
      planName: null,
    });
    expect(allowancePlanId(null, null, now)).toBeNull();
  });
});
