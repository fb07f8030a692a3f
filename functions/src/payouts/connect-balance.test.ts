import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { gbpBalance } from './connect-balance';

const amount = (pence: number, currency = 'gbp') =>
  ({ amount: pence, currency, source_types: { card: pence } }) as Stripe.Balance.Available;

describe('gbpBalance', () => {
  it('adds up what is available and what is pending, in pounds sterling only', () => {
    expect(
      gbpBalance({
        available: [amount(11_400), amount(500, 'eur')],
        pending: [amount(4_750), amount(-200)],
      }),
    ).toEqual({ availablePence: 11_400, pendingPence: 4_550 });
  });

  it('answers nothing for a new account', () => {
    expect(gbpBalance({ available: [], pending: [] })).toEqual({
      availablePence: 0,
      pendingPence: 0,
    });
  });
});
