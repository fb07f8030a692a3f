// /v1/customers: create, retrieve, update, list (by email).
import { type ApiRoute, type Context, requestInfo } from '../context';
import { mustGet, updateAndEmit } from '../lookup';
import { mergeMetadata, optionalString, paginate } from '../params';
import { present } from '../present';
import { listOf, type Rec } from '../state';

/** A new customer with Stripe's defaults, `fields` over them (the API's create, or Checkout's). */
export function createCustomer(ctx: Context, fields: Rec): Rec {
  return ctx.state.create('customer', {
    address: null,
    balance: 0,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: null,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...fields,
  });
}

export const customerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handler: (ctx, request) => {
      const { params } = request;
      const customer = createCustomer(ctx, {
        description: optionalString(params, 'description') ?? null,
        email: optionalString(params, 'email') ?? null,
        name: optionalString(params, 'name') ?? null,
        phone: optionalString(params, 'phone') ?? null,
        metadata: mergeMetadata({}, params),
      });
      customer.invoice_prefix = (customer.id as string).slice(4, 12).toUpperCase();
      const body = present(ctx, customer);
      ctx.events.emit('customer.created', body, requestInfo(request));
      return body;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers$/,
    handler: (ctx, { params }) => {
      const email = optionalString(params, 'email');
      const all = ctx.state.all('customer', (c) => !c._deleted && (!email || c.email === email));
      const { page, hasMore } = paginate(all, params);
      return listOf(
        page.map((c) => present(ctx, c)),
        '/v1/customers',
        hasMore,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handler: (ctx, { match }) => present(ctx, mustGet(ctx, match[0] as string, 'customer')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handler: (ctx, request) => {
      const { params } = request;
      const customer = mustGet(ctx, request.match[0] as string, 'customer');
      updateAndEmit(
        ctx,
        customer,
        'customer.updated',
        () => {
          for (const key of ['email', 'name', 'description', 'phone']) {
            const value = optionalString(params, key);
            if (value !== undefined) customer[key] = value === '' ? null : value;
          }
          customer.metadata = mergeMetadata(customer.metadata, params);
        },
        requestInfo(request),
      );
      return present(ctx, customer);
    },
  },
];
