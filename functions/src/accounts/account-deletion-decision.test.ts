import { describe, expect, it } from 'vitest';

import { documentVerdict, signedInRecently } from './account-deletion-decision';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const secondsAgo = (seconds: number) => NOW / 1000 - seconds;

describe('signedInRecently', () => {
  it('accepts a sign-in within the last five minutes', () => {
    expect(signedInRecently(secondsAgo(0), NOW)).toBe(true);
    expect(signedInRecently(secondsAgo(299), NOW)).toBe(true);
    expect(signedInRecently(secondsAgo(300), NOW)).toBe(true);
  });

  it('refuses an older sign-in', () => {
    expect(signedInRecently(secondsAgo(301), NOW)).toBe(false);
    expect(signedInRecently(secondsAgo(24 * 3600), NOW)).toBe(false);
  });

  it('refuses a missing, malformed or far-future sign-in time', () => {
    expect(signedInRecently(undefined, NOW)).toBe(false);
    expect(signedInRecently('1764000000', NOW)).toBe(false);
    expect(signedInRecently(Number.NaN, NOW)).toBe(false);
    expect(signedInRecently(secondsAgo(-3600), NOW)).toBe(false);
  });
});

describe('documentVerdict', () => {
  it('keeps issued invoices, paid or not, for HMRC', () => {
    expect(documentVerdict({ kind: 'invoice', number: 'INV-0001', amountPaidPence: 0 })).toBe(
      'keep',
    );
  });

  it('keeps any document with a card payment, a quote deposit included', () => {
    expect(
      documentVerdict({ kind: 'quote', number: 'Q-0002', amountPaidPence: 5_000, payments: [{}] }),
    ).toBe('keep');
    // Refunded in full: the payment record still has to be kept.
    expect(
      documentVerdict({ kind: 'quote', number: 'Q-0003', amountPaidPence: 0, payments: [{}] }),
    ).toBe('keep');
  });

  it('deletes drafts and quotes nobody paid', () => {
    expect(documentVerdict({ kind: 'invoice', number: null, amountPaidPence: 0 })).toBe('delete');
    expect(documentVerdict({ kind: 'quote', number: 'Q-0001', amountPaidPence: 0 })).toBe('delete');
    expect(documentVerdict({ kind: 'quote', number: null })).toBe('delete');
  });
});
