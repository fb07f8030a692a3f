import type { PreviewCompany } from '@/features/document-templates/template-document-view';
import type { DocumentTemplate } from '@/features/document-templates/template-types';

/** A boiler-service quote template: two lines at 20% and one at 5%. */
export function makeTemplate(overrides: Partial<DocumentTemplate> = {}): DocumentTemplate {
  return {
    id: 'template-1',
    kind: 'quote',
    name: 'Boiler service',
    lines: [
      { description: 'Annual boiler service', quantity: 1, unitPricePence: 8500, vatRate: 2000 },
      { description: 'Labour', quantity: 1.5, unitPricePence: 4333, vatRate: 2000 },
      { description: 'Insulation', quantity: 3, unitPricePence: 1999, vatRate: 500 },
    ],
    notes: 'Parts are guaranteed for a year.',
    paymentTerms: 'Payment within 14 days.',
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

export function makePreviewCompany(overrides: Partial<PreviewCompany> = {}): PreviewCompany {
  return {
    id: 'company-uid',
    name: 'Brightwater Plumbing & Heating',
    phone: '0113 496 0000',
    email: null,
    vatNumber: 'GB123456789',
    slug: 'brightwater-plumbing-heating-leeds',
    brandColour: null,
    logoUrl: null,
    footerText: null,
    ...overrides,
  };
}
