// Automatic payouts of connected accounts, as the clock moves: every day at 00:00 UTC (the `daily`
// schedule) an account with payouts enabled and a positive available balance is paid out all of it
// to its bank account (a `po_`, in_transit, payout.created on the Connect endpoint); it arrives the
// next day (paid, payout.paid). Funds become available `delay_days` (7 for a new UK account) after
// the payment, see ./payments.ts.
import type { Context } from './context';
import { balanceOf, balanceTransaction } from './payments';
import { present } from './present';
import type { Rec } from './state';

const DAY = 86_400;

export interface PayoutDue {
  at: number;
  run: () => void;
}

/** The first 00:00 UTC strictly after `seconds`. */
export function nextMidnight(seconds: number): number {
  return (Math.floor(seconds / DAY) + 1) * DAY;
}

function payOut(ctx: Context, account: Rec): void {
  const { available } = balanceOf(ctx, account.id as string);
  if (available <= 0 || !account.payouts_enabled) return;
  const now = ctx.state.now();
  const bank = (account.external_accounts?.data as Rec[] | undefined)?.[0];
  const payoutId = ctx.state.newId('payout');
  const txn = balanceTransaction(ctx, {
    account: account.id as string,
    type: 'payout',
    amount: -available,
    source: payoutId,
    description: 'STRIPE PAYOUT',
  });
  const payout = ctx.state.create(
    'payout',
    {
      amount: available,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: now + DAY,
      automatic: true,
      balance_transaction: txn.id,
      currency: 'gbp',
      description: 'STRIPE PAYOUT',
      destination: bank?.id ?? null,
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      method: 'standard',
      original_payout: null,
      payout_method: null,
      reconciliation_status: 'not_applicable',
      reversed_by: null,
      source_type: 'card',
      statement_descriptor: null,
      status: 'in_transit',
      trace_id: { status: 'pending', value: null },
      type: 'bank_account',
      _account: account.id,
    },
    payoutId,
  );
  // The balance transactions a payout pays out (GET /v1/balance_transactions?payout=po_…).
  for (const paid of ctx.state.all(
    'balance_transaction',
    (t) =>
      t._account === account.id &&
      !t._payout &&
      (t.available_on as number) <= now &&
      t.id !== txn.id,
  ))
    paid._payout = payoutId;
  txn._payout = payoutId;
  ctx.state.changed();
  ctx.events.emit('payout.created', present(ctx, payout), { account: account.id as string });
}

function arrive(ctx: Context, payout: Rec): void {
  payout.status = 'paid';
  payout.trace_id = {
    status: 'supported',
    value: `FPS${(payout.id as string).slice(3, 15).toUpperCase()}`,
  };
  ctx.state.changed();
  ctx.events.emit('payout.paid', present(ctx, payout), { account: payout._account as string });
}

/** What falls due for payouts: each account's next daily run and each payout's arrival. */
export function payoutDueItems(ctx: Context): PayoutDue[] {
  const due: PayoutDue[] = [];
  const accounts = new Set(
    ctx.state
      .all('balance_transaction', (t) => Boolean(t._account))
      .map((t) => t._account as string),
  );
  for (const id of accounts) {
    const account = ctx.state.get(id, 'account');
    if (!account || account.settings?.payouts?.schedule?.interval !== 'daily') continue;
    const from = (account._payoutsRunAt as number | undefined) ?? (account.created as number);
    const at = nextMidnight(from);
    due.push({
      at,
      run: () => {
        account._payoutsRunAt = at;
        payOut(ctx, account);
      },
    });
  }
  for (const payout of ctx.state.all('payout', (p) => p.status === 'in_transit'))
    due.push({ at: payout.arrival_date as number, run: () => arrive(ctx, payout) });
  return due;
}
