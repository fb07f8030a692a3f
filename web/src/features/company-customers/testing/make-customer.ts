import type {
  CompanyCustomer,
  CustomerDocument,
} from '@/features/company-customers/customer-types';

/** A customer the company added by hand, in Leeds. */
export function makeCustomer(overrides: Partial<CompanyCustomer> = {}): CompanyCustomer {
  return {
    id: 'customer-1',
    name: 'Alice Hargreaves',
    email: 'alice@example.com',
    phone: '07700 900123',
    address: { line1: '12 Park Lane', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
    source: 'manual',
    leadId: null,
    uid: null,
    invoicedPence: 0,
    paidPence: 0,
    lastContactAt: null,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

export function makeCustomerDocument(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  return {
    id: 'document-1',
    kind: 'invoice',
    status: 'sent',
    number: 'INV-0007',
    totalPence: 123_450,
    paidPence: 0,
    date: new Date('2026-11-18T10:00:00Z'),
    ...overrides,
  };
}
