// How a document's money, dates and status read to its customer: "£1,234.56", "22 November 2026".
// Labels come from `documents/document-labels`, never `documents/document`: that module holds the
// editor's zod schemas, which the page a customer opens from an email must not download.
import { DOCUMENT_KIND_LABELS } from '@fixwell/common/documents/document-labels';
import type { DocumentView } from '@fixwell/common/documents/document-view';

import { formatLongDate, formatMoney } from '@/utils/format';

const QUANTITY = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "2.5", "1,000": quantities carry at most two decimals. */
export function formatQuantity(quantity: number): string {
  return QUANTITY.format(quantity);
}

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London day (YYYY-MM-DD) of an instant or an ISO date. */
function londonDay(value: string | number | Date): string {
  return LONDON_DAY.format(value instanceof Date ? value : new Date(value));
}

export function documentTitle(view: Pick<DocumentView, 'kind' | 'number'>): string {
  const kind = DOCUMENT_KIND_LABELS[view.kind];
  return view.number ? `${kind} ${view.number}` : `${kind} (draft)`;
}

/** What is left to pay on the document. */
export function amountDuePence(view: Pick<DocumentView, 'totals' | 'amountPaidPence'>): number {
  return Math.max(0, view.totals.totalPence - view.amountPaidPence);
}

/**
 * A sent or viewed quote whose last valid day has passed: expired even before the server marks
 * it so (it refuses an answer all the same).
 */
export function isQuoteExpired(view: DocumentView, now: Date = new Date()): boolean {
  if (view.kind !== 'quote') return false;
  if (view.status === 'expired') return true;
  if (view.status !== 'sent' && view.status !== 'viewed') return false;
  return view.validUntilIso !== null && londonDay(now) > londonDay(view.validUntilIso);
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
      return `Part paid: ${formatMoney(view.amountPaidPence)} of ${formatMoney(view.totals.totalPence)}`;
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
