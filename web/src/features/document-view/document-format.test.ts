import { describe, expect, it } from 'vitest';

import {
  amountDuePence,
  cardInWords,
  documentTitle,
  isQuoteExpired,
  isQuoteOpen,
  latestPayment,
  paymentPurposeTitle,
  refundablePence,
} from '@/features/document-view/document-format';
import {
  makeDocumentPayment,
  makeDocumentView,
} from '@/features/document-view/testing/make-document-view';

describe('document formats', () => {
  it('titles a document by kind and number, or as a draft', () => {
    expect(documentTitle({ kind: 'invoice', number: 'INV-0001' })).toBe('Invoice INV-0001');
    expect(documentTitle({ kind: 'quote', number: null })).toBe('Quote (draft)');
  });

  it('leaves nothing due below zero', () => {
    const view = makeDocumentView({ amountPaidPence: 50_000 });
    expect(amountDuePence(view)).toBe(0);
  });

  it('keeps a quote open through its last valid London day', () => {
    const view = makeDocumentView({ status: 'viewed', validUntilIso: '2026-06-30' });
    // 23:30 in London (BST) on the last day: still open.
    expect(isQuoteOpen(view, new Date('2026-06-30T22:30:00Z'))).toBe(true);
    // 00:30 in London the next day: expired.
    expect(isQuoteExpired(view, new Date('2026-06-30T23:30:00Z'))).toBe(true);
    expect(isQuoteOpen(view, new Date('2026-06-30T23:30:00Z'))).toBe(false);
  });

  it('never calls an answered quote or an invoice expired by date', () => {
    const past = new Date('2030-01-01T12:00:00Z');
    expect(
      isQuoteExpired(makeDocumentView({ status: 'accepted', validUntilIso: '2026-01-01' }), past),
    ).toBe(false);
    expect(
      isQuoteExpired(makeDocumentView({ kind: 'invoice', validUntilIso: '2026-01-01' }), past),
    ).toBe(false);
  });

  it('names what a card payment is for: the invoice, or the deposit of a quote', () => {
    expect(paymentPurposeTitle({ kind: 'invoice', number: 'INV-0003' })).toBe('Invoice INV-0003');
    expect(paymentPurposeTitle({ kind: 'quote', number: 'Q-0002' })).toBe(
      'Deposit for quote Q-0002',
    );
  });

  it('names the card as it says on it', () => {
    expect(cardInWords({ cardBrand: 'visa', cardLast4: '4242' })).toBe('Visa ending 4242');
    expect(cardInWords({ cardBrand: 'amex', cardLast4: '0005' })).toBe(
      'American Express ending 0005',
    );
    expect(cardInWords({ cardBrand: 'newbrand', cardLast4: null })).toBe('Newbrand');
    expect(cardInWords({ cardBrand: 'unknown', cardLast4: '1111' })).toBe('Card ending 1111');
    expect(cardInWords({ cardBrand: null, cardLast4: null })).toBe('Card');
  });

  it('knows what is left of a payment to refund, and which payment is the latest', () => {
    expect(refundablePence({ amountPence: 5_000, refundedPence: 1_500 })).toBe(3_500);
    expect(refundablePence({ amountPence: 5_000, refundedPence: 5_000 })).toBe(0);

    const early = makeDocumentPayment({ id: 'pi_early', paidAtIso: '2026-11-01T10:00:00.000Z' });
    const late = makeDocumentPayment({ id: 'pi_late', paidAtIso: '2026-11-20T10:00:00.000Z' });
    expect(latestPayment({ payments: [late, early] })).toBe(late);
    expect(latestPayment({ payments: [] })).toBeNull();
  });
});
