import {
  PAYOUTS_PAYMENTS_LIMIT,
  type PayoutsOverview,
  type PayoutsPayment,
} from '@fixwell/common/billing/payouts-overview';
import type { DocumentPaymentRecord } from '@fixwell/common/documents/document';

// The card payments `/company/payouts` lists, each with Fixwell's fee and what reaches the company.
// Pure: the callable reads the documents, this decides the rows.

/** A document with the card payments the payment webhook recorded on it. */
export interface DocumentWithPayments<TTime> {
  id: string;
  number: string | null;
  customerName: string;
  payments: DocumentPaymentRecord<TTime>[];
}

/**
 * The fee Fixwell keeps on a payment: the application fee less the share refunds gave back. Every
 * refund is made with `refund_application_fee`, so Stripe returns the fee in proportion to the
 * amount refunded (all of it once the payment is refunded in full). Several partial refunds are
 * each rounded by Stripe, so this can differ from Stripe's figure by a penny.
 */
export function feeKeptPence(payment: {
  amountPence: number;
  feePence: number;
  refundedPence: number;
}): number {
  const { amountPence, feePence, refundedPence } = payment;
  if (amountPence <= 0 || refundedPence >= amountPence) return 0;
  return feePence - Math.round((feePence * refundedPence) / amountPence);
}

function paymentStatus(amountPence: number, refundedPence: number): PayoutsPayment['status'] {
  if (refundedPence <= 0) return 'succeeded';
  return refundedPence >= amountPence ? 'refunded' : 'partly-refunded';
}

/** One row per card payment, newest first, at most `limit`. */
export function payoutsPayments<TTime>(
  documents: readonly DocumentWithPayments<TTime>[],
  isoOf: (time: TTime) => string,
  limit = PAYOUTS_PAYMENTS_LIMIT,
): PayoutsPayment[] {
  return documents
    .flatMap((document) =>
      document.payments.map((payment): PayoutsPayment => {
        const refundedPence = Math.min(payment.refundedPence, payment.amountPence);
        const feePence = feeKeptPence({ ...payment, refundedPence });
        return {
          id: payment.paymentIntentId,
          documentId: document.id,
          documentNumber: document.number,
          customerName: document.customerName,
          amountPence: payment.amountPence,
          feePence,
          refundedPence,
          netPence: payment.amountPence - feePence - refundedPence,
          status: paymentStatus(payment.amountPence, refundedPence),
          paidAtIso: isoOf(payment.paidAt),
        };
      }),
    )
    .sort((a, b) => b.paidAtIso.localeCompare(a.paidAtIso) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

export function payoutsTotals(payments: readonly PayoutsPayment[]): PayoutsOverview['totals'] {
  return payments.reduce(
    (totals, payment) => ({
      paidPence: totals.paidPence + payment.amountPence,
      feePence: totals.feePence + payment.feePence,
      refundedPence: totals.refundedPence + payment.refundedPence,
      netPence: totals.netPence + payment.netPence,
    }),
    { paidPence: 0, feePence: 0, refundedPence: 0, netPence: 0 },
  );
}
