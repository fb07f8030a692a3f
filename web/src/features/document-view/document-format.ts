import { londonDateOf } from '@fixwell/common/london-time';
// How a document's money, dates and status read to its customer: "£1,234.56", "22 November 2026".
// Labels come from `documents/document-labels`, never `documents/document`: that module holds the
// editor's zod schemas, which the page a customer opens from an email must not download.
import { DOCUMENT_KIND_LABELS } from '@fixwell/common/documents/document-labels';
import { payablePence } from '@fixwell/common/documents/document-totals';
import type { DocumentPaymentView, DocumentView } from '@fixwell/common/documents/document-view';

import { formatLongDate, formatMoney } from '@/utils/format';

const QUANTITY = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "2.5", "1,000": quantities carry at most two decimals. */
export function formatQuantity(quantity: number): string {
  return QUANTITY.format(quantity);
}

export function documentTitle(view: Pick<DocumentView, 'kind' | 'number'>): string {
  const kind = DOCUMENT_KIND_LABELS[view.kind];
  return view.number ? `${kind} ${view.number}` : `${kind} (draft)`;
}

/** What is left to pay on the document: its total, less a deposit paid before it and payments. */
export function amountDuePence(
  view: Pick<DocumentView, 'totals' | 'amountPaidPence'> & Partial<Pick<DocumentView, 'credit'>>,
): number {
  return Math.max(0, payablePence(view) - view.amountPaidPence);
}

/**
 * A sent or viewed quote whose last valid day has passed: expired even before the server marks
 * it so (it refuses an answer all the same).
 */
export function isQuoteExpired(view: DocumentView, now: Date = new Date()): boolean {
  if (view.kind !== 'quote') return false;
  if (view.status === 'expired') return true;
  if (view.status !== 'sent' && view.status !== 'viewed') return false;
  return (
    view.validUntilIso !== null && londonDateOf(now) > londonDateOf(new Date(view.validUntilIso))
  );
}

/** A quote the customer can still accept or decline. */
export function isQuoteOpen(view: DocumentView, now: Date = new Date()): boolean {
  return (
    view.kind === 'quote' &&
    (view.status === 'sent' || view.status === 'viewed') &&
    !isQuoteExpired(view, now)
  );
}

/** The document's status in words, as its customer reads it. */
export function statusInWords(view: DocumentView, now: Date = new Date()): string {
  const on = (iso: string | null) => (iso ? ` on ${formatLongDate(iso)}` : '');
  if (view.kind === 'quote' && isQuoteExpired(view, now)) {
    return view.validUntilIso
      ? `Expired: this quote was valid until ${formatLongDate(view.validUntilIso)}`
      : 'Expired';
  }
  switch (view.status) {
    case 'draft':
      return 'Draft: not sent yet';
    case 'sent':
    case 'viewed':
      return view.kind === 'quote' ? 'Waiting for an answer' : 'Waiting for payment';
    case 'accepted':
      return view.acceptance
        ? `Accepted by ${view.acceptance.name}${on(view.acceptance.atIso)}`
        : 'Accepted';
    case 'declined':
      return `Declined${on(view.decline?.atIso ?? null)}`;
    case 'part-paid':
      return `Part paid: ${formatMoney(view.amountPaidPence)} of ${formatMoney(payablePence(view))}`;
    case 'paid':
      return `Paid${on(view.paidAtIso)}`;
    case 'overdue':
      return view.dueDateIso
        ? `Overdue: payment was due on ${formatLongDate(view.dueDateIso)}`
        : 'Overdue';
    case 'void':
      return 'Void: this invoice has been cancelled';
    case 'expired':
      return 'Expired';
  }
}

/**
 * What a card payment on the document is for, as the pay page and the receipt name it:
 * "Invoice INV-0003", or "Deposit for quote Q-0002" on an accepted quote.
 */
export function paymentPurposeTitle(view: Pick<DocumentView, 'kind' | 'number'>): string {
  if (view.kind === 'invoice') return documentTitle(view);
  return view.number ? `Deposit for quote ${view.number}` : 'Deposit for this quote';
}

// Stripe's card brand codes, as the card itself says them.
const CARD_BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'EFTPOS',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa ending 4242"; "Card" when Stripe did not say which. */
export function cardInWords(payment: Pick<DocumentPaymentView, 'cardBrand' | 'cardLast4'>): string {
  const brand = payment.cardBrand
    ? (CARD_BRANDS[payment.cardBrand] ?? payment.cardBrand.replace(/_/g, ' '))
    : 'Card';
  const name = brand === 'unknown' ? 'Card' : brand[0]!.toUpperCase() + brand.slice(1);
  return payment.cardLast4 ? `${name} ending ${payment.cardLast4}` : name;
}

/** What is left of a payment to refund. */
export function refundablePence(
  payment: Pick<DocumentPaymentView, 'amountPence' | 'refundedPence'>,
): number {
  return Math.max(0, payment.amountPence - payment.refundedPence);
}

/** The most recent card payment, or null before the first. */
export function latestPayment(view: Pick<DocumentView, 'payments'>): DocumentPaymentView | null {
  let latest: DocumentPaymentView | null = null;
  for (const payment of view.payments) {
    if (!latest || payment.paidAtIso > latest.paidAtIso) latest = payment;
  }
  return latest;
}
