import type { ConnectMoneyMovement } from '../callables';
import type { ConnectAccountStatus } from './connect-account';

// What `/company/payouts` shows: the connected account's balance and payouts as Stripe holds them,
// and the company's card payments with the platform fee and what reached it, from `transactions`.

/** A customer's card payment of one of the company's documents. */
export interface PayoutsPayment {
  /** `pi_…`. */
  id: string;
  documentId: string;
  /** `INV-0001`; null when the document has no number (never for a paid one). */
  documentNumber: string | null;
  customerName: string;
  amountPence: number;
  feePence: number;
  refundedPence: number;
  /** amount − fee − refunded (a refund also returns its share of the fee: Stripe refunds it in proportion). */
  netPence: number;
  status: 'succeeded' | 'refunded' | 'partly-refunded';
  paidAtIso: string;
}

export interface PayoutsOverview {
  /** False: no Connect account yet (or one that is still being set up); the page links to `/company/stripe-connect`. */
  connected: boolean;
  status: ConnectAccountStatus | null;
  payoutsEnabled: boolean;
  availablePence: number;
  pendingPence: number;
  /** Newest first, at most 20. */
  payouts: ConnectMoneyMovement[];
  /** Newest first, at most 50. */
  payments: PayoutsPayment[];
  /** Totals of `payments`. */
  totals: { paidPence: number; feePence: number; refundedPence: number; netPence: number };
}
