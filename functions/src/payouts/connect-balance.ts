import type Stripe from 'stripe';

/**
 * A connected account's balance in pence of pounds sterling: what Stripe can pay out now and what
 * is still pending (card payments wait the payout schedule's delay, 7 days for a new UK account).
 * Stripe lists one amount per currency and source type; a UK company's are all GBP.
 */
export function gbpBalance(balance: Pick<Stripe.Balance, 'available' | 'pending'>): {
  availablePence: number;
  pendingPence: number;
} {
  const sum = (amounts: Stripe.Balance.Available[] | Stripe.Balance.Pending[]) =>
    amounts
      .filter((amount) => amount.currency === 'gbp')
      .reduce((total, amount) => total + amount.amount, 0);
  return { availablePence: sum(balance.available), pendingPence: sum(balance.pending) };
}
