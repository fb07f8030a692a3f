import { describe, expect, it } from 'vitest';

import {
  SAMPLE_CUSTOMER_NAME,
  templateDocumentView,
} from '@/features/document-templates/template-document-view';
import {
  makePreviewCompany,
  makeTemplate,
} from '@/features/document-templates/testing/make-template';

const TODAY = new Date('2026-11-24T12:00:00Z');

describe('templateDocumentView', () => {
  it('builds a sent-looking preview with a sample customer, number and shared totals', () => {
    const view = templateDocumentView(makeTemplate(), {
      company: makePreviewCompany(),
      today: TODAY,
    });
    expect(view).toMatchObject({
      kind: 'quote',
      status: 'sent',
      number: 'Q-0000',
      preview: true,
      canPayByCard: false,
      vatRegistered: true,
      issuedAtIso: '2026-11-24T12:00:00.000Z',
      customer: { name: SAMPLE_CUSTOMER_NAME },
      company: { name: 'Brightwater Plumbing & Heating', vatNumber: 'GB123456789' },
      lineNetPence: [8500, 6500, 5997],
      totals: {
        subtotalPence: 20_997,
        vatBreakdown: [
          { vatRate: 2000, netPence: 15_000, vatPence: 3000 },
          { vatRate: 500, netPence: 5997, vatPence: 299 },
        ],
        vatPence: 3299,
        totalPence: 24_296,
      },
    });
  });

  it('charges no VAT for a company without a VAT number, and numbers invoices INV-0000', () => {
    const view = templateDocumentView(makeTemplate({ kind: 'invoice' }), {
      company: makePreviewCompany({ vatNumber: null }),
      today: TODAY,
    });
    expect(view.number).toBe('INV-0000');
    expect(view.vatRegistered).toBe(false);
    expect(view.company.vatNumber).toBeNull();
    expect(view.totals).toEqual({
      subtotalPence: 20_997,
      vatBreakdown: [],
      vatPence: 0,
      totalPence: 20_997,
    });
  });

  it('carries the company’s branding onto the sheet, as a customer’s document shows it', () => {
    const view = templateDocumentView(makeTemplate(), {
      company: makePreviewCompany({
        name: 'Brightwater Heating',
        brandColour: '#1d4ed8',
        logoUrl: '/api/company-logos/company-uid/0123456789abcdef0123456789abcdef.png',
        footerText: 'Registered in England and Wales, no. 01234567.',
      }),
      today: TODAY,
    });
    expect(view.company).toMatchObject({
      name: 'Brightwater Heating',
      brandColour: '#1d4ed8',
      logoUrl: '/api/company-logos/company-uid/0123456789abcdef0123456789abcdef.png',
      footerText: 'Registered in England and Wales, no. 01234567.',
    });
  });
});
