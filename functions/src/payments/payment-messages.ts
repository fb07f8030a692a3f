import { HttpsError } from 'firebase-functions/https';

import { logError, type LogDetails } from '../lib/log';

// What the payment callables answer people with, and the reasons an automatic refund gives, in
// one place so tests and the web agree. Homeowners read most of these: plain words, no jargon.

/** Integer pence as £1,234.56. */
const POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatPounds = (pence: number): string => POUNDS.format(pence / 100);

export const PAYMENT_MESSAGES = {
  companyCannotPay: 'Only the customer can pay this document.',
  draft: 'This document has not been sent yet, so there is nothing to pay.',
  void: 'This invoice has been cancelled, so there is nothing to pay.',
  paid: 'This invoice has already been paid in full.',
  depositPaid: 'The deposit for this quote has already been paid.',
  quoteNotAccepted: 'Accept the quote before paying its deposit.',
  quoteDeclined: 'This quote was declined, so there is nothing to pay.',
  quoteExpired:
    'This quote has expired, so there is nothing to pay. Contact the company for a new one.',
  noDeposit: 'This quote asks for no deposit. You will be sent an invoice for the work.',
  paymentProcessing:
    'Your payment has been received and is being confirmed. Refresh the page in a moment to see your receipt.',
  stripeUnavailable: 'We could not reach our card payment provider. Please try again in a moment.',
  companyOnly: 'Only the company that sent the document can refund a payment.',
  paymentNotFound: 'We could not find that payment on this document.',
  nothingLeftToRefund: 'This payment has already been refunded in full.',
  refundInProgress:
    'Part of this payment is already being refunded. Wait a minute for it to show, then try again.',
} as const;

/** The company takes no cards: say how else to pay. */
export function noCardsMessage(businessName: string): string {
  return `${businessName} does not take card payments through Fixwell yet. Contact them to pay another way.`;
}

/** A quote whose invoice has been sent: the invoice is what is paid. */
export function invoiceSentMessage(businessName: string): string {
  return `${businessName} has sent you an invoice for this quote. Please pay the invoice instead.`;
}

/** What is left is under Stripe's minimum card payment. */
export function tooSmallMessage(amountPence: number, businessName: string): string {
  return `The ${formatPounds(amountPence)} left to pay is too small to pay by card. Contact ${businessName} to settle it another way.`;
}

export function refundTooLargeMessage(leftPence: number): string {
  return `You can refund at most ${formatPounds(leftPence)} of this payment.`;
}

/** Why a payment was refunded at once (shown to the customer on the receipt). */
export const AUTO_REFUND_REASONS = {
  void: 'The invoice was cancelled before your payment arrived, so it was refunded in full.',
  alreadyPaid:
    'This had already been paid by the time your payment arrived, so it was refunded in full.',
  amountChanged:
    'The amount due changed while you were paying, so your payment was refunded in full. Please pay again.',
  versionChanged:
    'The document changed while you were paying, so your payment was refunded in full. Please check it and pay again.',
  notPayable:
    'This document could no longer be paid when your payment arrived, so it was refunded in full.',
} as const;

/** A Stripe call that failed: logged (no personal data) and answered as something to retry. */
export function stripeFailure(event: string, error: unknown, context: LogDetails): HttpsError {
  logError(event, error, context);
  return new HttpsError('unavailable', PAYMENT_MESSAGES.stripeUnavailable);
}
