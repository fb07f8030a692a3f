import { describe, expect, it } from 'vitest';

import {
  amountDue,
  checkoutRefusal,
  documentMoney,
  paymentDecision,
  refundAmount,
  type ArrivedPayment,
  type PayableDocument,
} from './document-payment-decisions';
import {
  AUTO_REFUND_REASONS,
  invoiceSentMessage,
  noCardsMessage,
  PAYMENT_MESSAGES,
  refundTooLargeMessage,
  tooSmallMessage,
} from './payment-messages';

const invoice = (over: Partial<PayableDocument> = {}): PayableDocument => ({
  kind: 'invoice',
  status: 'sent',
  version: 1,
  totalPence: 12_000,
  depositPercent: null,
  amountPaidPence: 0,
  ...over,
});
const quote = (over: Partial<PayableDocument> = {}): PayableDocument => ({
  kind: 'quote',
  status: 'accepted',
  version: 2,
  totalPence: 50_000,
  depositPercent: 25,
  amountPaidPence: 0,
  ...over,
});
const company = { cardsAccepted: true, businessName: 'Acme Plumbing' };
const failed = (message: string) => ({ code: 'failed-precondition', message });

describe('amountDue', () => {
  it('is what is left of an invoice, or of an accepted quote’s deposit', () => {
    expect(amountDue(invoice({ amountPaidPence: 2_000 }))).toEqual({
      purpose: 'invoice',
      amountPence: 10_000,
    });
    expect(amountDue(quote())).toEqual({ purpose: 'deposit', amountPence: 12_500 });
    expect(amountDue(quote({ amountPaidPence: 12_500 }))).toEqual({
      purpose: 'deposit',
      amountPence: 0,
    });
    expect(amountDue(quote({ depositPercent: null })).amountPence).toBe(0);
  });
});

describe('checkoutRefusal', () => {
  it('lets an unpaid invoice and an accepted quote’s deposit be paid', () => {
    for (const status of ['sent', 'viewed', 'overdue', 'part-paid'] as const)
      expect(checkoutRefusal(invoice({ status }), company)).toBeNull();
    expect(
      checkoutRefusal(invoice({ status: 'part-paid', amountPaidPence: 5_000 }), company),
    ).toBeNull();
    expect(checkoutRefusal(quote(), company)).toBeNull();
  });

  it('refuses drafts, void and paid invoices, and quotes without a deposit to pay', () => {
    expect(checkoutRefusal(invoice({ status: 'draft' }), company)).toEqual(
      failed(PAYMENT_MESSAGES.draft),
    );
    expect(checkoutRefusal(invoice({ status: 'void' }), company)).toEqual(
      failed(PAYMENT_MESSAGES.void),
    );
    expect(checkoutRefusal(invoice({ status: 'paid' }), company)).toEqual(
      failed(PAYMENT_MESSAGES.paid),
    );
    expect(checkoutRefusal(quote({ status: 'declined' }), company)).toEqual(
      failed(PAYMENT_MESSAGES.quoteDeclined),
    );
    expect(checkoutRefusal(quote({ status: 'expired' }), company)).toEqual(
      failed(PAYMENT_MESSAGES.quoteExpired),
    );
    expect(checkoutRefusal(quote({ status: 'viewed' }), company)).toEqual(
      failed(PAYMENT_MESSAGES.quoteNotAccepted),
    );
    expect(checkoutRefusal(quote({ depositPercent: null }), company)).toEqual(
      failed(PAYMENT_MESSAGES.noDeposit),
    );
    expect(checkoutRefusal(quote({ amountPaidPence: 12_500 }), company)).toEqual(
      failed(PAYMENT_MESSAGES.depositPaid),
    );
  });

  it('refuses a quote’s deposit once an invoice made from the quote has been sent', () => {
    expect(checkoutRefusal(quote(), company, true)).toEqual(
      failed(invoiceSentMessage('Acme Plumbing')),
    );
    expect(invoiceSentMessage('Acme Plumbing')).toBe(
      'Acme Plumbing has sent you an invoice for this quote. Please pay the invoice instead.',
    );
  });

  it('refuses a company that takes no cards, saying how else to pay', () => {
    const refusal = checkoutRefusal(invoice(), { ...company, cardsAccepted: false });
    expect(refusal).toEqual(failed(noCardsMessage('Acme Plumbing')));
    expect(refusal?.message).toBe(
      'Acme Plumbing does not take card payments through Fixwell yet. Contact them to pay another way.',
    );
  });

  it('refuses less than Stripe’s 30p minimum, and takes exactly 30p', () => {
    expect(checkoutRefusal(invoice({ amountPaidPence: 11_971 }), company)).toEqual(
      failed(tooSmallMessage(29, 'Acme Plumbing')),
    );
    expect(tooSmallMessage(29, 'Acme Plumbing')).toContain('£0.29');
    expect(checkoutRefusal(invoice({ amountPaidPence: 11_970 }), company)).toBeNull();
  });
});

describe('paymentDecision', () => {
  const paid: ArrivedPayment = {
    paymentIntentId: 'pi_1',
    amountPence: 12_000,
    purpose: 'invoice',
    documentVersion: 1,
  };
  const decide = (document: PayableDocument, ids: string[] = [], payment = paid) =>
    paymentDecision({ ...document, paymentIntentIds: ids }, payment);

  it('records a payment of exactly what is due on the version it was started for', () => {
    expect(decide(invoice())).toEqual({ action: 'record' });
    expect(
      decide(invoice({ status: 'part-paid', amountPaidPence: 2_000 }), ['pi_0'], {
        ...paid,
        amountPence: 10_000,
      }),
    ).toEqual({ action: 'record' });
    expect(
      decide(quote(), [], {
        paymentIntentId: 'pi_2',
        amountPence: 12_500,
        purpose: 'deposit',
        documentVersion: 2,
      }),
    ).toEqual({ action: 'record' });
  });

  it('does nothing for a payment it has recorded already, whatever the document says now', () => {
    expect(decide(invoice({ status: 'paid', amountPaidPence: 12_000 }), ['pi_1'])).toEqual({
      action: 'replay',
    });
    expect(decide(invoice({ status: 'void' }), ['pi_1'])).toEqual({ action: 'replay' });
  });

  it('refunds a payment that no longer matches the document, saying why', () => {
    expect(decide(invoice({ status: 'void' }))).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.void,
    });
    expect(decide(invoice({ status: 'paid', amountPaidPence: 12_000 }), ['pi_0'])).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.alreadyPaid,
    });
    expect(decide(invoice({ status: 'part-paid', amountPaidPence: 2_000 }), ['pi_0'])).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.amountChanged,
    });
    expect(decide(invoice({ version: 2 }))).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.versionChanged,
    });
    expect(
      decide(quote({ status: 'declined' }), [], {
        ...paid,
        purpose: 'deposit',
        amountPence: 12_500,
        documentVersion: 2,
      }),
    ).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.notPayable,
    });
    expect(
      decide(quote({ amountPaidPence: 12_500 }), ['pi_0'], {
        ...paid,
        purpose: 'deposit',
        amountPence: 12_500,
        documentVersion: 2,
      }),
    ).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.alreadyPaid,
    });
    expect(decide(invoice({ version: 1 }), [], { ...paid, documentVersion: null })).toEqual({
      action: 'refund',
      reason: AUTO_REFUND_REASONS.versionChanged,
    });
  });
});

describe('documentMoney', () => {
  const facts = {
    kind: 'invoice' as const,
    status: 'viewed' as const,
    totalPence: 12_000,
    viewed: true,
    dueDate: '2026-12-01',
  };
  const at = (amountPence: number, refundedPence = 0, paidAtMillis = 1_000) => ({
    amountPence,
    refundedPence,
    paidAtMillis,
  });

  it('marks an invoice paid when nothing is left and part-paid when something is', () => {
    expect(documentMoney(facts, [at(12_000)], '2026-11-24')).toEqual({
      amountPaidPence: 12_000,
      status: 'paid',
      paidAtMillis: 1_000,
    });
    expect(documentMoney(facts, [at(2_000, 0, 5), at(3_000, 0, 9)], '2026-11-24')).toEqual({
      amountPaidPence: 5_000,
      status: 'part-paid',
      paidAtMillis: 9,
    });
  });

  it('counts payments less their refunds, and a fully refunded invoice goes back as its dates say', () => {
    const paid = { ...facts, status: 'paid' as const };
    expect(documentMoney(paid, [at(12_000, 2_000)], '2026-11-24').status).toBe('part-paid');
    expect(documentMoney(paid, [at(12_000, 12_000)], '2026-11-24')).toEqual({
      amountPaidPence: 0,
      status: 'viewed',
      paidAtMillis: null,
    });
    expect(
      documentMoney({ ...paid, viewed: false }, [at(12_000, 12_000)], '2026-11-24').status,
    ).toBe('sent');
    expect(documentMoney(paid, [at(12_000, 12_000)], '2026-12-02').status).toBe('overdue');
    expect(documentMoney(paid, [at(12_000, 12_000)], '2026-12-01').status).toBe('viewed');
  });

  it('keeps a quote’s status and a void invoice void', () => {
    expect(
      documentMoney(
        { ...facts, kind: 'quote', status: 'accepted', dueDate: null },
        [at(12_500)],
        '2026-11-24',
      ),
    ).toEqual({
      amountPaidPence: 12_500,
      status: 'accepted',
      paidAtMillis: 1_000,
    });
    expect(
      documentMoney({ ...facts, status: 'void' }, [at(12_000, 12_000)], '2026-11-24').status,
    ).toBe('void');
  });

  it('leaves an already paid invoice paid when a second, refunded payment is added', () => {
    const paid = { ...facts, status: 'paid' as const };
    expect(documentMoney(paid, [at(12_000), at(12_000, 12_000)], '2026-11-24')).toMatchObject({
      amountPaidPence: 12_000,
      status: 'paid',
    });
  });
});

describe('refundAmount', () => {
  it('refunds all that is left by default, or the amount asked for', () => {
    expect(refundAmount({ amountPence: 12_000, refundedPence: 2_000 }, undefined)).toEqual({
      amountPence: 10_000,
    });
    expect(refundAmount({ amountPence: 12_000, refundedPence: 2_000 }, 10_000)).toEqual({
      amountPence: 10_000,
    });
  });

  it('refuses more than is left, a refunded payment, and a payment not on the document', () => {
    expect(refundAmount({ amountPence: 12_000, refundedPence: 2_000 }, 10_001)).toEqual(
      failed(refundTooLargeMessage(10_000)),
    );
    expect(refundTooLargeMessage(10_000)).toBe('You can refund at most £100.00 of this payment.');
    expect(refundAmount({ amountPence: 12_000, refundedPence: 12_000 }, undefined)).toEqual(
      failed(PAYMENT_MESSAGES.nothingLeftToRefund),
    );
    expect(refundAmount(undefined, 100)).toEqual({
      code: 'not-found',
      message: PAYMENT_MESSAGES.paymentNotFound,
    });
  });
});
