// /v1/checkout/sessions and what paying one does. `subscription` mode: the customer's card, the
// subscription, its first invoice, and Stripe's events in order. `payment` mode (a document's card
// payment): one-off line items (`price_data`) paid as a destination charge to a connected account
// with an application fee, see ../payments.ts.
import { addMonth, attachCard, collectInvoice, draftInvoice, finalizeInvoice } from '../billing';
import { checkCard } from '../cards';
import type { ApiRoute, Context } from '../context';
import { invalidParam, missingParam, refused, StripeError } from '../errors';
import type { FormObject } from '../form-encoding';
import { mustGet } from '../lookup';
import {
  mergeMetadata,
  oneOf,
  optionalArray,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredString,
} from '../params';
import {
  canReceive,
  declinePayment,
  destinationError,
  MINIMUM_AMOUNT,
  payDestinationCharge,
} from '../payments';
import { expand, present } from '../present';
import type { Rec } from '../state';
import { createCustomer } from './customers';

const DAY = 86_400;
/** The modes the stand-in implements (not `setup`). */
const MODES = ['payment', 'subscription'] as const;

/** `line_items[i][price_data]`: a one-off price made for this session only. */
function inlinePrice(ctx: Context, data: FormObject, name: string): Rec {
  const currency = requiredString(data, 'currency', `${name}[price_data][currency]`).toLowerCase();
  const unitAmount = optionalInteger(data, 'unit_amount', `${name}[price_data][unit_amount]`);
  if (unitAmount === undefined) throw missingParam(`${name}[price_data][unit_amount]`);
  if (unitAmount < 0)
    throw invalidParam(
      `${name}[price_data][unit_amount]`,
      'This value must be greater than or equal to 0.',
      'parameter_invalid_integer',
    );
  const productData = optionalObject(data, 'product_data', `${name}[price_data][product_data]`);
  if (!productData && !optionalString(data, 'product', `${name}[price_data][product]`))
    throw missingParam(`${name}[price_data][product_data]`);
  const productName = productData
    ? requiredString(productData, 'name', `${name}[price_data][product_data][name]`)
    : 'Item';
  return {
    currency,
    unit_amount: unitAmount,
    name: productName,
    price_id: ctx.state.newId('price'),
    product_id: ctx.state.newId('product'),
    created: ctx.state.now(),
  };
}

/** `payment_intent_data` of a payment session: the destination charge's fee, destination, metadata. */
function paymentIntentData(ctx: Context, params: FormObject, amount: number): Rec {
  const data = optionalObject(params, 'payment_intent_data');
  if (!data) return { application_fee_amount: null, destination: null, metadata: {} };
  const feeParam = 'payment_intent_data[application_fee_amount]';
  const fee = optionalInteger(data, 'application_fee_amount', feeParam);
  const transferData = optionalObject(data, 'transfer_data', 'payment_intent_data[transfer_data]');
  const destinationParam = 'payment_intent_data[transfer_data][destination]';
  const destination = transferData
    ? requiredString(transferData, 'destination', destinationParam)
    : null;
  if (destination && !canReceive(ctx, destination))
    throw destinationError(ctx, destination, destinationParam);
  if (fee !== undefined) {
    if (!destination)
      throw invalidParam(
        feeParam,
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        'parameter_invalid_integer',
      );
    if (fee < 0)
      throw invalidParam(
        feeParam,
        'This value must be greater than or equal to 0.',
        'parameter_invalid_integer',
      );
    if (fee > amount)
      throw invalidParam(
        feeParam,
        'The application fee amount must be less than or equal to the total amount of the payment.',
        'parameter_invalid_integer',
      );
  }
  return {
    application_fee_amount: fee ?? null,
    destination,
    description: optionalString(data, 'description', 'payment_intent_data[description]') ?? null,
    metadata: mergeMetadata({}, data),
  };
}

/** An open session past its expiry becomes `expired` (with checkout.session.expired), once. */
export function expireIfDue(ctx: Context, session: Rec): void {
  if (session.status !== 'open' || (session.expires_at as number) > ctx.state.now()) return;
  session.status = 'expired';
  session.url = null;
  ctx.state.changed();
  ctx.events.emit('checkout.session.expired', present(ctx, session));
}

export interface FlowResult {
  events: string[];
  redirect: string;
}

/**
 * Pays an open session with a card number (the Checkout page's Pay button and the control API).
 * Throws Stripe's card error for a declined or invalid card, changing nothing.
 */
export function payCheckoutSession(
  ctx: Context,
  sessionId: string,
  cardNumber: string,
): FlowResult {
  const session = mustGet(ctx, sessionId, 'checkout.session');
  expireIfDue(ctx, session);
  if (session.status !== 'open')
    throw refused(
      `This Checkout Session is no longer active (status ${session.status}).`,
      'checkout_session_inactive',
    );
  const events: Rec[] = [];
  if (session.mode === 'payment') return payPaymentSession(ctx, session, cardNumber, events);
  const card = checkCard(cardNumber, true);
  const now = ctx.state.now();

  let customer = session.customer
    ? ctx.state.get(session.customer as string, 'customer')
    : undefined;
  if (!customer) {
    customer = createCustomer(ctx, { currency: 'gbp', email: session.customer_email ?? null });
    events.push(ctx.events.emit('customer.created', present(ctx, customer)));
  }
  const method = attachCard(ctx, customer, card);

  const lines = session._line_items as Rec[];
  const firstPrice = ctx.state.get((lines[0] as Rec).price as string, 'price') as Rec;
  const periodEnd = addMonth(now);
  const subscriptionId = ctx.state.newId('subscription');
  const subscriptionData = (session._subscription_data ?? {}) as Rec;
  const subscription = ctx.state.create(
    'subscription',
    {
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: now,
      billing_cycle_anchor_config: null,
      billing_mode: { type: 'flexible' },
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      currency: firstPrice.currency,
      customer: customer.id,
      customer_account: null,
      days_until_due: null,
      default_payment_method: method.id,
      default_source: null,
      default_tax_rates: [],
      description: subscriptionData.description ?? null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
      items: lines.map((line) => ({
        id: ctx.state.newId('subscription_item'),
        object: 'subscription_item',
        billing_thresholds: null,
        created: now,
        current_period_end: periodEnd,
        current_period_start: now,
        discounts: [],
        metadata: {},
        price: line.price,
        quantity: line.quantity,
        subscription: subscriptionId,
        tax_rates: [],
      })),
      latest_invoice: null,
      managed_payments: null,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: 'off',
      },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: now,
      status: 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: null,
      metadata: { ...(subscriptionData.metadata as Rec | undefined) },
    },
    subscriptionId,
  );
  const invoice = draftInvoice(ctx, {
    customer,
    subscription,
    billingReason: 'subscription_create',
    periodStart: now,
    periodEnd: now,
  });
  subscription.latest_invoice = invoice.id;
  events.push(ctx.events.emit('customer.subscription.created', present(ctx, subscription)));
  events.push(ctx.events.emit('invoice.created', present(ctx, invoice)));
  finalizeInvoice(ctx, invoice);
  events.push(ctx.events.emit('invoice.finalized', present(ctx, invoice)));
  collectInvoice(ctx, invoice, customer, 'succeeds');
  events.push(ctx.events.emit('invoice.paid', present(ctx, invoice)));
  events.push(ctx.events.emit('invoice.payment_succeeded', present(ctx, invoice)));

  Object.assign(session, {
    customer: customer.id,
    invoice: invoice.id,
    payment_status: 'paid',
    status: 'complete',
    subscription: subscription.id,
    url: null,
    amount_subtotal: invoice.subtotal,
    amount_total: invoice.total,
  });
  ctx.state.changed();
  events.push(ctx.events.emit('checkout.session.completed', present(ctx, session)));
  return {
    events: events.map((event) => event.id as string),
    redirect: (session.success_url as string).replace(
      '{CHECKOUT_SESSION_ID}',
      session.id as string,
    ),
  };
}

function successRedirect(session: Rec): string {
  return (session.success_url as string).replace('{CHECKOUT_SESSION_ID}', session.id as string);
}

/** Paying a `payment` session: a declined card is recorded on the session's PaymentIntent. */
function payPaymentSession(
  ctx: Context,
  session: Rec,
  cardNumber: string,
  events: Rec[],
): FlowResult {
  let card;
  try {
    card = checkCard(cardNumber, true);
  } catch (error) {
    if (error instanceof StripeError && error.extra.code === 'card_declined')
      declinePayment(ctx, session, cardNumber, error, events);
    throw error;
  }
  payDestinationCharge(ctx, session, card, events);
  Object.assign(session, {
    customer_details: {
      address: null,
      email: session.customer_email ?? null,
      name: null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    payment_status: 'paid',
    status: 'complete',
    url: null,
  });
  ctx.state.changed();
  events.push(ctx.events.emit('checkout.session.completed', present(ctx, session)));
  return { events: events.map((event) => event.id as string), redirect: successRedirect(session) };
}

export const checkoutRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: (ctx, request) => {
      const { params } = request;
      const mode = oneOf(params, 'mode', MODES);
      if (!mode) throw missingParam('mode');
      const successUrl = requiredString(params, 'success_url');
      const cancelUrl = optionalString(params, 'cancel_url') ?? null;
      const customerId = optionalString(params, 'customer');
      if (customerId) mustGet(ctx, customerId, 'customer', 'customer');
      const lineItems = optionalArray(params, 'line_items');
      if (!lineItems || lineItems.length === 0) throw missingParam('line_items');
      const lines = lineItems.map((entry, index) => {
        const name = `line_items[${index}]`;
        if (typeof entry !== 'object' || Array.isArray(entry))
          throw invalidParam(name, `Invalid object: ${name}`, 'parameter_invalid_object');
        const priceData = optionalObject(entry, 'price_data', `${name}[price_data]`);
        if (priceData) {
          if (mode === 'subscription')
            throw invalidParam(
              `${name}[price_data][recurring]`,
              'You must provide at least one recurring price in `subscription` mode when using prices.',
              'parameter_missing',
            );
          const inline = inlinePrice(ctx, priceData, name);
          const quantity = optionalInteger(entry, 'quantity', `${name}[quantity]`) ?? 1;
          if (quantity < 1)
            throw invalidParam(
              `${name}[quantity]`,
              'This value must be greater than or equal to 1.',
              'parameter_invalid_integer',
            );
          return {
            id: ctx.state.newId('item'),
            price: null,
            quantity,
            _amount: (inline.unit_amount as number) * quantity,
            _currency: inline.currency as string,
            _inline: inline,
          };
        }
        const priceId = requiredString(entry, 'price', `${name}[price]`);
        const price = mustGet(ctx, priceId, 'price', `${name}[price]`);
        if (!price.active)
          throw invalidParam(
            `${name}[price]`,
            `The price specified is inactive. This field only accepts active prices.`,
            'resource_missing',
          );
        if (mode === 'payment' && price.type === 'recurring')
          throw invalidParam(
            `${name}[price]`,
            'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
            'parameter_invalid_string',
          );
        if (mode === 'subscription' && price.type !== 'recurring')
          throw invalidParam(
            `${name}[price]`,
            'You must provide at least one recurring price in `subscription` mode when using prices.',
            'parameter_invalid_string',
          );
        const quantity = optionalInteger(entry, 'quantity', `${name}[quantity]`) ?? 1;
        if (quantity < 1)
          throw invalidParam(
            `${name}[quantity]`,
            'This value must be greater than or equal to 1.',
            'parameter_invalid_integer',
          );
        return {
          id: ctx.state.newId('item'),
          price: priceId,
          quantity,
          _amount: (price.unit_amount as number) * quantity,
          _currency: price.currency as string,
          _inline: undefined as Rec | undefined,
        };
      });
      const amount = lines.reduce((sum, line) => sum + line._amount, 0);
      const currency = (lines[0] as { _currency: string })._currency;
      if (lines.some((line) => line._currency !== currency))
        throw invalidParam(
          'line_items',
          'All line items must have the same currency.',
          'parameter_invalid_string',
        );
      const subscriptionData = optionalObject(params, 'subscription_data');
      if (mode === 'payment' && subscriptionData)
        throw invalidParam(
          'subscription_data',
          'You can not pass `subscription_data` in `payment` mode.',
          'parameter_unknown',
        );
      if (mode === 'subscription' && optionalObject(params, 'payment_intent_data'))
        throw invalidParam(
          'payment_intent_data',
          'You can not pass `payment_intent_data` in `subscription` mode.',
          'parameter_unknown',
        );
      if (mode === 'payment' && amount < MINIMUM_AMOUNT)
        throw invalidParam(
          'line_items',
          `The Checkout Session's total amount due must add up to at least £0.30 gbp`,
          'amount_too_small',
        );
      const intentData = mode === 'payment' ? paymentIntentData(ctx, params, amount) : null;
      const id = ctx.state.newId('checkout.session');
      const session = ctx.state.create(
        'checkout.session',
        {
          after_expiration: null,
          allow_promotion_codes: null,
          amount_subtotal: amount,
          amount_total: amount,
          billing_address_collection: optionalString(params, 'billing_address_collection') ?? null,
          cancel_url: cancelUrl,
          client_reference_id: optionalString(params, 'client_reference_id') ?? null,
          currency,
          customer: customerId ?? null,
          customer_creation: customerId ? null : mode === 'payment' ? 'if_required' : 'always',
          customer_details: null,
          customer_email: optionalString(params, 'customer_email') ?? null,
          expires_at: ctx.state.now() + DAY,
          invoice: null,
          locale: optionalString(params, 'locale') ?? null,
          mode,
          payment_intent: null,
          payment_method_types: ['card'],
          payment_status: 'unpaid',
          status: 'open',
          submit_type: null,
          subscription: null,
          success_url: successUrl,
          ui_mode: 'hosted',
          url: `${ctx.baseUrl}/checkout/${id}`,
          metadata: mergeMetadata({}, params),
          _line_items: lines.map(({ id: lineId, price, quantity, _inline }) => ({
            id: lineId,
            price,
            quantity,
            ...(_inline ? { _inline } : {}),
          })),
          _payment_intent_data: intentData,
          _subscription_data: subscriptionData
            ? {
                metadata: mergeMetadata({}, subscriptionData),
                description:
                  optionalString(
                    subscriptionData,
                    'description',
                    'subscription_data[description]',
                  ) ?? null,
              }
            : {},
        },
        id,
      );
      return expand(ctx, present(ctx, session), params.expand);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handler: (ctx, { match, params }) => {
      const session = mustGet(ctx, match[0] as string, 'checkout.session');
      expireIfDue(ctx, session);
      return expand(ctx, present(ctx, session), params.expand);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handler: (ctx, { match }) => {
      const session = mustGet(ctx, match[0] as string, 'checkout.session');
      if (session.status !== 'open') throw refused(`Only open Checkout Sessions can be expired.`);
      session.expires_at = ctx.state.now();
      expireIfDue(ctx, session);
      return present(ctx, session);
    },
  },
];
