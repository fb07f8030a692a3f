import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { payoutNotice, payoutRow, payoutTransactionStatus } from './payout-transactions';

// 2026-11-21 00:00 UTC, and the next day.
const CREATED = 1_795_219_200;
const ARRIVAL = CREATED + 86_400;

const payout = (overrides: Partial<Stripe.Payout> = {}) =>
  ({
    id: 'po_1',
    object: 'payout',
    amount: 123_456,
    currency: 'gbp',
    created: CREATED,
    arrival_date: ARRIVAL,
    status: 'in_transit',
    failure_code: null,
    failure_message: null,
    ...overrides,
  }) as Stripe.Payout;

describe('payoutTransactionStatus', () => {
  it('counts a payout as succeeded only once Stripe says it is paid', () => {
    expect(payoutTransactionStatus('pending')).toBe('pending');
    expect(payoutTransactionStatus('in_transit')).toBe('pending');
    expect(payoutTransactionStatus('paid')).toBe('succeeded');
    expect(payoutTransactionStatus('failed')).toBe('failed');
    expect(payoutTransactionStatus('canceled')).toBe('failed');
  });
});

describe('payoutRow', () => {
  it('records a payout on its way with its expected arrival, dated when Stripe created it', () => {
    expect(payoutRow(payout())).toEqual({
      status: 'pending',
      amountPence: 123_456,
      description: 'Payout to bank, expected 22 November 2026',
      occurredAtMillis: CREATED * 1000,
    });
  });

  it('dates a paid payout by its arrival', () => {
    expect(payoutRow(payout({ status: 'paid' }))).toEqual({
      status: 'succeeded',
      amountPence: 123_456,
      description: 'Payout to bank, arrived 22 November 2026',
      occurredAtMillis: ARRIVAL * 1000,
    });
  });

  it('says whether a payout failed or was cancelled', () => {
    expect(payoutRow(payout({ status: 'failed' }))).toMatchObject({
      status: 'failed',
      description: 'Payout to bank failed',
    });
    expect(payoutRow(payout({ status: 'canceled' }))).toMatchObject({
      status: 'failed',
      description: 'Payout to bank cancelled',
    });
  });
});

describe('payoutNotice', () => {
  it('tells the company a paid payout is on its way, once per payout', () => {
    expect(payoutNotice(payout({ status: 'paid' }))).toEqual({
      id: 'payout-paid-po_1',
      type: 'payout-paid',
      title: '£1,234.56 is on its way to your bank',
      body: 'Stripe has sent £1,234.56 to your bank account. It should be in your account by 22 November 2026.',
      link: '/company/payouts',
    });
  });

  it('explains a failed payout in words, with what to do', () => {
    const notice = payoutNotice(payout({ status: 'failed', failure_code: 'account_closed' }));
    expect(notice).toMatchObject({
      id: 'payout-failed-po_1',
      type: 'payout-failed',
      title: 'Your payout of £1,234.56 failed',
      link: '/company/payouts',
    });
    expect(notice?.body).toBe(
      'Stripe could not pay £1,234.56 into your bank account because the bank account has been closed. The money is back in your Stripe balance: check your bank details in your Stripe dashboard and Stripe will try again.',
    );
    expect(payoutNotice(payout({ status: 'failed', failure_code: 'something_new' }))?.body).toMatch(
      /^Stripe could not pay £1,234\.56 into your bank account\. The money/,
    );
  });

  it('says nothing while a payout is still on its way or was cancelled', () => {
    expect(payoutNotice(payout())).toBeNull();
    expect(payoutNotice(payout({ status: 'pending' }))).toBeNull();
    expect(payoutNotice(payout({ status: 'canceled' }))).toBeNull();
  });
});
