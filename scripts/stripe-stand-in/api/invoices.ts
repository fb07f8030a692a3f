// /v1/invoices (retrieve, list) and /v1/invoiceitems (create, retrieve, delete): pending items go
// onto the customer's next invoice.
import { type ApiRoute, requestInfo } from '../context';
import { invalidParam, missingParam, refused } from '../errors';
import { mustGet } from '../lookup';
import {
  mergeMetadata,
  optionalInteger,
  optionalString,
  paginate,
  requiredString,
} from '../params';
import { expand, present } from '../present';
import { listOf } from '../state';

export const invoiceRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/invoices$/,
    handler: (ctx, { params }) => {
      const customer = optionalString(params, 'customer');
      const subscription = optionalString(params, 'subscription');
      const status = optionalString(params, 'status');
      const all = ctx.state.all(
        'invoice',
        (inv) =>
          (!customer || inv.customer === customer) &&
          (!subscription || inv.parent?.subscription_details?.subscription === subscription) &&
          (!status || inv.status === status),
      );
      const { page, hasMore } = paginate(all, params);
      return expand(
        ctx,
        listOf(
          page.map((inv) => present(ctx, inv)),
          '/v1/invoices',
          hasMore,
        ),
        params.expand,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices\/([^/]+)$/,
    handler: (ctx, { match, params }) =>
      expand(ctx, present(ctx, mustGet(ctx, match[0] as string, 'invoice')), params.expand),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/invoiceitems$/,
    handler: (ctx, request) => {
      const { params } = request;
      const customerId = requiredString(params, 'customer');
      mustGet(ctx, customerId, 'customer', 'customer');
      let amount = optionalInteger(params, 'amount');
      const priceId = optionalString(params, 'price');
      const quantity = optionalInteger(params, 'quantity') ?? 1;
      let currency = optionalString(params, 'currency')?.toLowerCase();
      let price = null;
      if (priceId) {
        const found = mustGet(ctx, priceId, 'price', 'price');
        price = found;
        amount = (found.unit_amount as number) * quantity;
        currency = found.currency as string;
      }
      if (amount === undefined) throw missingParam('amount');
      if (!currency) throw missingParam('currency');
      if (amount < 0 && !priceId)
        throw invalidParam(
          'amount',
          'Invoice items for a negative amount are not supported by the stand-in.',
        );
      const now = ctx.state.now();
      const item = ctx.state.create('invoiceitem', {
        amount,
        currency,
        customer: customerId,
        customer_account: null,
        date: now,
        description: optionalString(params, 'description') ?? null,
        discountable: true,
        discounts: [],
        invoice: null,
        net_amount: amount,
        parent: null,
        period: { start: now, end: now },
        pricing: price
          ? {
              type: 'price_details',
              price_details: { price: price.id, product: price.product },
              unit_amount_decimal: String(price.unit_amount),
            }
          : null,
        proration: false,
        quantity,
        tax_rates: [],
        test_clock: null,
        metadata: mergeMetadata({}, params),
      });
      const body = present(ctx, item);
      ctx.events.emit('invoiceitem.created', body, requestInfo(request));
      return body;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoiceitems\/([^/]+)$/,
    handler: (ctx, { match }) => present(ctx, mustGet(ctx, match[0] as string, 'invoiceitem')),
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/invoiceitems\/([^/]+)$/,
    handler: (ctx, request) => {
      const item = mustGet(ctx, request.match[0] as string, 'invoiceitem');
      if (item.invoice)
        throw refused('This invoice item is already on an invoice and cannot be deleted.');
      item._deleted = true;
      ctx.state.changed();
      ctx.events.emit('invoiceitem.deleted', present(ctx, item), requestInfo(request));
      return { id: item.id, object: 'invoiceitem', deleted: true };
    },
  },
];
