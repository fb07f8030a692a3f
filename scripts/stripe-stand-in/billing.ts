// The money side shared by Checkout, the portal and the clock: payment methods, invoices (with the
// customer's pending invoice items swept in), payment intents and charges, subscription periods.
import type { Card } from './cards';
import type { Context } from './context';
import type { Rec } from './state';

const DAY = 86_400;
export const RETRY_INTERVAL = 3 * DAY;
export const CANCEL_AFTER_FAILURE = 14 * DAY;

/** One calendar month after `from` (Unix seconds, UTC), on the anchor's day or the month's last. */
export function addMonth(from: number, anchorDay?: number): number {
  const date = new Date(from * 1000);
  const day = anchorDay ?? date.getUTCDate();
  const next = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

/** Attaches a card to a customer as their default payment method. */
export function attachCard(ctx: Context, customer: Rec, card: Card): Rec {
  const method = ctx.state.create('payment_method', {
    type: 'card',
    customer: customer.id,
    billing_details: { email: customer.email ?? null, name: customer.name ?? null },
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: new Date(ctx.state.now() * 1000).getUTCFullYear() + 3,
      country: 'GB',
      funding: 'credit',
    },
    _behaviour: card.behaviour,
  });
  customer.invoice_settings = {
    ...(customer.invoice_settings as Rec),
    default_payment_method: method.id,
  };
  ctx.state.changed();
  return method;
}

export function defaultCard(ctx: Context, customer: Rec): Rec | undefined {
  const id = (customer.invoice_settings as Rec | undefined)?.default_payment_method as
    string | undefined;
  return id ? ctx.state.get(id, 'payment_method') : undefined;
}

/** Whether charging this customer's card now succeeds. */
export function chargeSucceeds(ctx: Context, customer: Rec): boolean {
  if (customer._failRenewals) return false;
  const method = defaultCard(ctx, customer);
  return Boolean(method) && method?._behaviour !== 'fail_charges';
}

function invoiceLine(fields: Rec): Rec {
  return {
    object: 'line_item',
    discount_amounts: [],
    discountable: true,
    discounts: [],
    livemode: false,
    metadata: {},
    pretax_credit_amounts: [],
    quantity_decimal: String(fields.quantity ?? 1),
    taxes: [],
    ...fields,
  };
}

/**
 * A draft invoice for a subscription's period: one line per item at its price, plus every pending
 * invoice item of the customer (which are then no longer pending).
 */
export function draftInvoice(
  ctx: Context,
  options: {
    customer: Rec;
    subscription: Rec;
    billingReason: 'subscription_create' | 'subscription_cycle';
    periodStart: number;
    periodEnd: number;
  },
): Rec {
  const { customer, subscription } = options;
  const id = ctx.state.newId('invoice');
  const lines: Rec[] = [];
  for (const item of subscription.items as Rec[]) {
    const price = ctx.state.get(item.price as string, 'price');
    const product = price ? ctx.state.get(price.product as string, 'product') : undefined;
    const amount = ((price?.unit_amount as number) ?? 0) * (item.quantity as number);
    lines.push(
      invoiceLine({
        id: ctx.state.newId('line_item'),
        amount,
        subtotal: amount,
        currency: price?.currency ?? 'gbp',
        description: `${item.quantity} × ${product?.name ?? 'Subscription'} (at £${(((price?.unit_amount as number) ?? 0) / 100).toFixed(2)} / month)`,
        invoice: id,
        parent: {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: subscription.id,
            subscription_item: item.id,
          },
        },
        period: { start: item.current_period_start, end: item.current_period_end },
        pricing: {
          type: 'price_details',
          price_details: { price: item.price, product: price?.product ?? null },
          unit_amount_decimal: String(price?.unit_amount ?? 0),
        },
        quantity: item.quantity,
        subscription: subscription.id,
        metadata: { ...(subscription.metadata as Rec) },
      }),
    );
  }
  const pending = ctx.state.all(
    'invoiceitem',
    (ii) => ii.customer === customer.id && ii.invoice === null && !ii._deleted,
  );
  for (const ii of pending.reverse()) {
    ii.invoice = id;
    lines.push(
      invoiceLine({
        id: ctx.state.newId('line_item'),
        amount: ii.amount,
        subtotal: ii.amount,
        currency: ii.currency,
        description: ii.description,
        invoice: id,
        parent: {
          type: 'invoice_item_details',
          invoice_item_details: {
            invoice_item: ii.id,
            proration: false,
            proration_details: { credited_items: null },
            subscription: null,
          },
          subscription_item_details: null,
        },
        period: ii.period,
        pricing: ii.pricing,
        quantity: ii.quantity,
        subscription: null,
        metadata: { ...(ii.metadata as Rec) },
      }),
    );
  }
  const total = lines.reduce((sum, line) => sum + (line.amount as number), 0);
  const card = defaultCard(ctx, customer);
  return ctx.state.create(
    'invoice',
    {
      account_country: 'GB',
      account_name: 'Fixwell (local Stripe stand-in)',
      account_tax_ids: null,
      amount_due: total,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: total,
      amount_shipping: 0,
      application: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      automatic_tax: { enabled: false, liability: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: options.billingReason,
      collection_method: 'charge_automatically',
      currency: (lines[0]?.currency as string) ?? 'gbp',
      custom_fields: null,
      customer: customer.id,
      customer_account: null,
      customer_address: null,
      customer_email: customer.email ?? null,
      customer_name: customer.name ?? null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: null,
      ending_balance: null,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: `${ctx.baseUrl}/invoices/${id}`,
      invoice_pdf: null,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines,
      next_payment_attempt: null,
      number: null,
      on_behalf_of: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          metadata: { ...(subscription.metadata as Rec) },
          subscription: subscription.id,
        },
      },
      payment_settings: {
        default_mandate: null,
        payment_method_options: null,
        payment_method_types: null,
      },
      payments: {
        object: 'list',
        data: [],
        has_more: false,
        url: `/v1/invoice_payments?invoice=${id}`,
      },
      period_end: options.periodEnd,
      period_start: options.periodStart,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: 'draft',
      status_transitions: {
        finalized_at: null,
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      subtotal: total,
      subtotal_excluding_tax: total,
      test_clock: null,
      total,
      total_discount_amounts: [],
      total_excluding_tax: total,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: null,
      _card: card?.id ?? null,
    },
    id,
  );
}

export function finalizeInvoice(ctx: Context, invoice: Rec): void {
  const count = ctx.state.all('invoice', (other) => other.number !== null).length;
  invoice.status = 'open';
  invoice.number = `FIXLOCAL-${String(count + 1).padStart(4, '0')}`;
  invoice.effective_at = ctx.state.now();
  invoice.status_transitions.finalized_at = ctx.state.now();
  ctx.state.changed();
}

/**
 * Tries to collect an open invoice from the customer's default card: a payment intent and a
 * charge, succeeded or failed. Returns whether it was paid.
 */
export function collectInvoice(
  ctx: Context,
  invoice: Rec,
  customer: Rec,
  outcome?: 'succeeds',
): boolean {
  // Checkout has just charged the card typed in (and checked it): that payment succeeds.
  const succeeds = outcome === 'succeeds' || chargeSucceeds(ctx, customer);
  const card = defaultCard(ctx, customer);
  const now = ctx.state.now();
  const intent = ctx.state.create('payment_intent', {
    amount: invoice.amount_due,
    amount_received: succeeds ? invoice.amount_due : 0,
    currency: invoice.currency,
    customer: customer.id,
    description: 'Subscription update',
    payment_method: card?.id ?? null,
    status: succeeds ? 'succeeded' : 'requires_payment_method',
    latest_charge: null,
    last_payment_error: succeeds
      ? null
      : {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
  });
  const charge = ctx.state.create('charge', {
    amount: invoice.amount_due,
    amount_captured: succeeds ? invoice.amount_due : 0,
    amount_refunded: 0,
    currency: invoice.currency,
    customer: customer.id,
    paid: succeeds,
    captured: succeeds,
    status: succeeds ? 'succeeded' : 'failed',
    failure_code: succeeds ? null : 'card_declined',
    failure_message: succeeds ? null : 'Your card was declined.',
    payment_intent: intent.id,
    payment_method: card?.id ?? null,
    refunded: false,
  });
  intent.latest_charge = charge.id;
  invoice.attempted = true;
  invoice.attempt_count = (invoice.attempt_count as number) + 1;
  invoice.payments.data.unshift({
    id: `inpay_${(intent.id as string).slice(3)}`,
    object: 'invoice_payment',
    amount_paid: succeeds ? invoice.amount_due : null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: succeeds ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: succeeds ? now : null },
  });
  if (succeeds) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now;
  }
  ctx.state.changed();
  return succeeds;
}
