import { describe, expect, it } from 'vitest';

import { penceFromPoundsText, refundFormSchema } from '@/features/document-view/refund-form-schema';

describe('refund form', () => {
  it('reads pounds as people write them', () => {
    expect(penceFromPoundsText('40')).toBe(4_000);
    expect(penceFromPoundsText(' £1,040.5 ')).toBe(104_050);
    expect(penceFromPoundsText('.99')).toBe(99);
    expect(penceFromPoundsText('0.1')).toBe(10);
    expect(penceFromPoundsText('40.555')).toBeNaN();
    expect(penceFromPoundsText('forty')).toBeNaN();
    expect(penceFromPoundsText('-5')).toBeNaN();
  });

  it('refunds all that is left, or the part asked for, never more than is left', () => {
    const schema = refundFormSchema(6_000);
    expect(schema.parse({ scope: 'full', amount: 'ignored', reason: ' Job cancelled ' })).toEqual({
      reason: 'Job cancelled',
      amountPence: null,
      refundPence: 6_000,
    });
    expect(schema.parse({ scope: 'part', amount: '£20.50', reason: 'Tap was faulty' })).toEqual({
      reason: 'Tap was faulty',
      amountPence: 2_050,
      refundPence: 2_050,
    });

    const issues = (values: { scope: 'full' | 'part'; amount: string; reason: string }) =>
      schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ scope: 'part', amount: '60.01', reason: 'Too much' })).toEqual([
      ['amount', 'You can refund at most £60.00 of this payment.'],
    ]);
    // The server's own rule, in its own words.
    expect(issues({ scope: 'part', amount: '0', reason: 'Nothing' })).toEqual([
      ['amount', 'The refund must be at least 1p.'],
    ]);
    expect(issues({ scope: 'part', amount: ' ', reason: 'Nothing' })).toEqual([
      ['amount', 'Enter the amount to refund.'],
    ]);
    expect(issues({ scope: 'full', amount: '', reason: 'no' })).toEqual([
      ['reason', 'Say why you are refunding.'],
    ]);
  });
});
