import type { DocumentLine } from './document-totals';
import type { DocumentTotalsRecord, PostalAddress } from './document';
import type { DocumentKind, DocumentStatus } from './document-labels';

/** A card payment as the document's receipt shows it. */
export interface DocumentPaymentView {
  /** `pi_…`: the receipt's reference, and what the company's refund names. */
  id: string;
  amountPence: number;
  refundedPence: number;
  purpose: 'invoice' | 'deposit';
  cardBrand: string | null;
  cardLast4: string | null;
  paidAtIso: string;
  /** The Checkout session it came from: `/document/:id/paid?session_id=…` waits for this one. */
  checkoutSessionId: string;
  /** Refunded at once because it no longer matched the document; null for a normal payment. */
  autoRefundReason: string | null;
}

/**
 * What `openDocument` answers: a document as its customer sees it, with the company's branding.
 * Dates are ISO strings (callables answer JSON). Nothing internal: no token hash, no company
 * notes beyond the document's own, no other documents.
 */
export interface DocumentView {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  number: string | null;
  version: number;
  company: {
    id: string;
    name: string;
    /** Trading address and contact lines for the document's header. */
    phone: string | null;
    email: string | null;
    vatNumber: string | null;
    brandColour: string | null;
    logoUrl: string | null;
    footerText: string | null;
    slug: string;
  };
  customer: { name: string; email: string; address: PostalAddress };
  lines: DocumentLine[];
  lineNetPence: number[];
  totals: DocumentTotalsRecord;
  vatRegistered: boolean;
  depositPercent: number | null;
  depositPence: number | null;
  validUntilIso: string | null;
  dueDateIso: string | null;
  issuedAtIso: string | null;
  notes: string;
  paymentTerms: string;
  acceptance: { name: string; atIso: string } | null;
  decline: { reason: string; note: string; atIso: string } | null;
  /** Already paid towards the job before this invoice (a deposit), taken off what is due. */
  credit: { description: string; amountPence: number } | null;
  amountPaidPence: number;
  paidAtIso: string | null;
  /** Card payments for the receipt (no fees: those are the company's business). */
  payments: DocumentPaymentView[];
  /** What a card payment would take now: what is left of the invoice, or of an accepted quote's deposit. */
  amountDuePence: number;
  /** Whether the customer can pay it by card now (payouts enabled, unpaid invoice or deposit). */
  canPayByCard: boolean;
  /** The viewer is the company itself (a preview: not marked viewed, no answer buttons). */
  preview: boolean;
}
