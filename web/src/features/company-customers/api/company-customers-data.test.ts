import { describe, expect, it } from 'vitest';

import {
  customerDocumentFromData,
  customerFromData,
  nameSearchPrefix,
} from '@/features/company-customers/api/company-customers-data';

/** A stored timestamp as the SDK hands it over. */
const at = (iso: string) => {
  const date = new Date(iso);
  return { toDate: () => date, toMillis: () => date.getTime() };
};

describe('nameSearchPrefix', () => {
  it('starts a search with a capital, as names are written, and ignores outer spaces', () => {
    expect(nameSearchPrefix('  smi ')).toBe('Smi');
    expect(nameSearchPrefix('Mc')).toBe('Mc');
    expect(nameSearchPrefix('   ')).toBe('');
  });
});

describe('customerFromData', () => {
  it('reads a lead customer as the functions write it', () => {
    const customer = customerFromData('c1', {
      companyId: 'company-uid',
      name: 'Bob',
      email: 'bob@example.com',
      phone: '',
      address: { line1: '1 High St', line2: '', town: 'Leeds', postcode: 'LS1 1AA' },
      source: 'lead',
      leadId: 'lead-1',
      uid: 'customer-uid',
      invoicedPence: 24_568,
      paidPence: 10_000,
      lastContactAt: at('2026-11-03T00:00:00Z'),
      createdAt: at('2026-11-01T00:00:00Z'),
      updatedAt: at('2026-11-02T00:00:00Z'),
    });
    expect(customer).toEqual({
      id: 'c1',
      name: 'Bob',
      email: 'bob@example.com',
      phone: '',
      address: { line1: '1 High St', line2: '', town: 'Leeds', postcode: 'LS1 1AA' },
      source: 'lead',
      leadId: 'lead-1',
      uid: 'customer-uid',
      invoicedPence: 24_568,
      paidPence: 10_000,
      lastContactAt: new Date('2026-11-03T00:00:00Z'),
      createdAt: new Date('2026-11-01T00:00:00Z'),
      updatedAt: new Date('2026-11-02T00:00:00Z'),
    });
  });

  it('fills in what an incomplete document leaves out', () => {
    const customer = customerFromData('c2', { name: 'Ann', createdAt: at('2026-11-05T00:00:00Z') });
    expect(customer.address).toEqual({ line1: '', line2: '', town: '', postcode: '' });
    expect(customer.source).toBe('manual');
    expect(customer.updatedAt).toEqual(new Date('2026-11-05T00:00:00Z'));
    // Nobody invoiced yet: the functions have not written the amounts.
    expect(customer).toMatchObject({ invoicedPence: 0, paidPence: 0, lastContactAt: null });
  });
});

describe('customerDocumentFromData', () => {
  it('dates a sent document by when it was sent, and a draft by when it was made', () => {
    const sent = customerDocumentFromData('d1', {
      kind: 'invoice',
      status: 'part-paid',
      number: 'INV-0001',
      totals: { totalPence: 1234 },
      amountPaidPence: 500,
      createdAt: at('2026-11-01T00:00:00Z'),
      sentAt: at('2026-11-03T00:00:00Z'),
    });
    expect(sent).toEqual({
      id: 'd1',
      kind: 'invoice',
      status: 'part-paid',
      number: 'INV-0001',
      totalPence: 1234,
      paidPence: 500,
      date: new Date('2026-11-03T00:00:00Z'),
    });
    const draft = customerDocumentFromData('d2', {
      kind: 'quote',
      status: 'draft',
      number: null,
      totals: { totalPence: 99 },
      createdAt: at('2026-11-01T00:00:00Z'),
      sentAt: null,
    });
    expect(draft.number).toBeNull();
    expect(draft.date).toEqual(new Date('2026-11-01T00:00:00Z'));
  });
});
