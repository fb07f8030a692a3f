import type Stripe from 'stripe';

import type { ConnectMoneyMovement } from '@fixwell/common/callables';

// A connected account's recent money movements as the admin's account page lists them.

/** How many transfers and payouts the admin sees. */
export const CONNECT_ACTIVITY_LIMIT = 20;

const isoOfSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** A transfer from the platform to the account; Stripe gives transfers no status, only reversals. */
export function transferMovement(transfer: Stripe.Transfer): ConnectMoneyMovement {
  const status = transfer.reversed
    ? 'reversed'
    : transfer.amount_reversed > 0
      ? 'partially_reversed'
      : 'paid';
  return {
    id: transfer.id,
    amountPence: transfer.amount,
    status,
    createdAtIso: isoOfSeconds(transfer.created),
    arrivalDateIso: null,
    description: transfer.description ?? null,
  };
}

/** A payout from the account to the company's bank. */
export function payoutMovement(payout: Stripe.Payout): ConnectMoneyMovement {
  return {
    id: payout.id,
    amountPence: payout.amount,
    status: payout.status,
    createdAtIso: isoOfSeconds(payout.created),
    arrivalDateIso: isoOfSeconds(payout.arrival_date),
    description: payout.description ?? null,
  };
}
