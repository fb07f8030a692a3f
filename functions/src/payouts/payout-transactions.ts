import type Stripe from 'stripe';

import type { TransactionStatus } from '@fixwell/common/billing/transaction';

import { formatDay, formatPounds } from '../mail/document-mail-templates';

// Stripe payouts (a connected account's money to the company's bank) → `transactions/{po_…}` rows
// and the company's notices. Pure: the webhook's handlers re-retrieve the payout first, so the row
// always says what Stripe says now, and a replayed or late event rewrites the same row.

/** The page a payout notice links to. */
export const PAYOUTS_PAGE = '/company/payouts';

/** Stripe's payout status in the row's words: only `paid` has reached the bank. */
export function payoutTransactionStatus(status: Stripe.Payout['status']): TransactionStatus {
  if (status === 'paid') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

const dayOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export interface PayoutRow {
  status: TransactionStatus;
  amountPence: number;
  description: string;
  /** When it was paid out, for a paid payout its arrival; otherwise when Stripe created it. */
  occurredAtMillis: number;
}

export function payoutRow(payout: Stripe.Payout): PayoutRow {
  const status = payoutTransactionStatus(payout.status);
  const arrival = formatDay(dayOfSeconds(payout.arrival_date));
  const description =
    status === 'succeeded'
      ? `Payout to bank, arrived ${arrival}`
      : status === 'failed'
        ? `Payout to bank ${payout.status === 'canceled' ? 'cancelled' : 'failed'}`
        : `Payout to bank, expected ${arrival}`;
  return {
    status,
    amountPence: payout.amount,
    description,
    occurredAtMillis: (status === 'succeeded' ? payout.arrival_date : payout.created) * 1000,
  };
}

/** Stripe's payout failure codes in words a tradesperson can act on. */
const FAILURE_REASONS: Partial<Record<string, string>> = {
  account_closed: 'the bank account has been closed',
  account_frozen: 'the bank account is frozen',
  bank_account_restricted: 'the bank account does not accept this kind of payment',
  bank_ownership_changed: 'the bank account has changed owner',
  could_not_process: 'the bank could not process it',
  debit_not_authorized: 'the bank did not authorise it',
  incorrect_account_holder_name: 'the account holder name does not match the bank account',
  insufficient_funds: 'there was not enough money in your Stripe balance',
  invalid_account_number: 'the account number or sort code is not valid',
  invalid_currency: 'the bank account does not accept pounds sterling',
  no_account: 'the bank account could not be found',
};

export interface PayoutNotice {
  /** The notification's fixed id: one notice per payout and outcome, however often events repeat. */
  id: string;
  type: 'payout-paid' | 'payout-failed';
  title: string;
  body: string;
  link: string;
}

/** What the company is told about a payout now: that it arrived, that it failed, or nothing yet. */
export function payoutNotice(payout: Stripe.Payout): PayoutNotice | null {
  const amount = formatPounds(payout.amount);
  if (payout.status === 'paid') {
    return {
      id: `payout-paid-${payout.id}`,
      type: 'payout-paid',
      title: `${amount} is on its way to your bank`,
      body: `Stripe has sent ${amount} to your bank account. It should be in your account by ${formatDay(dayOfSeconds(payout.arrival_date))}.`,
      link: PAYOUTS_PAGE,
    };
  }
  if (payout.status === 'failed') {
    const reason = payout.failure_code ? FAILURE_REASONS[payout.failure_code] : undefined;
    return {
      id: `payout-failed-${payout.id}`,
      type: 'payout-failed',
      title: `Your payout of ${amount} failed`,
      body: `Stripe could not pay ${amount} into your bank account${reason ? ` because ${reason}` : ''}. The money is back in your Stripe balance: check your bank details in your Stripe dashboard and Stripe will try again.`,
      link: PAYOUTS_PAGE,
    };
  }
  return null;
}
