import type { CompanyCustomer, CompanyDocument } from '@/features/documents/document-types';

/** A company's document as the data module answers it: a sent invoice unless told otherwise. */
export function makeDocument(overrides: Partial<CompanyDocument> = {}): CompanyDocument {
  const createdAt = new Date('2026-11-02T10:00:00Z');
  return {
    id: 'doc-1',
    companyId: 'company-uid',
    kind: 'invoice',
    status: 'sent',
    number: 'INV-0001',
    version: 1,
    customer: {
      id: 'cust-1',
      name: 'Jane Smith',
      email: 'jane@example.com',
      phone: '',
      address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS1 1AA' },
      uid: null,
    },
    leadId: null,
    lines: [{ description: 'Replace tap', quantity: 1, unitPricePence: 12000, vatRate: 2000 }],
    vatRegistered: true,
    vatNumber: 'GB123456789',
    totals: {
      subtotalPence: 12000,
      vatBreakdown: [{ vatRate: 2000, netPence: 12000, vatPence: 2400 }],
      vatPence: 2400,
      totalPence: 14400,
    },
    depositPercent: null,
    validUntil: null,
    dueDate: new Date('2026-11-16T00:00:00Z'),
    notes: '',
    paymentTerms: 'Payment within 14 days.',
    templateId: null,
    sourceDocumentId: null,
    replacesDocumentId: null,
    linkTokenHash: null,
    sentAt: new Date('2026-11-02T11:00:00Z'),
    viewedAt: null,
    acceptance: null,
    decline: null,
    amountPaidPence: 0,
    paidAt: null,
    voided: null,
    remindersSent: 0,
    lastReminderAt: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<CompanyCustomer> = {}): CompanyCustomer {
  return {
    id: 'cust-1',
    name: 'Jane Smith',
    email: 'jane@example.com',
    phone: '',
    source: 'manual',
    ...overrides,
  };
}
