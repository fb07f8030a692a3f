// `transactions/{stripeObjectId}`: one row per money movement, written only by the Stripe webhook
// handlers. The document id is the Stripe object's id (`in_…`, `ii_…`, `pi_…`, `re_…`, `tr_…`,
// `po_…`), so a replayed event rewrites the same row instead of adding one.

export const TRANSACTION_TYPES = [
  'subscription-payment',
  'extra-lead',
  'document-payment',
  'application-fee',
  'refund',
  'transfer',
  'payout',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  'subscription-payment': 'Subscription payment',
  'extra-lead': 'Extra lead',
  'document-payment': 'Card payment',
  'application-fee': 'Platform fee',
  refund: 'Refund',
  transfer: 'Transfer to company',
  payout: 'Payout to bank',
};

// `cancelled`: a pending charge taken off before it was billed (an extra lead credited back).
export const TRANSACTION_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export interface TransactionDocument<TTime> {
  type: TransactionType;
  status: TransactionStatus;
  /** The company the money is from or for; null for a movement of the platform's own. */
  companyId: string | null;
  companyName: string;
  /** Always positive, in pence; the type says which way it moves. */
  amountPence: number;
  currency: 'gbp';
  description: string;
  stripeObjectId: string;
  /**
   * The document a `document-payment`, `application-fee` or `refund` row is for (absent on other
   * types, and on rows written before it was added): how `/company/payouts` finds a payment's
   * document, even one refunded in full.
   */
  documentId?: string;
  /** The last event that wrote the row. */
  stripeEventId: string;
  /** When the movement happened at Stripe (the object's `created`, or when it was paid). */
  occurredAt: TTime;
  updatedAt: TTime;
}
