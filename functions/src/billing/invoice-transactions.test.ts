import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import {
  invoiceItemLines,
  invoiceSubscriptionId,
  invoiceTransactionStatus,
  subscriptionPaymentRow,
} from './invoice-transactions';

const CREATED = 1_790_000_000;
const PAID = CREATED + 3600;

function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: 'in_1',
    object: 'invoice',
    status: 'paid',
    attempt_count: 1,
    amount_paid: 6_700,
    amount_due: 6_700,
    created: CREATED,
    description: null,
    status_transitions: { paid_at: PAID },
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    lines: {
      data: [
        {
          id: 'il_1',
          amount: 5_900,
          description: '1 × Fixwell Professional (at £59.00 / month)',
          metadata: {},
          parent: { type: 'subscription_item_details', invoice_item_details: null },
        },
        {
          id: 'il_2',
          amount: 800,
          description: 'Extra lead: Plumber',
          metadata: { kind: 'extra-lead', leadId: 'q1_co-1' },
          parent: {
            type: 'invoice_item_details',
            invoice_item_details: { invoice_item: 'ii_1' },
          },
        },
      ],
    },
    ...overrides,
  } as unknown as Stripe.Invoice;
}

describe('invoice transactions', () => {
  it("finds the invoice's subscription", () => {
    expect(invoiceSubscriptionId(invoice())).toBe('sub_1');
    expect(invoiceSubscriptionId(invoice({ parent: null }))).toBeNull();
  });

  it('says succeeded once paid, failed after a failed attempt, pending before', () => {
    expect(invoiceTransactionStatus(invoice())).toBe('succeeded');
    expect(invoiceTransactionStatus(invoice({ status: 'open', attempt_count: 1 }))).toBe('failed');
    expect(invoiceTransactionStatus(invoice({ status: 'open', attempt_count: 0 }))).toBe('pending');
    expect(invoiceTransactionStatus(invoice({ status: 'draft' }))).toBeNull();
  });

  it('lists the invoice items billed, marking extra leads', () => {
    expect(invoiceItemLines(invoice())).toEqual([
      {
        invoiceItemId: 'ii_1',
        amountPence: 800,
        description: 'Extra lead: Plumber',
        extraLead: true,
        leadId: 'q1_co-1',
      },
    ]);
  });

  it('records the subscription payment without the extra leads, which have rows of their own', () => {
    expect(subscriptionPaymentRow(invoice(), new Set(['ii_1']))).toEqual({
      status: 'succeeded',
      amountPence: 5_900,
      description: '1 × Fixwell Professional (at £59.00 / month)',
      occurredAtMillis: PAID * 1000,
    });
  });

  it('records a failed payment at what was due, when the invoice was made', () => {
    expect(
      subscriptionPaymentRow(
        invoice({ status: 'open', amount_paid: 0, lines: { data: [] }, status_transitions: {} }),
        new Set(),
      ),
    ).toEqual({
      status: 'failed',
      amountPence: 6_700,
      description: 'Subscription',
      occurredAtMillis: CREATED * 1000,
    });
  });

  it('has no subscription payment for an invoice without a subscription, or not yet attempted', () => {
    expect(subscriptionPaymentRow(invoice({ parent: null }), new Set())).toBeNull();
    expect(
      subscriptionPaymentRow(invoice({ status: 'open', attempt_count: 0 }), new Set()),
    ).toBeNull();
  });
});
