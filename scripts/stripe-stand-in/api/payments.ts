// The payment side of the API: /v1/payment_intents/:id, /v1/charges/:id, /v1/refunds (create,
// retrieve), /v1/application_fees/:id, /v1/transfers/:id, /v1/balance, /v1/balance_transactions and
// /v1/payouts/:id. Objects on a connected account (its `py_` payments, balance transactions and
// payouts) are found only with its Stripe-Account header, the platform's only without, as Stripe
// scopes them.
import { type ApiRequest, type ApiRoute, type Context } from '../context';
import { invalidParam, noSuch, refused, StripeError } from '../errors';
import { mustGet, previousAttributes } from '../lookup';
import {
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalString,
  paginate,
} from '../params';
import { balanceOf, balanceTransaction } from '../payments';
import { expand, present } from '../present';
import { listOf, type Rec } from '../state';

/** The object, when it belongs to the account the call acts for (the platform without a header). */
function scoped(ctx: Context, request: ApiRequest, id: string, object: string, param = 'id'): Rec {
  const found = mustGet(ctx, id, object, param);
  if (((found._account as string | undefined) ?? null) !== (request.account ?? null))
    throw noSuch(object, id, param);
  return found;
}

/** Stripe's answer to a Stripe-Account header naming no account of the platform. */
function checkAccount(ctx: Context, request: ApiRequest): void {
  if (request.account && !ctx.state.get(request.account, 'account'))
    throw new StripeError(
      403,
      'invalid_request_error',
      `The provided key 'sk_test_…' does not have access to account '${request.account}' (or that account does not exist). Application access may have been revoked.`,
      { code: 'account_invalid' },
    );
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * The share of `total` that refunding `amount` of a charge of `chargeAmount` takes back, never more
 * than `left`; the refund that leaves nothing on the charge takes all that is left.
 */
function share(amount: number, chargeAmount: number, total: number, left: number, last: boolean) {
  return last ? left : Math.min(left, Math.round((amount * total) / chargeAmount));
}

function createRefund(ctx: Context, request: ApiRequest): Rec {
  const { params } = request;
  const intentId = optionalString(params, 'payment_intent');
  const chargeParam = optionalString(params, 'charge');
  if (!intentId && !chargeParam)
    throw invalidParam(
      'payment_intent',
      'One of the following params should be provided for this request: payment_intent or charge.',
      'parameter_missing',
    );
  let chargeId = chargeParam;
  if (intentId) {
    const intent = mustGet(ctx, intentId, 'payment_intent', 'payment_intent');
    if (intent.status !== 'succeeded' || !intent.latest_charge)
      throw refused(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    chargeId = intent.latest_charge as string;
  }
  const charge = scoped(ctx, request, chargeId as string, 'charge', 'charge');
  if (charge.status !== 'succeeded')
    throw refused(
      `Charge ${charge.id} has not succeeded and cannot be refunded.`,
      'charge_not_refundable',
    );
  const remaining = (charge.amount as number) - (charge.amount_refunded as number);
  if (remaining <= 0)
    throw refused(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const amount = optionalInteger(params, 'amount') ?? remaining;
  if (amount < 1)
    throw invalidParam('amount', 'Invalid positive integer', 'parameter_invalid_integer');
  if (amount > remaining)
    throw invalidParam(
      'amount',
      `Refund amount (${pounds(amount)}) is greater than unrefunded amount on charge (${pounds(remaining)})`,
      'amount_too_large',
    );
  const reverseTransfer = optionalBoolean(params, 'reverse_transfer') ?? false;
  const refundFee = optionalBoolean(params, 'refund_application_fee') ?? false;
  const reason = oneOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']);
  const metadata = mergeMetadata({}, params);

  const events: Rec[] = [];
  const chargeBefore = present(ctx, charge);
  const refundId = ctx.state.newId('refund');
  const currency = charge.currency as string;
  const refundTxn = balanceTransaction(ctx, {
    account: null,
    type: 'refund',
    amount: -amount,
    source: refundId,
    currency,
  });

  // The transfer reversed and the fee refunded in proportion to the refund, as Stripe does.
  let reversal: Rec | undefined;
  const transfer =
    reverseTransfer && charge.transfer
      ? ctx.state.get(charge.transfer as string, 'transfer')
      : undefined;
  const fee = charge.application_fee
    ? ctx.state.get(charge.application_fee as string, 'application_fee')
    : undefined;
  let feeRefundAmount = 0;
  if (refundFee && fee)
    feeRefundAmount = share(
      amount,
      charge.amount as number,
      fee.amount as number,
      (fee.amount as number) - (fee.amount_refunded as number),
      amount === remaining,
    );
  const transferBefore = transfer ? present(ctx, transfer) : undefined;
  if (transfer) {
    const reversed = share(
      amount,
      charge.amount as number,
      transfer.amount as number,
      (transfer.amount as number) - (transfer.amount_reversed as number),
      amount === remaining,
    );
    const reversalId = ctx.state.newId('transfer_reversal');
    const platformTxn = balanceTransaction(ctx, {
      account: null,
      type: 'transfer_cancel',
      amount: reversed,
      source: reversalId,
      currency,
    });
    const payment = ctx.state.get(transfer.destination_payment as string, 'charge');
    if (payment) {
      balanceTransaction(ctx, {
        account: transfer.destination as string,
        type: 'payment_refund',
        amount: -reversed,
        fee: -feeRefundAmount,
        feeType: 'application_fee',
        source: payment.id as string,
        currency,
      });
      payment.amount_refunded = (payment.amount_refunded as number) + reversed;
      payment.refunded = payment.amount_refunded === payment.amount;
    }
    reversal = {
      id: reversalId,
      object: 'transfer_reversal',
      amount: reversed,
      balance_transaction: platformTxn.id,
      created: ctx.state.now(),
      currency,
      destination_payment_refund: null,
      metadata: {},
      source_refund: refundId,
      transfer: transfer.id,
    };
    (transfer._reversals as Rec[]).unshift(reversal);
    transfer.amount_reversed = (transfer.amount_reversed as number) + reversed;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
  }
  const feeBefore = fee && feeRefundAmount > 0 ? present(ctx, fee) : undefined;
  if (fee && feeRefundAmount > 0) {
    const feeRefundId = ctx.state.newId('fee_refund');
    const txn = balanceTransaction(ctx, {
      account: null,
      type: 'application_fee_refund',
      amount: -feeRefundAmount,
      source: feeRefundId,
      currency,
    });
    const feeRefund = {
      id: feeRefundId,
      object: 'fee_refund',
      amount: feeRefundAmount,
      balance_transaction: txn.id,
      created: ctx.state.now(),
      currency,
      fee: fee.id,
      metadata: {},
    };
    (fee._refunds as Rec[]).unshift(feeRefund);
    fee.amount_refunded = (fee.amount_refunded as number) + feeRefundAmount;
    fee.refunded = fee.amount_refunded === fee.amount;
  }

  const refund = ctx.state.create(
    'refund',
    {
      amount,
      balance_transaction: refundTxn.id,
      charge: charge.id,
      currency,
      customer: charge.customer ?? null,
      customer_account: null,
      destination_details: {
        type: 'card',
        card: {
          reference: null,
          reference_status: 'pending',
          reference_type: 'acquirer_reference_number',
          type: 'refund',
        },
      },
      payment_intent: charge.payment_intent ?? null,
      payment_method: charge.payment_method ?? null,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: reversal?.id ?? null,
      metadata,
    },
    refundId,
  );
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  ctx.state.changed();

  const info = { idempotencyKey: request.idempotencyKey ?? null, requestId: request.requestId };
  const chargeAfter = present(ctx, charge);
  events.push(
    ctx.events.emit('charge.refunded', chargeAfter, {
      ...info,
      previous: previousAttributes(chargeBefore, chargeAfter),
    }),
  );
  events.push(ctx.events.emit('refund.created', present(ctx, refund), info));
  if (transfer && transferBefore) {
    const after = present(ctx, transfer);
    events.push(
      ctx.events.emit('transfer.reversed', after, {
        ...info,
        previous: previousAttributes(transferBefore, after),
      }),
    );
  }
  if (fee && feeBefore) {
    const after = present(ctx, fee);
    events.push(
      ctx.events.emit('application_fee.refunded', after, {
        ...info,
        previous: previousAttributes(feeBefore, after),
      }),
    );
  }
  return refund;
}

function balance(ctx: Context, accountId: string | null): Rec {
  const { available, pending } = balanceOf(ctx, accountId);
  return {
    object: 'balance',
    available: [{ amount: available, currency: 'gbp', source_types: { card: available } }],
    ...(accountId ? {} : { connect_reserved: [{ amount: 0, currency: 'gbp' }] }),
    livemode: false,
    pending: [{ amount: pending, currency: 'gbp', source_types: { card: pending } }],
  };
}

export const paymentRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(
        ctx,
        present(ctx, scoped(ctx, request, request.match[0] as string, 'payment_intent')),
        request.params.expand,
      ),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(
        ctx,
        present(ctx, scoped(ctx, request, request.match[0] as string, 'charge')),
        request.params.expand,
      ),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handler: (ctx, request) => present(ctx, createRefund(ctx, request)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(
        ctx,
        present(ctx, scoped(ctx, request, request.match[0] as string, 'refund')),
        request.params.expand,
      ),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/application_fees\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(
        ctx,
        present(ctx, scoped(ctx, request, request.match[0] as string, 'application_fee')),
        request.params.expand,
      ),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/transfers\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(
        ctx,
        present(ctx, scoped(ctx, request, request.match[0] as string, 'transfer')),
        request.params.expand,
      ),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/balance$/,
    handler: (ctx, request) => {
      checkAccount(ctx, request);
      return balance(ctx, request.account ?? null);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/balance_transactions$/,
    handler: (ctx, request) => {
      checkAccount(ctx, request);
      const { params } = request;
      const type = optionalString(params, 'type');
      const source = optionalString(params, 'source');
      const payout = optionalString(params, 'payout');
      const all = ctx.state.all(
        'balance_transaction',
        (t) =>
          ((t._account as string | undefined) ?? null) === (request.account ?? null) &&
          (!type || t.type === type) &&
          (!source || t.source === source) &&
          (!payout || t._payout === payout),
      );
      const { page, hasMore } = paginate(all, params);
      return listOf(
        page.map((t) => expand(ctx, present(ctx, t), params.expand)),
        '/v1/balance_transactions',
        hasMore,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/balance_transactions\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(
        ctx,
        present(ctx, scoped(ctx, request, request.match[0] as string, 'balance_transaction')),
        request.params.expand,
      ),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payouts\/([^/]+)$/,
    handler: (ctx, request) =>
      present(ctx, scoped(ctx, request, request.match[0] as string, 'payout')),
  },
];
