// One-off card payments (Checkout `payment` mode) as Stripe Connect destination charges: the
// platform's PaymentIntent and Charge, the Transfer of the whole amount to the connected account
// (where it lands as a `py_` payment), the ApplicationFee taken back from it, the balance
// transactions on both sides, and refunds that reverse the transfer and the fee in proportion.
//
// Money, as Stripe's docs on destination charges with `application_fee_amount` describe it: the
// Transfer is the full charge amount; the connected account's payment has the application fee as
// its fee, so its balance grows by amount − fee (pending until the payout schedule's delay, 7 days
// for a new UK account, then available); the platform pays Stripe's own fee (1.5 % + 20p for UK
// cards here) and keeps the application fee.
//
// The events of a successful payment, in the order the stand-in sends them (Stripe does not promise
// an order between events; this is the order they are created in when a Checkout payment
// succeeds):
//   platform: payment_intent.created (only when this is the session's first attempt),
//             payment_intent.succeeded, charge.succeeded, transfer.created,
//             application_fee.created, checkout.session.completed
//   Connect (`account` = the destination): payment.created (the `py_` payment). This type is not in
//   the SDK's list of webhook event types for 2026-10-28.endive, so functions must not rely on it:
//   everything they need arrives on the platform endpoint.
// A declined card: payment_intent.created (first attempt), charge.failed,
// payment_intent.payment_failed; the session stays open for another card.
// A refund: charge.refunded, refund.created, then transfer.reversed and application_fee.refunded
// when it reverses the transfer and refunds the fee (all platform).
import type { Card } from './cards';
import type { Context } from './context';
import { invalidParam, refused, type StripeError } from './errors';
import { present } from './present';
import type { Rec } from './state';

const DAY = 86_400;
/** The platform's Connect application, which every application fee names. */
export const PLATFORM_APPLICATION = 'ca_FixwellLocalStandIn';
/** Stripe's minimum charge in GBP. */
export const MINIMUM_AMOUNT = 30;

/** Stripe's fee on a UK card payment, paid by the platform: 1.5 % + 20p. */
export function stripeFee(amount: number): number {
  return Math.round(amount * 0.015) + 20;
}

/** Days before a payment's funds are available: the payout schedule's delay (7 for new UK accounts). */
export function payoutDelayDays(ctx: Context, accountId: string | null): number {
  const account = accountId ? ctx.state.get(accountId, 'account') : undefined;
  return (account?.settings?.payouts?.schedule?.delay_days as number | undefined) ?? 7;
}

const REPORTING_CATEGORY: Record<string, string> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  transfer: 'transfer',
  transfer_cancel: 'transfer_reversal',
  application_fee: 'platform_earning',
  application_fee_refund: 'platform_earning_refund',
  payout: 'payout',
};

/**
 * A balance transaction on an account's balance (`account` null: the platform's): `net` is what it
 * adds, pending until `available_on` (its `status` is worked out when it is shown).
 */
export function balanceTransaction(
  ctx: Context,
  fields: {
    account: string | null;
    type: string;
    amount: number;
    fee?: number;
    feeType?: 'stripe_fee' | 'application_fee';
    source: string;
    currency?: string;
    description?: string | null;
    availableOn?: number;
  },
): Rec {
  const fee = fields.fee ?? 0;
  const txn = ctx.state.create('balance_transaction', {
    amount: fields.amount,
    available_on: fields.availableOn ?? ctx.state.now(),
    balance_type: 'payments',
    currency: fields.currency ?? 'gbp',
    description: fields.description ?? null,
    exchange_rate: null,
    fee,
    fee_details:
      fee === 0
        ? []
        : [
            {
              amount: fee,
              application: fields.feeType === 'application_fee' ? PLATFORM_APPLICATION : null,
              currency: fields.currency ?? 'gbp',
              description:
                fields.feeType === 'application_fee'
                  ? 'Fixwell application fee'
                  : 'Stripe processing fees',
              type: fields.feeType ?? 'stripe_fee',
            },
          ],
    net: fields.amount - fee,
    reporting_category: REPORTING_CATEGORY[fields.type] ?? 'other',
    source: fields.source,
    type: fields.type,
    _account: fields.account,
  });
  // Balance transactions have no metadata in Stripe.
  delete txn.metadata;
  return txn;
}

/** An account's balance in pence: what is available now and what is still pending. */
export function balanceOf(
  ctx: Context,
  accountId: string | null,
): { available: number; pending: number } {
  const now = ctx.state.now();
  let available = 0;
  let pending = 0;
  for (const txn of ctx.state.all(
    'balance_transaction',
    (t) => (t._account ?? null) === accountId,
  )) {
    if ((txn.available_on as number) <= now) available += txn.net as number;
    else pending += txn.net as number;
  }
  return { available, pending };
}

/** Whether an account can be the destination of a charge: its transfers capability is active. */
export function destinationError(ctx: Context, accountId: string, param: string): StripeError {
  const account = ctx.state.get(accountId, 'account');
  if (!account)
    return invalidParam(param, `No such destination: '${accountId}'`, 'resource_missing');
  return invalidParam(
    param,
    'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
    'insufficient_capabilities_for_transfer',
  );
}

export function canReceive(ctx: Context, accountId: string): boolean {
  const account = ctx.state.get(accountId, 'account');
  return Boolean(
    account && account.charges_enabled && account.capabilities?.transfers === 'active',
  );
}

function cardOf(number: string): { brand: string; last4: string } {
  const digits = number.replace(/[\s-]/g, '');
  return { brand: digits.startsWith('4') ? 'visa' : 'unknown', last4: digits.slice(-4) };
}

function paymentMethod(ctx: Context, session: Rec, card: { brand: string; last4: string }): Rec {
  return ctx.state.create('payment_method', {
    type: 'card',
    customer: session.customer ?? null,
    allow_redisplay: 'limited',
    billing_details: {
      address: null,
      email: session.customer_email ?? null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'GB',
      display_brand: card.brand,
      exp_month: 12,
      exp_year: new Date(ctx.state.now() * 1000).getUTCFullYear() + 3,
      funding: 'credit',
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      wallet: null,
    },
  });
}

/** The session's PaymentIntent, made (with payment_intent.created) on the first attempt to pay. */
function intentFor(ctx: Context, session: Rec, events: Rec[]): Rec {
  if (session.payment_intent) {
    const existing = ctx.state.get(session.payment_intent as string, 'payment_intent');
    if (existing) return existing;
  }
  const data = session._payment_intent_data as Rec;
  const id = ctx.state.newId('payment_intent');
  const intent = ctx.state.create(
    'payment_intent',
    {
      allowed_payment_method_types: null,
      amount: session.amount_total,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: data.application_fee_amount ?? null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${ctx.state.newId('item').slice(3)}`,
      confirmation_method: 'automatic',
      currency: session.currency,
      customer: session.customer ?? null,
      customer_account: null,
      description: data.description ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      managed_payments: null,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: session.customer_email ?? null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: data.destination ? { destination: data.destination } : null,
      transfer_group: data.destination ? `group_${id}` : null,
      metadata: { ...(data.metadata as Rec | undefined) },
    },
    id,
  );
  session.payment_intent = intent.id;
  ctx.state.changed();
  events.push(ctx.events.emit('payment_intent.created', present(ctx, intent)));
  return intent;
}

function baseCharge(ctx: Context, session: Rec, intent: Rec, method: Rec): Rec {
  const card = method.card as Rec;
  return {
    amount: intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: intent.application_fee_amount,
    balance_transaction: null,
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'FIXWELL',
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    fraud_details: {},
    on_behalf_of: null,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      type: 'card',
      card: {
        brand: card.brand,
        checks: card.checks,
        country: 'GB',
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: 'credit',
        last4: card.last4,
        network: card.brand,
        three_d_secure: null,
        wallet: null,
      },
    },
    radar_options: {},
    receipt_email: session.customer_email ?? null,
    receipt_number: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    transfer_data: intent.transfer_data
      ? { amount: null, destination: intent.transfer_data.destination }
      : null,
    transfer_group: intent.transfer_group,
    metadata: { ...(intent.metadata as Rec) },
  };
}

/**
 * A declined card on a payment session: the attempt is recorded as Stripe records it (a failed
 * charge, the intent back to requires_payment_method) and the card error is thrown.
 */
export function declinePayment(
  ctx: Context,
  session: Rec,
  cardNumber: string,
  error: StripeError,
  events: Rec[],
): never {
  const intent = intentFor(ctx, session, events);
  const method = paymentMethod(ctx, session, cardOf(cardNumber));
  const charge = ctx.state.create('charge', {
    ...baseCharge(ctx, session, intent, method),
    amount_captured: 0,
    captured: false,
    failure_code: error.extra.code ?? 'card_declined',
    failure_message: error.message,
    outcome: {
      network_status: 'declined_by_network',
      reason: error.extra.decline_code ?? 'generic_decline',
      risk_level: 'normal',
      seller_message: 'The bank did not return any further details with this decline.',
      type: 'issuer_declined',
    },
    paid: false,
    receipt_url: null,
    status: 'failed',
    transfer: null,
  });
  intent.latest_charge = charge.id;
  intent.payment_method = null;
  intent.last_payment_error = {
    type: 'card_error',
    code: error.extra.code ?? 'card_declined',
    decline_code: error.extra.decline_code ?? 'generic_decline',
    message: error.message,
    charge: charge.id,
    payment_method: present(ctx, method),
  };
  ctx.state.changed();
  events.push(ctx.events.emit('charge.failed', present(ctx, charge)));
  events.push(ctx.events.emit('payment_intent.payment_failed', present(ctx, intent)));
  throw error;
}

/** A successful payment of a `payment` session: see the file's header for what it makes. */
export function payDestinationCharge(ctx: Context, session: Rec, card: Card, events: Rec[]): Rec {
  const data = session._payment_intent_data as Rec;
  const destination = data.destination as string | null;
  if (destination && !canReceive(ctx, destination))
    throw refused(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'insufficient_capabilities_for_transfer',
    );
  const now = ctx.state.now();
  const intent = intentFor(ctx, session, events);
  const method = paymentMethod(ctx, session, card);
  const amount = intent.amount as number;
  const feeAmount = (intent.application_fee_amount as number | null) ?? 0;
  const chargeId = ctx.state.newId('charge');
  const platformTxn = balanceTransaction(ctx, {
    account: null,
    type: 'charge',
    amount,
    fee: stripeFee(amount),
    source: chargeId,
    description: intent.description as string | null,
    availableOn: now + payoutDelayDays(ctx, null) * DAY,
  });
  const charge = ctx.state.create(
    'charge',
    {
      ...baseCharge(ctx, session, intent, method),
      amount_captured: amount,
      balance_transaction: platformTxn.id,
      captured: true,
      failure_code: null,
      failure_message: null,
      outcome: {
        network_status: 'approved_by_network',
        reason: null,
        risk_level: 'normal',
        risk_score: 12,
        seller_message: 'Payment complete.',
        type: 'authorized',
      },
      paid: true,
      receipt_url: `${ctx.baseUrl}/receipts/${chargeId}`,
      status: 'succeeded',
    },
    chargeId,
  );

  let transfer: Rec | undefined;
  let fee: Rec | undefined;
  let payment: Rec | undefined;
  if (destination) {
    const transferId = ctx.state.newId('transfer');
    const paymentId = ctx.state.newId('payment');
    const feeId = feeAmount > 0 ? ctx.state.newId('application_fee') : null;
    const delay = payoutDelayDays(ctx, destination);
    const transferTxn = balanceTransaction(ctx, {
      account: null,
      type: 'transfer',
      amount: -amount,
      source: transferId,
    });
    transfer = ctx.state.create(
      'transfer',
      {
        amount,
        amount_reversed: 0,
        balance_transaction: transferTxn.id,
        currency: intent.currency,
        description: null,
        destination,
        destination_payment: paymentId,
        reversed: false,
        source_transaction: charge.id,
        source_type: 'card',
        transfer_group: intent.transfer_group,
        _reversals: [] as Rec[],
      },
      transferId,
    );
    const paymentTxn = balanceTransaction(ctx, {
      account: destination,
      type: 'payment',
      amount,
      fee: feeAmount,
      feeType: 'application_fee',
      source: paymentId,
      availableOn: now + delay * DAY,
    });
    payment = ctx.state.create(
      'charge',
      {
        amount,
        amount_captured: amount,
        amount_refunded: 0,
        application: PLATFORM_APPLICATION,
        application_fee: feeId,
        application_fee_amount: feeId ? feeAmount : null,
        balance_transaction: paymentTxn.id,
        billing_details: {
          address: null,
          email: null,
          name: null,
          phone: null,
          tax_id: null,
        },
        calculated_statement_descriptor: null,
        captured: true,
        currency: intent.currency,
        customer: null,
        description: null,
        disputed: false,
        failure_balance_transaction: null,
        failure_code: null,
        failure_message: null,
        fraud_details: {},
        on_behalf_of: null,
        outcome: null,
        paid: true,
        payment_intent: null,
        payment_method: null,
        payment_method_details: { type: 'stripe_account', stripe_account: {} },
        receipt_email: null,
        receipt_number: null,
        receipt_url: null,
        refunded: false,
        review: null,
        shipping: null,
        source: null,
        source_transfer: transferId,
        statement_descriptor: null,
        statement_descriptor_suffix: null,
        status: 'succeeded',
        transfer_data: null,
        transfer_group: intent.transfer_group,
        _account: destination,
      },
      paymentId,
    );
    if (feeId) {
      const feeTxn = balanceTransaction(ctx, {
        account: null,
        type: 'application_fee',
        amount: feeAmount,
        source: feeId,
        availableOn: now + payoutDelayDays(ctx, null) * DAY,
      });
      fee = ctx.state.create(
        'application_fee',
        {
          account: destination,
          amount: feeAmount,
          amount_refunded: 0,
          application: PLATFORM_APPLICATION,
          balance_transaction: feeTxn.id,
          charge: paymentId,
          currency: intent.currency,
          fee_source: { charge: charge.id, type: 'charge' },
          originating_transaction: charge.id,
          refunded: false,
          _refunds: [] as Rec[],
        },
        feeId,
      );
    }
    charge.transfer = transferId;
    charge.application_fee = feeId;
  } else {
    charge.transfer = null;
  }

  Object.assign(intent, {
    amount_received: amount,
    last_payment_error: null,
    latest_charge: charge.id,
    payment_method: method.id,
    status: 'succeeded',
  });
  ctx.state.changed();
  events.push(ctx.events.emit('payment_intent.succeeded', present(ctx, intent)));
  events.push(ctx.events.emit('charge.succeeded', present(ctx, charge)));
  if (transfer) events.push(ctx.events.emit('transfer.created', present(ctx, transfer)));
  if (fee) events.push(ctx.events.emit('application_fee.created', present(ctx, fee)));
  if (payment)
    events.push(
      ctx.events.emit('payment.created', present(ctx, payment), { account: destination as string }),
    );
  return intent;
}
