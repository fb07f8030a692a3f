import { formatDocumentNumber, type DocumentKind } from '@fixwell/common/documents/document-labels';
import { documentTotals } from '@fixwell/common/documents/document-totals';
import type { DocumentView } from '@fixwell/common/documents/document-view';

import type { DocumentTemplate } from '@/features/document-templates/template-types';

export const SAMPLE_CUSTOMER_NAME = 'Sample customer';

/** The number a preview shows in place of a real one: "Q-0000", "INV-0000". */
export function sampleNumber(kind: DocumentKind): string {
  return formatDocumentNumber(kind, 0);
}

/**
 * The company as its documents show it: its trading name (else business name) and branding, as
 * `openDocument` draws them. A VAT number means it is VAT-registered.
 */
export type PreviewCompany = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  vatNumber: string | null;
  slug: string;
  brandColour: string | null;
  logoUrl: string | null;
  footerText: string | null;
};

/**
 * A document as a customer would see one made from the template today: the template's lines,
 * notes and terms, totals from the shared `documentTotals`, a sample customer and number. Marked
 * as a preview, so the sheet shows no answer or payment buttons.
 */
export function templateDocumentView(
  template: DocumentTemplate,
  { company, today }: { company: PreviewCompany; today: Date },
): DocumentView {
  const vatRegistered = company.vatNumber !== null;
  const totals = documentTotals(template.lines, { vatRegistered });
  return {
    id: template.id,
    kind: template.kind,
    status: 'sent',
    number: sampleNumber(template.kind),
    version: 1,
    company: {
      id: company.id,
      name: company.name,
      phone: company.phone,
      email: company.email,
      vatNumber: company.vatNumber,
      brandColour: company.brandColour,
      logoUrl: company.logoUrl,
      footerText: company.footerText,
      slug: company.slug,
    },
    customer: {
      name: SAMPLE_CUSTOMER_NAME,
      email: '',
      address: { line1: '', line2: '', town: '', postcode: '' },
    },
    lines: template.lines,
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
    validUntilIso: null,
    dueDateIso: null,
    issuedAtIso: today.toISOString(),
    notes: template.notes,
    paymentTerms: template.paymentTerms,
    acceptance: null,
    decline: null,
    credit: null,
    amountPaidPence: 0,
    paidAtIso: null,
    payments: [],
    amountDuePence: 0,
    canPayByCard: false,
    preview: true,
  };
}
