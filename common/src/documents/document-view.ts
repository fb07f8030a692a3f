import type { DocumentLine } from './document-totals';
import type { DocumentTotalsRecord, PostalAddress } from './document';
import type { DocumentKind, DocumentStatus } from './document-labels';

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
  amountPaidPence: number;
  paidAtIso: string | null;
  /** Whether the customer can pay it by card now (payouts enabled, unpaid invoice or deposit). */
  canPayByCard: boolean;
  /** The viewer is the company itself (a preview: not marked viewed, no answer buttons). */
  preview: boolean;
}
