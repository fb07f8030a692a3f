import { documentTotals, type DocumentLine } from '@fixwell/common/documents/document-totals';
import type { DocumentPaymentView, DocumentView } from '@fixwell/common/documents/document-view';

const LINES: DocumentLine[] = [
  { description: 'Replace kitchen tap', quantity: 1, unitPricePence: 12_000, vatRate: 2000 },
  { description: 'Labour (hours)', quantity: 2.5, unitPricePence: 4_500, vatRate: 2000 },
  { description: 'Insulation', quantity: 3, unitPricePence: 1_999, vatRate: 500 },
];

/**
 * A document as `openDocument` answers it, for tests: a sent quote from a VAT-registered company
 * unless overridden. Totals are worked out from the lines by the shared function.
 */
export function makeDocumentView(overrides: Partial<DocumentView> = {}): DocumentView {
  const lines = overrides.lines ?? LINES;
  const vatRegistered = overrides.vatRegistered ?? true;
  const totals = documentTotals(lines, { vatRegistered });
  return {
    id: 'doc-1',
    kind: 'quote',
    status: 'sent',
    number: 'Q-0007',
    version: 3,
    company: {
      id: 'company-uid',
      name: 'Acme Plumbing',
      phone: '020 7946 0000',
      email: 'hello@acme.test',
      vatNumber: vatRegistered ? 'GB123456789' : null,
      brandColour: null,
      logoUrl: null,
      footerText: null,
      slug: 'acme-plumbing',
    },
    customer: {
      name: 'Sam Customer',
      email: 'sam@example.com',
      address: { line1: '1 High Street', line2: 'Flat 2', town: 'London', postcode: 'SW1A 1AA' },
    },
    lines,
    lineNetPence: totals.lineNetPence,
    totals: {
      subtotalPence: totals.subtotalPence,
      vatBreakdown: totals.vatBreakdown,
      vatPence: totals.vatPence,
      totalPence: totals.totalPence,
    },
    vatRegistered,
    depositPercent: null,
    depositPence: null,
    validUntilIso: '2099-12-31',
    dueDateIso: null,
    issuedAtIso: '2026-11-22T10:00:00.000Z',
    notes: 'Work can start within two weeks.',
    paymentTerms: 'Payment within 14 days of completion.',
    acceptance: null,
    decline: null,
    credit: null,
    amountPaidPence: 0,
    paidAtIso: null,
    payments: [],
    amountDuePence: 0,
    canPayByCard: false,
    preview: false,
    ...overrides,
  };
}

/** A card payment as `openDocument` answers it, for tests: £341.96 by Visa …4242, not refunded. */
export function makeDocumentPayment(
  overrides: Partial<DocumentPaymentView> = {},
): DocumentPaymentView {
  return {
    id: 'pi_1',
    amountPence: 34_196,
    refundedPence: 0,
    purpose: 'invoice',
    cardBrand: 'visa',
    cardLast4: '4242',
    paidAtIso: '2026-11-22T10:05:00.000Z',
    checkoutSessionId: 'cs_mine',
    autoRefundReason: null,
    ...overrides,
  };
}
