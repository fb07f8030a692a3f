import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { payoutMovement, transferMovement } from './connect-activity';

const transfer = (overrides: Partial<Stripe.Transfer> = {}) =>
  ({
    id: 'tr_1',
    object: 'transfer',
    amount: 24_500,
    amount_reversed: 0,
    reversed: false,
    created: 1_780_000_000,
    description: 'Invoice INV-0042',
    ...overrides,
  }) as Stripe.Transfer;

describe('transferMovement', () => {
  it('maps a transfer in pence with an ISO date', () => {
    expect(transferMovement(transfer())).toEqual({
      id: 'tr_1',
      amountPence: 24_500,
      status: 'paid',
      createdAtIso: '2026-05-28T20:26:40.000Z',
      arrivalDateIso: null,
      description: 'Invoice INV-0042',
    });
  });

  it('says when it was reversed, in full or in part', () => {
    expect(transferMovement(transfer({ reversed: true, amount_reversed: 24_500 })).status).toBe(
      'reversed',
    );
    expect(transferMovement(transfer({ amount_reversed: 500 })).status).toBe('partially_reversed');
  });
});

describe('payoutMovement', () => {
  it('maps a payout with its arrival date', () => {
    expect(
      payoutMovement({
        id: 'po_1',
        object: 'payout',
        amount: 10_000,
        status: 'in_transit',
        created: 1_780_000_000,
        arrival_date: 1_780_172_800,
        description: null,
      } as Stripe.Payout),
    ).toEqual({
      id: 'po_1',
      amountPence: 10_000,
      status: 'in_transit',
      createdAtIso: '2026-05-28T20:26:40.000Z',
      arrivalDateIso: '2026-05-30T20:26:40.000Z',
      description: null,
    });
  });
});
