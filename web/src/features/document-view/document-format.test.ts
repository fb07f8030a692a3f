import { describe, expect, it } from 'vitest';

import {
  amountDuePence,
  documentTitle,
  isQuoteExpired,
  isQuoteOpen,
} from '@/features/document-view/document-format';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';

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
});
