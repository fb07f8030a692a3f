// The words and numbers of documents (quotes and invoices): kinds, statuses, numbering and the
// reasons a customer may give for declining. No zod here, so the customer's document page can use
// them without loading the schemas of document.ts.

export const DOCUMENT_KINDS = ['quote', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  quote: 'Quote',
  invoice: 'Invoice',
};

export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const;
export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'part-paid',
  'paid',
  'overdue',
  'void',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type DocumentStatus = QuoteStatus | InvoiceStatus;

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  'part-paid': 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

/** `Q-0001`, `INV-0001`: sequential per company and kind, allocated in a transaction. */
export const DOCUMENT_NUMBER_PREFIXES: Record<DocumentKind, string> = {
  quote: 'Q',
  invoice: 'INV',
};

export function formatDocumentNumber(kind: DocumentKind, sequence: number): string {
  return `${DOCUMENT_NUMBER_PREFIXES[kind]}-${String(sequence).padStart(4, '0')}`;
}

// ---- The customer's answer ----------------------------------------------------------------------

export const QUOTE_DECLINE_REASONS = [
  'price',
  'chose-another',
  'timing',
  'not-going-ahead',
  'other',
] as const;
export type QuoteDeclineReason = (typeof QUOTE_DECLINE_REASONS)[number];

export const QUOTE_DECLINE_REASON_LABELS: Record<QuoteDeclineReason, string> = {
  price: 'The price is higher than I expected',
  'chose-another': 'I chose another company',
  timing: 'The timing does not suit me',
  'not-going-ahead': 'I am not going ahead with the job',
  other: 'Another reason',
};
