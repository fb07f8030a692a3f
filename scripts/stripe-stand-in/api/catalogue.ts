// /v1/products and /v1/prices: what the plans are sold as.
import { type ApiRoute, type Context, requestInfo } from '../context';
import { invalidParam } from '../errors';
import type { FormObject } from '../form-encoding';
import { mustGet, updateAndEmit } from '../lookup';
import {
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
  paginate,
  requiredString,
} from '../params';
import { present } from '../present';
import { listOf, type Rec } from '../state';

function createProduct(ctx: Context, params: FormObject, prefix = ''): Rec {
  return ctx.state.create('product', {
    active: optionalBoolean(params, 'active', `${prefix}active`) ?? true,
    default_price: null,
    description: optionalString(params, 'description', `${prefix}description`) ?? null,
    images: [],
    marketing_features: [],
    name: requiredString(params, 'name', `${prefix}name`),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: ctx.state.now(),
    url: null,
    metadata: mergeMetadata({}, params),
  });
}

export const catalogueRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/products$/,
    handler: (ctx, request) => {
      const body = present(ctx, createProduct(ctx, request.params));
      ctx.events.emit('product.created', body, requestInfo(request));
      return body;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/products\/([^/]+)$/,
    handler: (ctx, { match }) => present(ctx, mustGet(ctx, match[0] as string, 'product')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/products\/([^/]+)$/,
    handler: (ctx, request) => {
      const { params } = request;
      const product = mustGet(ctx, request.match[0] as string, 'product');
      updateAndEmit(
        ctx,
        product,
        'product.updated',
        () => {
          const name = optionalString(params, 'name');
          if (name !== undefined) product.name = name;
          const description = optionalString(params, 'description');
          if (description !== undefined) product.description = description || null;
          const active = optionalBoolean(params, 'active');
          if (active !== undefined) product.active = active;
          const defaultPrice = optionalString(params, 'default_price');
          if (defaultPrice !== undefined) {
            if (defaultPrice) mustGet(ctx, defaultPrice, 'price', 'default_price');
            product.default_price = defaultPrice || null;
          }
          product.metadata = mergeMetadata(product.metadata, params);
          product.updated = ctx.state.now();
        },
        requestInfo(request),
      );
      return present(ctx, product);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/prices$/,
    handler: (ctx, request) => {
      const { params } = request;
      const currency = requiredString(params, 'currency').toLowerCase();
      const unitAmount = optionalInteger(params, 'unit_amount');
      if (unitAmount === undefined)
        throw invalidParam(
          'unit_amount',
          'Missing required param: unit_amount.',
          'parameter_missing',
        );
      if (unitAmount < 0)
        throw invalidParam(
          'unit_amount',
          'This value must be greater than or equal to 0.',
          'parameter_invalid_integer',
        );
      let productId = optionalString(params, 'product');
      const productData = optionalObject(params, 'product_data');
      if (!productId && productData)
        productId = createProduct(ctx, productData, 'product_data[').id as string;
      if (!productId)
        throw invalidParam('product', 'Missing required param: product.', 'parameter_missing');
      mustGet(ctx, productId, 'product', 'product');
      const recurring = optionalObject(params, 'recurring');
      const interval = recurring
        ? oneOf(recurring, 'interval', ['day', 'week', 'month', 'year'], 'recurring[interval]')
        : undefined;
      if (recurring && !interval)
        throw invalidParam(
          'recurring[interval]',
          'Missing required param: recurring[interval].',
          'parameter_missing',
        );
      const price = ctx.state.create('price', {
        active: optionalBoolean(params, 'active') ?? true,
        billing_scheme: 'per_unit',
        currency,
        custom_unit_amount: null,
        lookup_key: optionalString(params, 'lookup_key') ?? null,
        nickname: optionalString(params, 'nickname') ?? null,
        product: productId,
        recurring: recurring
          ? {
              interval,
              interval_count:
                optionalInteger(recurring, 'interval_count', 'recurring[interval_count]') ?? 1,
              meter: null,
              trial_period_days: null,
              usage_type: 'licensed',
            }
          : null,
        tax_behavior: optionalString(params, 'tax_behavior') ?? 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: recurring ? 'recurring' : 'one_time',
        unit_amount: unitAmount,
        unit_amount_decimal: String(unitAmount),
        metadata: mergeMetadata({}, params),
      });
      const body = present(ctx, price);
      ctx.events.emit('price.created', body, requestInfo(request));
      return body;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices$/,
    handler: (ctx, { params }) => {
      const product = optionalString(params, 'product');
      const active = optionalBoolean(params, 'active');
      const type = optionalString(params, 'type');
      const all = ctx.state.all(
        'price',
        (p) =>
          (!product || p.product === product) &&
          (active === undefined || p.active === active) &&
          (!type || p.type === type),
      );
      const { page, hasMore } = paginate(all, params);
      return listOf(
        page.map((p) => present(ctx, p)),
        '/v1/prices',
        hasMore,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices\/([^/]+)$/,
    handler: (ctx, { match }) => present(ctx, mustGet(ctx, match[0] as string, 'price')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/prices\/([^/]+)$/,
    handler: (ctx, request) => {
      const { params } = request;
      const price = mustGet(ctx, request.match[0] as string, 'price');
      for (const fixed of ['unit_amount', 'currency', 'product', 'recurring'])
        if (params[fixed] !== undefined)
          throw invalidParam(fixed, `Received unknown parameter: ${fixed}`, 'parameter_unknown');
      updateAndEmit(
        ctx,
        price,
        'price.updated',
        () => {
          const active = optionalBoolean(params, 'active');
          if (active !== undefined) price.active = active;
          const nickname = optionalString(params, 'nickname');
          if (nickname !== undefined) price.nickname = nickname || null;
          const lookupKey = optionalString(params, 'lookup_key');
          if (lookupKey !== undefined) price.lookup_key = lookupKey || null;
          price.metadata = mergeMetadata(price.metadata, params);
        },
        requestInfo(request),
      );
      return present(ctx, price);
    },
  },
];
