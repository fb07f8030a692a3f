import type { PayoutsOverview, PayoutsPayment } from '@fixwell/common/billing/payouts-overview';
import type { ConnectMoneyMovement } from '@fixwell/common/callables';

/** A payout as `getPayoutsOverview` lists it: by default £117.00 on its way. */
export function makePayout(overrides: Partial<ConnectMoneyMovement> = {}): ConnectMoneyMovement {
  return {
    id: 'po_1',
    amountPence: 11_700,
    status: 'in_transit',
    createdAtIso: '2026-11-21T00:00:00.000Z',
    arrivalDateIso: '2026-11-22T00:00:00.000Z',
    description: 'STRIPE PAYOUT',
    ...overrides,
  };
}

/** A card payment of £120.00 on INV-0001, with Fixwell's £3.00 fee. */
export function makePayoutsPayment(overrides: Partial<PayoutsPayment> = {}): PayoutsPayment {
  return {
    id: 'pi_1',
    documentId: 'doc-1',
    documentNumber: 'INV-0001',
    customerName: 'Sam Patel',
    amountPence: 12_000,
    feePence: 300,
    refundedPence: 0,
    netPence: 11_700,
    status: 'succeeded',
    paidAtIso: '2026-11-13T12:00:00.000Z',
    ...overrides,
  };
}

/** An onboarded company's overview; totals are worked out from the payments given. */
export function makePayoutsOverview(overrides: Partial<PayoutsOverview> = {}): PayoutsOverview {
  const payments = overrides.payments ?? [makePayoutsPayment()];
  return {
    connected: true,
    status: 'enabled',
    payoutsEnabled: true,
    availablePence: 0,
    pendingPence: 0,
    payouts: [makePayout()],
    payments,
    totals: payments.reduce(
      (totals, payment) => ({
        paidPence: totals.paidPence + payment.amountPence,
        feePence: totals.feePence + payment.feePence,
        refundedPence: totals.refundedPence + payment.refundedPence,
        netPence: totals.netPence + payment.netPence,
      }),
      { paidPence: 0, feePence: 0, refundedPence: 0, netPence: 0 },
    ),
    ...overrides,
  };
}

/** A company that has not finished setting up payouts with Stripe. */
export const NOT_CONNECTED: PayoutsOverview = {
  connected: false,
  status: null,
  payoutsEnabled: false,
  availablePence: 0,
  pendingPence: 0,
  payouts: [],
  payments: [],
  totals: { paidPence: 0, feePence: 0, refundedPence: 0, netPence: 0 },
};
