// /v1/billing_portal/sessions and what the portal's buttons do: switch plan, update card, cancel
// at period end, resume. Each change sends customer.subscription.updated (update card also
// payment_method.attached and customer.updated first).
import { attachCard } from '../billing';
import { checkCard } from '../cards';
import type { ApiRoute, Context } from '../context';
import { refused } from '../errors';
import { mustGet, updateAndEmit } from '../lookup';
import { requiredString, optionalString } from '../params';
import { present } from '../present';
import type { Rec } from '../state';
import { recurringPrice, setCancelAtPeriodEnd } from './subscriptions';
import type { FlowResult } from './checkout';

export type PortalAction =
  | { action: 'switch-plan'; price: string }
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'update-card'; card: string };

/** The customer's current subscription: the newest one that has not ended. */
export function portalSubscription(ctx: Context, customerId: string): Rec | undefined {
  return ctx.state.all(
    'subscription',
    (sub) => sub.customer === customerId && sub.status !== 'canceled',
  )[0];
}

/** The prices the portal offers: active recurring prices of products that carry a planId. */
export function portalPrices(ctx: Context): { price: Rec; product: Rec }[] {
  const out: { price: Rec; product: Rec }[] = [];
  for (const price of ctx.state.all('price', (p) => p.active && p.type === 'recurring').reverse()) {
    const product = ctx.state.get(price.product as string, 'product');
    if (product?.active && product.metadata?.planId) out.push({ price, product });
  }
  return out.sort((a, b) => (a.price.unit_amount as number) - (b.price.unit_amount as number));
}

export function portalAction(ctx: Context, sessionId: string, action: PortalAction): FlowResult {
  const session = mustGet(ctx, sessionId, 'billing_portal.session');
  const customer = mustGet(ctx, session.customer as string, 'customer');
  const events: Rec[] = [];
  const subscription = portalSubscription(ctx, customer.id as string);
  const push = (event: Rec | undefined) => event && events.push(event);
  if (action.action === 'update-card') {
    const card = checkCard(action.card, false);
    const previousDefault = customer.invoice_settings.default_payment_method;
    const method = attachCard(ctx, customer, card);
    push(ctx.events.emit('payment_method.attached', present(ctx, method)));
    const before = present(ctx, customer);
    before.invoice_settings = {
      ...before.invoice_settings,
      default_payment_method: previousDefault,
    };
    push(
      ctx.events.emit('customer.updated', present(ctx, customer), {
        previous: { invoice_settings: before.invoice_settings },
      }),
    );
    if (subscription)
      push(
        updateAndEmit(ctx, subscription, 'customer.subscription.updated', () => {
          subscription.default_payment_method = method.id;
        }),
      );
  } else {
    if (!subscription) throw refused('This customer has no subscription to manage.');
    if (action.action === 'switch-plan') {
      const offered = portalPrices(ctx).some(({ price }) => price.id === action.price);
      recurringPrice(ctx, action.price, 'price');
      if (!offered) throw refused('This price is not offered in the portal.');
      push(
        updateAndEmit(ctx, subscription, 'customer.subscription.updated', () => {
          const item = (subscription.items as Rec[])[0] as Rec;
          item.price = action.price;
        }),
      );
    } else if (action.action === 'cancel' || action.action === 'resume') {
      push(
        updateAndEmit(ctx, subscription, 'customer.subscription.updated', () =>
          setCancelAtPeriodEnd(ctx, subscription, action.action === 'cancel'),
        ),
      );
    }
  }
  return {
    events: events.map((event) => event.id as string),
    redirect: `${ctx.baseUrl}/billing-portal/${session.id}`,
  };
}

export const portalRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handler: (ctx, { params }) => {
      const customerId = requiredString(params, 'customer');
      mustGet(ctx, customerId, 'customer', 'customer');
      const id = ctx.state.newId('billing_portal.session');
      const session = ctx.state.create(
        'billing_portal.session',
        {
          configuration: 'bpc_local_stand_in',
          customer: customerId,
          customer_account: null,
          flow: null,
          locale: optionalString(params, 'locale') ?? null,
          on_behalf_of: null,
          return_url: optionalString(params, 'return_url') ?? null,
          url: `${ctx.baseUrl}/billing-portal/${id}`,
        },
        id,
      );
      delete session.metadata;
      return present(ctx, session);
    },
  },
];
