import { describe, expect, it } from 'vitest';

import { londonMonthStart, searchField } from '@/features/documents/document-queries';
import {
  countableLines,
  newDocumentValues,
  penceFromPounds,
  poundsFromPence,
  readEditorDraft,
  serverFieldErrors,
} from '@/features/documents/editor-form';
import { CallFunctionError } from '@/lib/call-function';

describe('the editor’s money', () => {
  it('reads pounds and pence as typed', () => {
    expect(penceFromPounds('12.50')).toBe(1250);
    expect(penceFromPounds('£1,234.56')).toBe(123456);
    expect(penceFromPounds('0.29')).toBe(29);
    expect(penceFromPounds('7')).toBe(700);
    expect(penceFromPounds('.5')).toBe(50);
    // Fractions of a penny stay fractional for the schema to refuse.
    expect(penceFromPounds('1.005')).toBe(100.5);
    expect(penceFromPounds('')).toBeNaN();
    expect(penceFromPounds('ten')).toBeNaN();
    expect(penceFromPounds('-3')).toBeNaN();
  });

  it('shows pence as pounds with two decimals', () => {
    expect(poundsFromPence(1250)).toBe('12.50');
    expect(poundsFromPence(Number.NaN)).toBe('');
    expect(poundsFromPence(null)).toBe('');
  });

  it('counts unfinished lines as nothing', () => {
    expect(
      countableLines([
        { description: 'x', quantity: Number.NaN, unitPricePence: 100, vatRate: 500 },
      ]),
    ).toEqual([{ description: 'x', quantity: 0, unitPricePence: 100, vatRate: 500 }]);
  });
});

describe('the editor’s dates', () => {
  it('starts from today in London', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(newDocumentValues('quote', true, now)).toMatchObject({
      validUntil: '2026-12-24',
      dueDate: null,
    });
    expect(newDocumentValues('invoice', false, now)).toMatchObject({
      validUntil: null,
      dueDate: '2026-12-08',
      lines: [{ vatRate: 0 }],
    });
  });

  it('knows where this London month began', () => {
    expect(new Date(londonMonthStart(new Date('2026-11-24T10:00:00Z'))).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    // June is in British Summer Time: its month began at 23:00 UTC the day before.
    expect(new Date(londonMonthStart(new Date('2026-06-15T12:00:00Z'))).toISOString()).toBe(
      '2026-05-31T23:00:00.000Z',
    );
  });
});

describe('the kept draft', () => {
  const fallback = newDocumentValues('invoice', true, new Date('2026-11-24T10:00:00Z'));

  it('comes back as it was stored, unfilled numbers empty', () => {
    const stored = JSON.parse(
      JSON.stringify({
        values: {
          ...fallback,
          customerId: 'cust-1',
          lines: [{ description: 'Tap', quantity: 2, unitPricePence: Number.NaN, vatRate: 500 }],
        },
        customer: { id: 'cust-1', name: 'Jane', email: 'jane@example.com' },
      }),
    ) as unknown;
    const draft = readEditorDraft(stored, fallback);
    expect(draft?.values.customerId).toBe('cust-1');
    expect(draft?.values.lines[0]?.unitPricePence).toBeNaN();
    expect(draft?.values.lines[0]?.vatRate).toBe(500);
    expect(draft?.customer).toEqual({ id: 'cust-1', name: 'Jane', email: 'jane@example.com' });
  });

  it('is ignored when unreadable', () => {
    expect(readEditorDraft(undefined, fallback)).toBeNull();
    expect(readEditorDraft('nonsense', fallback)).toBeNull();
    expect(readEditorDraft({ values: { lines: 'x' } }, fallback)?.values.lines).toEqual(
      fallback.lines,
    );
  });
});

describe('searches and server errors', () => {
  it('searches numbers by number and anything else by customer name', () => {
    expect(searchField('inv-00')).toEqual({ field: 'number', value: 'INV-00' });
    expect(searchField('q12')).toEqual({ field: 'number', value: 'Q-12' });
    expect(searchField(' INV ')).toEqual({ field: 'number', value: 'INV' });
    expect(searchField('Jane')).toEqual({ field: 'customer.name', value: 'Jane' });
    expect(searchField('Quinn')).toEqual({ field: 'customer.name', value: 'Quinn' });
  });

  it('reads field errors from an invalid-argument refusal only', () => {
    const refusal = new CallFunctionError('Check the document.', {
      code: 'invalid-argument',
      details: { fields: { 'lines.0.quantity': 'Too many.' }, field: 'customerId' },
    });
    expect(serverFieldErrors(refusal)).toEqual([
      ['lines.0.quantity', 'Too many.'],
      ['customerId', 'Check the document.'],
    ]);
    expect(
      serverFieldErrors(new CallFunctionError('No.', { code: 'failed-precondition', details: {} })),
    ).toEqual([]);
  });
});
