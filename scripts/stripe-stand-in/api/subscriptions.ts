// /v1/subscriptions: retrieve, update (switch price, cancel at period end), cancel, list.
import { type ApiRequest, type ApiRoute, type Context, requestInfo } from '../context';
import { invalidParam, noSuch, refused } from '../errors';
import type { FormObject } from '../form-encoding';
import { mustGet, updateAndEmit } from '../lookup';
import {
  mergeMetadata,
  oneOf,
  optionalArray,
  optionalBoolean,
  optionalInteger,
  optionalString,
  paginate,
} from '../params';
import { expand, present } from '../present';
import { listOf, type Rec } from '../state';

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;

/** A price a subscription may move to: active and recurring. */
export function recurringPrice(ctx: Context, priceId: string, param: string): Rec {
  const price = mustGet(ctx, priceId, 'price', param);
  if (!price.active)
    throw invalidParam(
      param,
      'The price specified is inactive. This field only accepts active prices.',
      'resource_missing',
    );
  if (price.type !== 'recurring')
    throw invalidParam(param, 'The price specified is not recurring.', 'parameter_invalid_string');
  return price;
}

/** Sets or clears cancel at period end, as the portal's Cancel and Resume do. */
export function setCancelAtPeriodEnd(ctx: Context, subscription: Rec, cancel: boolean): void {
  const item = (subscription.items as Rec[])[0] as Rec;
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? item.current_period_end : null;
  subscription.canceled_at = cancel ? ctx.state.now() : null;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    reason: cancel ? 'cancellation_requested' : null,
  };
}

/** Ends a subscription now: status canceled, customer.subscription.deleted. */
export function endSubscription(
  ctx: Context,
  subscription: Rec,
  reason: 'cancellation_requested' | 'payment_failed',
  options: { idempotencyKey?: string | null; requestId?: string | null } = {},
): Rec {
  const now = ctx.state.now();
  subscription.status = 'canceled';
  subscription.ended_at = now;
  subscription.canceled_at = (subscription.canceled_at as number | null) ?? now;
  subscription.cancellation_details = { comment: null, feedback: null, reason };
  const customer = ctx.state.get(subscription.customer as string, 'customer');
  if (customer) delete customer._failRenewals;
  ctx.state.changed();
  return ctx.events.emit('customer.subscription.deleted', present(ctx, subscription), options);
}

function applyUpdate(ctx: Context, subscription: Rec, params: FormObject): void {
  const items = optionalArray(params, 'items');
  const proration = oneOf(params, 'proration_behavior', [
    'always_invoice',
    'create_prorations',
    'none',
  ]);
  void proration; // The stand-in never prorates: a new price applies from the next renewal.
  if (items) {
    items.forEach((entry, index) => {
      const name = `items[${index}]`;
      if (typeof entry !== 'object' || Array.isArray(entry))
        throw invalidParam(name, `Invalid object: ${name}`, 'parameter_invalid_object');
      const itemId = optionalString(entry, 'id', `${name}[id]`);
      const priceId = optionalString(entry, 'price', `${name}[price]`);
      const quantity = optionalInteger(entry, 'quantity', `${name}[quantity]`);
      const item = itemId
        ? (subscription.items as Rec[]).find((candidate) => candidate.id === itemId)
        : undefined;
      if (itemId && !item) throw noSuch('subscription_item', itemId, `${name}[id]`);
      if (!item)
        throw refused('The stand-in updates existing subscription items only: pass items[0][id].');
      if (priceId) {
        recurringPrice(ctx, priceId, `${name}[price]`);
        item.price = priceId;
      }
      if (quantity !== undefined) {
        if (quantity < 1)
          throw invalidParam(
            `${name}[quantity]`,
            'This value must be greater than or equal to 1.',
            'parameter_invalid_integer',
          );
        item.quantity = quantity;
      }
    });
  }
  const cancel = optionalBoolean(params, 'cancel_at_period_end');
  if (cancel !== undefined) setCancelAtPeriodEnd(ctx, subscription, cancel);
  const defaultMethod = optionalString(params, 'default_payment_method');
  if (defaultMethod !== undefined) {
    if (defaultMethod) mustGet(ctx, defaultMethod, 'payment_method', 'default_payment_method');
    subscription.default_payment_method = defaultMethod || null;
  }
  const description = optionalString(params, 'description');
  if (description !== undefined) subscription.description = description || null;
  subscription.metadata = mergeMetadata(subscription.metadata, params);
}

function liveSubscription(ctx: Context, request: ApiRequest): Rec {
  return mustGet(ctx, request.match[0] as string, 'subscription');
}

export const subscriptionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions$/,
    handler: (ctx, { params }) => {
      const price = optionalString(params, 'price');
      const customer = optionalString(params, 'customer');
      const status = oneOf(params, 'status', STATUSES);
      const all = ctx.state.all('subscription', (sub) => {
        if (customer && sub.customer !== customer) return false;
        if (price && !(sub.items as Rec[]).some((item) => item.price === price)) return false;
        if (status === 'all') return true;
        if (status === 'ended')
          return sub.status === 'canceled' || sub.status === 'incomplete_expired';
        if (status) return sub.status === status;
        return sub.status !== 'canceled' && sub.status !== 'incomplete_expired';
      });
      const { page, hasMore } = paginate(all, params);
      return expand(
        ctx,
        listOf(
          page.map((sub) => present(ctx, sub)),
          '/v1/subscriptions',
          hasMore,
        ),
        params.expand,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handler: (ctx, request) =>
      expand(ctx, present(ctx, liveSubscription(ctx, request)), request.params.expand),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handler: (ctx, request) => {
      const subscription = liveSubscription(ctx, request);
      if (subscription.status === 'canceled')
        throw refused(
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      // Validate everything on a copy first, so a bad parameter changes nothing.
      const trial = JSON.parse(JSON.stringify(subscription)) as Rec;
      applyUpdate(ctx, trial, request.params);
      updateAndEmit(
        ctx,
        subscription,
        'customer.subscription.updated',
        () => applyUpdate(ctx, subscription, request.params),
        requestInfo(request),
      );
      return expand(ctx, present(ctx, subscription), request.params.expand);
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handler: (ctx, request) => {
      const subscription = liveSubscription(ctx, request);
      if (subscription.status === 'canceled')
        throw refused('This subscription has already been canceled.');
      endSubscription(ctx, subscription, 'cancellation_requested', requestInfo(request));
      return present(ctx, subscription);
    },
  },
];
