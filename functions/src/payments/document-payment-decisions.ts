import { depositPence } from '@fixwell/common/documents/document-totals';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';

import { UNPAID_INVOICE_STATUSES, type Refusal } from '../documents/document-decisions';
import {
  AUTO_REFUND_REASONS,
  invoiceSentMessage,
  noCardsMessage,
  PAYMENT_MESSAGES,
  refundTooLargeMessage,
  tooSmallMessage,
} from './payment-messages';

// The decisions of card payments, free of Firestore and Stripe so unit tests call them directly:
// what may be paid and how much (the Checkout callable), what to do with a payment that arrived
// (the webhook), what a document's status and amount paid become from its payments, and how much
// a company may refund. Dates are London days (`YYYY-MM-DD`).

/** Stripe's smallest card payment in GBP. */
export const MINIMUM_CARD_PAYMENT_PENCE = 30;

export type PaymentPurpose = 'invoice' | 'deposit';

/** The facts of a stored document the payment decisions read. */
export interface PayableDocument {
  kind: DocumentKind;
  /** The status as it stands today (a quote past its validity is `expired`). */
  status: DocumentStatus;
  version: number;
  totalPence: number;
  depositPercent: number | null;
  /** Paid by card, less refunds. */
  amountPaidPence: number;
}

/** What a card payment of the document pays for, and how much is due now (0: nothing). */
export function amountDue(document: PayableDocument): {
  purpose: PaymentPurpose;
  amountPence: number;
} {
  if (document.kind === 'invoice')
    return {
      purpose: 'invoice',
      amountPence: Math.max(0, document.totalPence - document.amountPaidPence),
    };
  const deposit =
    document.depositPercent === null
      ? 0
      : depositPence(document.totalPence, document.depositPercent);
  return { purpose: 'deposit', amountPence: Math.max(0, deposit - document.amountPaidPence) };
}

/** Whether the document's status lets it be paid: an unpaid invoice, or an accepted quote. */
function payableStatus(document: PayableDocument): boolean {
  return document.kind === 'invoice'
    ? UNPAID_INVOICE_STATUSES.includes(document.status)
    : document.status === 'accepted';
}

const refusal = (message: string): Refusal => ({ code: 'failed-precondition', message });

/**
 * createDocumentCheckout, for the customer: an invoice in sent / viewed / overdue / part-paid, or
 * an accepted quote's deposit not yet paid (and not invoiced: a sent invoice made from the quote is
 * what is paid then, so the deposit is never taken twice), of at least Stripe's minimum, from a company whose
 * Connect account takes cards. Null: it may be paid.
 */
export function checkoutRefusal(
  document: PayableDocument,
  company: { cardsAccepted: boolean; businessName: string },
  /** Quotes: an invoice made from it has been sent, which is what the customer pays now. */
  invoiceSent = false,
): Refusal | null {
  const { status } = document;
  if (status === 'draft') return refusal(PAYMENT_MESSAGES.draft);
  if (document.kind === 'invoice') {
    if (status === 'void') return refusal(PAYMENT_MESSAGES.void);
    if (status === 'paid') return refusal(PAYMENT_MESSAGES.paid);
  } else {
    if (status === 'declined') return refusal(PAYMENT_MESSAGES.quoteDeclined);
    if (status === 'expired') return refusal(PAYMENT_MESSAGES.quoteExpired);
    if (status !== 'accepted') return refusal(PAYMENT_MESSAGES.quoteNotAccepted);
    if (document.depositPercent === null) return refusal(PAYMENT_MESSAGES.noDeposit);
    if (invoiceSent) return refusal(invoiceSentMessage(company.businessName));
  }
  if (!payableStatus(document)) return refusal(PAYMENT_MESSAGES.paid);
  const due = amountDue(document);
  if (due.amountPence <= 0)
    return refusal(
      document.kind === 'invoice' ? PAYMENT_MESSAGES.paid : PAYMENT_MESSAGES.depositPaid,
    );
  if (!company.cardsAccepted) return refusal(noCardsMessage(company.businessName));
  if (due.amountPence < MINIMUM_CARD_PAYMENT_PENCE)
    return refusal(tooSmallMessage(due.amountPence, company.businessName));
  return null;
}

/** A successful card payment as the webhook found it at Stripe (from its metadata and charge). */
export interface ArrivedPayment {
  paymentIntentId: string;
  amountPence: number;
  purpose: PaymentPurpose;
  /** The document's version when Checkout began; null when the metadata lacks it. */
  documentVersion: number | null;
}

export type PaymentDecision =
  | { action: 'record' }
  /** This payment is on the document already: a replayed or late event. */
  | { action: 'replay' }
  /** It no longer matches the document: refund it in full and record why. */
  | { action: 'refund'; reason: string };

/**
 * What the webhook does with a paid Checkout session of a document: record it when it pays
 * exactly what is due now on the version it was started for; refund it when the document was
 * voided, already paid, changed, or is due a different amount; nothing when it is recorded already.
 */
export function paymentDecision(
  document: PayableDocument & { paymentIntentIds: readonly string[] },
  payment: ArrivedPayment,
): PaymentDecision {
  if (document.paymentIntentIds.includes(payment.paymentIntentId)) return { action: 'replay' };
  if (document.status === 'void') return { action: 'refund', reason: AUTO_REFUND_REASONS.void };
  if (document.kind === 'invoice' && document.status === 'paid')
    return { action: 'refund', reason: AUTO_REFUND_REASONS.alreadyPaid };
  const due = amountDue(document);
  if (!payableStatus(document) || due.purpose !== payment.purpose)
    return { action: 'refund', reason: AUTO_REFUND_REASONS.notPayable };
  if (due.amountPence <= 0) return { action: 'refund', reason: AUTO_REFUND_REASONS.alreadyPaid };
  if (payment.documentVersion !== document.version)
    return { action: 'refund', reason: AUTO_REFUND_REASONS.versionChanged };
  if (due.amountPence !== payment.amountPence)
    return { action: 'refund', reason: AUTO_REFUND_REASONS.amountChanged };
  return { action: 'record' };
}

/** One recorded payment, as the money of a document is worked out from it. */
export interface PaymentAmounts {
  amountPence: number;
  refundedPence: number;
  paidAtMillis: number;
}

/** What a document's status, amount paid and paid date are from its payments. */
export interface DocumentMoney {
  amountPaidPence: number;
  status: DocumentStatus;
  paidAtMillis: number | null;
}

/**
 * A document's money from all its payments (each less its refunds), so a replayed or late event
 * recomputes the same answer. An invoice is paid when nothing is left and part-paid when something
 * is; one refunded back to nothing is sent, viewed or overdue again as its dates say. A quote keeps
 * its status (a deposit does not change it), and a void invoice stays void.
 */
export function documentMoney(
  document: {
    kind: DocumentKind;
    status: DocumentStatus;
    totalPence: number;
    viewed: boolean;
    /** Invoices: the London due day. */
    dueDate: string | null;
  },
  payments: readonly PaymentAmounts[],
  today: string,
): DocumentMoney {
  const kept = payments.filter((payment) => payment.amountPence > payment.refundedPence);
  const amountPaidPence = kept.reduce(
    (sum, payment) => sum + payment.amountPence - payment.refundedPence,
    0,
  );
  const paidAtMillis = kept.length === 0 ? null : Math.max(...kept.map((p) => p.paidAtMillis));
  let status = document.status;
  if (document.kind === 'invoice' && status !== 'void' && status !== 'draft') {
    if (amountPaidPence >= document.totalPence && amountPaidPence > 0) status = 'paid';
    else if (amountPaidPence > 0) status = 'part-paid';
    else if (status === 'paid' || status === 'part-paid')
      status =
        document.dueDate !== null && document.dueDate < today
          ? 'overdue'
          : document.viewed
            ? 'viewed'
            : 'sent';
  }
  return { amountPaidPence, status, paidAtMillis };
}

/**
 * refundDocumentPayment: how much to refund of a recorded payment (all that is left when no
 * amount is asked for), or why not.
 */
export function refundAmount(
  payment: { amountPence: number; refundedPence: number } | undefined,
  requestedPence: number | undefined,
): { amountPence: number } | Refusal {
  if (!payment) return { code: 'not-found', message: PAYMENT_MESSAGES.paymentNotFound };
  const left = payment.amountPence - payment.refundedPence;
  if (left <= 0) return refusal(PAYMENT_MESSAGES.nothingLeftToRefund);
  const amountPence = requestedPence ?? left;
  if (amountPence > left) return refusal(refundTooLargeMessage(left));
  return { amountPence };
}
