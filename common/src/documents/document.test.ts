import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ACCOUNT_FORM_MESSAGES } from '../signup-schema';
import { UK_PHONE_MESSAGE } from '../uk-phone';
import { UK_POSTCODE_MESSAGE } from '../uk-postcode';
import {
  companyCustomerSchema,
  documentDraftSchema,
  documentLineSchema,
  documentTemplateSchema,
  postalAddressSchema,
} from './document';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_STATUS_LABELS,
  formatDocumentNumber,
  INVOICE_STATUSES,
  QUOTE_DECLINE_REASON_LABELS,
  QUOTE_DECLINE_REASONS,
  QUOTE_STATUSES,
} from './document-labels';

/** Each failing path with its message, as a form would show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const LINE = {
  description: 'Replace kitchen tap',
  quantity: 1,
  unitPricePence: 12_000,
  vatRate: 2000,
};

describe('formatDocumentNumber', () => {
  it('numbers quotes Q-0001 and invoices INV-0001, padded to four digits', () => {
    expect(formatDocumentNumber('quote', 1)).toBe('Q-0001');
    expect(formatDocumentNumber('invoice', 1)).toBe('INV-0001');
    expect(formatDocumentNumber('quote', 42)).toBe('Q-0042');
    expect(formatDocumentNumber('invoice', 9999)).toBe('INV-9999');
  });
  it('keeps every digit past 9999 rather than wrapping or cutting', () => {
    expect(formatDocumentNumber('invoice', 10_000)).toBe('INV-10000');
    expect(formatDocumentNumber('quote', 123_456)).toBe('Q-123456');
  });
});

describe('statuses and labels', () => {
  it('labels every kind, status and decline reason', () => {
    for (const kind of DOCUMENT_KINDS) expect(DOCUMENT_KIND_LABELS[kind]).toBeTruthy();
    for (const status of [...QUOTE_STATUSES, ...INVOICE_STATUSES])
      expect(DOCUMENT_STATUS_LABELS[status]).toBeTruthy();
    for (const reason of QUOTE_DECLINE_REASONS)
      expect(QUOTE_DECLINE_REASON_LABELS[reason]).toBeTruthy();
  });
  it('starts both kinds as drafts; only invoices are paid, only quotes accepted', () => {
    expect(QUOTE_STATUSES[0]).toBe('draft');
    expect(INVOICE_STATUSES[0]).toBe('draft');
    expect(INVOICE_STATUSES).toContain('paid');
    expect(QUOTE_STATUSES).not.toContain('paid' as never);
    expect(INVOICE_STATUSES).not.toContain('accepted' as never);
  });
});

describe('documentLineSchema', () => {
  it('accepts a line, trimming its description', () => {
    expect(documentLineSchema.parse({ ...LINE, description: '  Labour  ', quantity: 2.5 })).toEqual(
      {
        ...LINE,
        description: 'Labour',
        quantity: 2.5,
      },
    );
  });
  it('accepts the bounds: 0.01 to 10,000, 1p to £1,000,000, every VAT rate', () => {
    for (const vatRate of [2000, 500, 0])
      expect(documentLineSchema.safeParse({ ...LINE, vatRate }).success).toBe(true);
    for (const quantity of [0.01, 0.29, 1.15, 10_000])
      expect(documentLineSchema.safeParse({ ...LINE, quantity }).success).toBe(true);
    for (const unitPricePence of [1, 100_000_000])
      expect(documentLineSchema.safeParse({ ...LINE, unitPricePence }).success).toBe(true);
    expect(documentLineSchema.safeParse({ ...LINE, description: 'd'.repeat(300) }).success).toBe(
      true,
    );
  });
  it('says what is missing', () => {
    expect(messages(documentLineSchema, { description: '   ' })).toEqual({
      description: 'Describe the work or item.',
      quantity: 'Enter a quantity.',
      unitPricePence: 'Enter a price.',
      vatRate: 'Choose a VAT rate.',
    });
  });
  it('refuses a long description', () => {
    expect(messages(documentLineSchema, { ...LINE, description: 'd'.repeat(301) })).toEqual({
      description: 'Keep each description to 300 characters or fewer.',
    });
  });
  it('refuses a quantity of 0, over 10,000 or with more than two decimals', () => {
    expect(messages(documentLineSchema, { ...LINE, quantity: 0 })).toEqual({
      quantity: 'The quantity must be more than 0.',
    });
    expect(messages(documentLineSchema, { ...LINE, quantity: 10_000.5 })).toEqual({
      quantity: 'The quantity can be at most 10,000.',
    });
    expect(messages(documentLineSchema, { ...LINE, quantity: 1.234 })).toEqual({
      quantity: 'Use at most two decimal places.',
    });
  });
  it('refuses a price in part pence, under 1p or over £1,000,000', () => {
    expect(messages(documentLineSchema, { ...LINE, unitPricePence: 12.5 })).toEqual({
      unitPricePence: 'Enter the price in whole pence.',
    });
    expect(messages(documentLineSchema, { ...LINE, unitPricePence: 0 })).toEqual({
      unitPricePence: 'The price must be at least 1p.',
    });
    expect(messages(documentLineSchema, { ...LINE, unitPricePence: 100_000_001 })).toEqual({
      unitPricePence: 'The price can be at most £1,000,000.',
    });
  });
  it('refuses a VAT rate other than 20%, 5% or 0%', () => {
    for (const vatRate of [1750, 20, '2000', null])
      expect(messages(documentLineSchema, { ...LINE, vatRate })).toEqual({
        vatRate: 'Choose a VAT rate.',
      });
  });
});

describe('documentDraftSchema', () => {
  const quote = {
    kind: 'quote',
    customerId: 'c1',
    lines: [LINE],
    validUntil: '2026-12-31',
    dueDate: null,
    depositPercent: 25,
    notes: '  Thanks for asking us.  ',
    paymentTerms: '',
    templateId: null,
  };

  it('accepts a new quote (no documentId), trimming notes', () => {
    const parsed = documentDraftSchema.parse(quote);
    expect(parsed.documentId).toBeUndefined();
    expect(parsed.notes).toBe('Thanks for asking us.');
  });
  it('accepts an invoice with a due date and no deposit', () => {
    expect(
      documentDraftSchema.safeParse({
        ...quote,
        documentId: 'd1',
        kind: 'invoice',
        validUntil: null,
        dueDate: '2028-02-29',
        depositPercent: null,
      }).success,
    ).toBe(true);
  });
  it('needs a customer and between 1 and 100 lines', () => {
    expect(messages(documentDraftSchema, { ...quote, customerId: '', lines: [] })).toEqual({
      customerId: 'Choose a customer.',
      lines: 'Add at least one line.',
    });
    expect(
      messages(documentDraftSchema, { ...quote, lines: Array.from({ length: 101 }, () => LINE) }),
    ).toEqual({ lines: 'A document can have at most 100 lines.' });
  });
  it('names the line and field that is wrong', () => {
    expect(
      messages(documentDraftSchema, { ...quote, lines: [LINE, { ...LINE, quantity: 0.125 }] }),
    ).toEqual({ 'lines.1.quantity': 'Use at most two decimal places.' });
  });
  it('refuses a date that is not a real calendar day', () => {
    for (const validUntil of ['31/12/2026', '2026-02-30', '2027-02-29', ''])
      expect(messages(documentDraftSchema, { ...quote, validUntil })).toEqual({
        validUntil: 'Enter a date.',
      });
  });
  it('takes a deposit of 1–100%, in whole percent', () => {
    expect(messages(documentDraftSchema, { ...quote, depositPercent: 0 })).toEqual({
      depositPercent: 'The deposit must be at least 1%.',
    });
    expect(messages(documentDraftSchema, { ...quote, depositPercent: 101 })).toEqual({
      depositPercent: 'The deposit can be at most 100%.',
    });
    expect(messages(documentDraftSchema, { ...quote, depositPercent: 12.5 })).toEqual({
      depositPercent: 'Enter a whole percentage.',
    });
  });
  it('limits notes to 2,000 characters and payment terms to 500, after trimming', () => {
    expect(
      messages(documentDraftSchema, {
        ...quote,
        notes: 'n'.repeat(2001),
        paymentTerms: 'p'.repeat(501),
      }),
    ).toEqual({
      notes: 'Keep the notes to 2,000 characters or fewer.',
      paymentTerms: 'Keep the payment terms to 500 characters or fewer.',
    });
    expect(
      documentDraftSchema.safeParse({ ...quote, notes: ` ${'n'.repeat(2000)} ` }).success,
    ).toBe(true);
  });
  it('refuses an unknown kind', () => {
    expect(documentDraftSchema.safeParse({ ...quote, kind: 'receipt' }).success).toBe(false);
  });
});

describe('postalAddressSchema', () => {
  const address = { line1: '1 Leaf Street', line2: '', town: 'Leeds', postcode: 'ls62ab' };

  it('keeps the postcode in its canonical form, or blank', () => {
    expect(postalAddressSchema.parse(address).postcode).toBe('LS6 2AB');
    expect(postalAddressSchema.parse({ ...address, postcode: '' }).postcode).toBe('');
    expect(postalAddressSchema.parse({ ...address, postcode: '   ' }).postcode).toBe('');
  });
  it('says what a postcode should look like when it is not one', () => {
    for (const postcode of ['LS6', 'not a postcode', '12345'])
      expect(messages(postalAddressSchema, { ...address, postcode })).toEqual({
        postcode: UK_POSTCODE_MESSAGE,
      });
  });
  it('limits the lines and the town', () => {
    expect(
      messages(postalAddressSchema, {
        ...address,
        line1: 'l'.repeat(121),
        line2: 'l'.repeat(121),
        town: 't'.repeat(61),
      }),
    ).toEqual({
      line1: 'Keep the address line to 120 characters or fewer.',
      line2: 'Keep the address line to 120 characters or fewer.',
      town: 'Keep the town to 60 characters or fewer.',
    });
  });
});

describe('companyCustomerSchema', () => {
  const customer = {
    name: ' Carol Manual ',
    email: ' Carol@Example.co.uk ',
    phone: '0113 496 0000',
    address: { line1: '', line2: '', town: '', postcode: 'SW1A1AA' },
  };

  it('trims the name, lower-cases the email, keeps the phone as typed', () => {
    expect(companyCustomerSchema.parse(customer)).toEqual({
      name: 'Carol Manual',
      email: 'carol@example.co.uk',
      phone: '0113 496 0000',
      address: { line1: '', line2: '', town: '', postcode: 'SW1A 1AA' },
    });
    expect(companyCustomerSchema.safeParse({ ...customer, phone: '' }).success).toBe(true);
  });
  it('says what is wrong with each field', () => {
    expect(
      messages(companyCustomerSchema, {
        name: 'C',
        email: 'not-an-email',
        phone: '12345',
        address: { line1: '', line2: '', town: '', postcode: 'nope' },
      }),
    ).toEqual({
      name: 'Enter the customer’s name.',
      email: ACCOUNT_FORM_MESSAGES.email,
      phone: UK_PHONE_MESSAGE,
      'address.postcode': UK_POSTCODE_MESSAGE,
    });
    expect(messages(companyCustomerSchema, { ...customer, name: 'n'.repeat(101) })).toEqual({
      name: 'Keep the name to 100 characters or fewer.',
    });
  });
});

describe('documentTemplateSchema', () => {
  const template = {
    kind: 'invoice',
    name: 'Boiler service',
    lines: [LINE],
    notes: '',
    paymentTerms: 'Payment within 14 days.',
  };

  it('accepts a template, even one with no lines yet', () => {
    expect(documentTemplateSchema.safeParse(template).success).toBe(true);
    expect(documentTemplateSchema.safeParse({ ...template, lines: [] }).success).toBe(true);
  });
  it('needs a name of 2–80 characters and at most 100 valid lines', () => {
    expect(messages(documentTemplateSchema, { ...template, name: ' B ' })).toEqual({
      name: 'Name the template.',
    });
    expect(messages(documentTemplateSchema, { ...template, name: 'n'.repeat(81) })).toEqual({
      name: 'Keep the name to 80 characters or fewer.',
    });
    expect(
      messages(documentTemplateSchema, {
        ...template,
        lines: Array.from({ length: 101 }, () => LINE),
      }),
    ).toEqual({ lines: 'A template can have at most 100 lines.' });
    expect(
      messages(documentTemplateSchema, { ...template, lines: [{ ...LINE, unitPricePence: 0 }] }),
    ).toEqual({ 'lines.0.unitPricePence': 'The price must be at least 1p.' });
  });
});
