import type { ConnectMoneyMovement } from '../callables';
import type { ConnectAccountStatus } from './connect-account';

// What `/company/payouts` shows: the connected account's balance and payouts as Stripe holds them,
// and the company's card payments with the platform fee and what reached it, as the payment webhook
// recorded them (see functions/src/payouts/get-payouts-overview.ts for where they are read).

/** How many card payments the page lists, the newest: older ones are in the Stripe dashboard. */
export const PAYOUTS_PAYMENTS_LIMIT = 50;

/** A customer's card payment of one of the company's documents. */
export interface PayoutsPayment {
  /** `pi_…`. */
  id: string;
  documentId: string;
  /** `INV-0001`; null when the document has no number (never for a paid one). */
  documentNumber: string | null;
  customerName: string;
  amountPence: number;
  /**
   * Fixwell's fee kept on it: the application fee less the share refunds gave back (a refund
   * returns the fee in proportion to the amount refunded, all of it for a full refund).
   */
  feePence: number;
  refundedPence: number;
  /** What the company keeps: amount − fee − refunded. */
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
  /** Newest first, at most `PAYOUTS_PAYMENTS_LIMIT`. */
  payments: PayoutsPayment[];
  /** Totals of `payments`. */
  totals: { paidPence: number; feePence: number; refundedPence: number; netPence: number };
}
