import { describe, expect, it } from 'vitest';

import type { DocumentPaymentRecord } from '@fixwell/common/documents/document';

import {
  feeKeptPence,
  payoutsPayments,
  payoutsTotals,
  type DocumentWithPayments,
} from './payouts-payments';

const payment = (overrides: Partial<DocumentPaymentRecord<string>> = {}) =>
  ({
    paymentIntentId: 'pi_1',
    checkoutSessionId: 'cs_1',
    amountPence: 12_000,
    feePence: 600,
    refundedPence: 0,
    purpose: 'invoice',
    cardBrand: 'visa',
    cardLast4: '4242',
    paidAt: '2026-11-20T10:00:00.000Z',
    autoRefundReason: null,
    ...overrides,
  }) satisfies DocumentPaymentRecord<string>;

const document = (
  id: string,
  payments: DocumentPaymentRecord<string>[],
  overrides: Partial<DocumentWithPayments<string>> = {},
): DocumentWithPayments<string> => ({
  id,
  number: 'INV-0001',
  customerName: 'Sam Patel',
  payments,
  ...overrides,
});

const iso = (time: string) => time;

describe('feeKeptPence', () => {
  it('keeps the whole fee on a payment nobody refunded', () => {
    expect(feeKeptPence({ amountPence: 12_000, feePence: 600, refundedPence: 0 })).toBe(600);
  });

  it('gives back the fee in proportion to a partial refund, and all of it for a full one', () => {
    expect(feeKeptPence({ amountPence: 12_000, feePence: 600, refundedPence: 3_000 })).toBe(450);
    expect(feeKeptPence({ amountPence: 10_000, feePence: 333, refundedPence: 5_000 })).toBe(166);
    expect(feeKeptPence({ amountPence: 12_000, feePence: 600, refundedPence: 12_000 })).toBe(0);
  });
});

describe('payoutsPayments', () => {
  it('lists each payment with its document, fee and net, newest first', () => {
    const rows = payoutsPayments(
      [
        document('doc-a', [
          payment(),
          payment({
            paymentIntentId: 'pi_3',
            paidAt: '2026-11-22T09:00:00.000Z',
            amountPence: 5_000,
            feePence: 250,
            refundedPence: 1_000,
            purpose: 'deposit',
          }),
        ]),
        document(
          'doc-b',
          [payment({ paymentIntentId: 'pi_2', paidAt: '2026-11-21T09:00:00.000Z' })],
          {
            number: 'INV-0002',
            customerName: 'Jo Brown',
          },
        ),
      ],
      iso,
    );

    expect(rows).toEqual([
      {
        id: 'pi_3',
        documentId: 'doc-a',
        documentNumber: 'INV-0001',
        customerName: 'Sam Patel',
        amountPence: 5_000,
        feePence: 200,
        refundedPence: 1_000,
        netPence: 3_800,
        status: 'partly-refunded',
        paidAtIso: '2026-11-22T09:00:00.000Z',
      },
      expect.objectContaining({ id: 'pi_2', documentId: 'doc-b', documentNumber: 'INV-0002' }),
      expect.objectContaining({
        id: 'pi_1',
        feePence: 600,
        refundedPence: 0,
        netPence: 11_400,
        status: 'succeeded',
      }),
    ]);
  });

  it('shows a payment refunded in full (by the company or automatically) as leaving nothing', () => {
    const [row] = payoutsPayments(
      [document('doc-a', [payment({ refundedPence: 12_000, autoRefundReason: 'Already paid' })])],
      iso,
    );
    expect(row).toMatchObject({
      feePence: 0,
      refundedPence: 12_000,
      netPence: 0,
      status: 'refunded',
    });
  });

  it('keeps only the newest payments', () => {
    const payments = Array.from({ length: 5 }, (_, index) =>
      payment({ paymentIntentId: `pi_${index}`, paidAt: `2026-11-0${index + 1}T10:00:00.000Z` }),
    );
    const rows = payoutsPayments([document('doc-a', payments)], iso, 2);
    expect(rows.map((row) => row.id)).toEqual(['pi_4', 'pi_3']);
  });
});

describe('payoutsTotals', () => {
  it('adds up the listed payments', () => {
    const rows = payoutsPayments(
      [document('doc-a', [payment(), payment({ paymentIntentId: 'pi_2', refundedPence: 3_000 })])],
      iso,
    );
    expect(payoutsTotals(rows)).toEqual({
      paidPence: 24_000,
      feePence: 1_050,
      refundedPence: 3_000,
      netPence: 19_950,
    });
    expect(payoutsTotals([])).toEqual({ paidPence: 0, feePence: 0, refundedPence: 0, netPence: 0 });
  });
});
