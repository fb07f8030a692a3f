// Stored records → the JSON Stripe sends: related objects filled in where Stripe embeds them
// (a subscription item's price), internal fields dropped, and `expand[]` applied.
import type { Context } from './context';
import type { FormValue } from './form-encoding';
import { listOf, publicCopy, type Rec } from './state';

export function present(ctx: Context, record: Rec): Rec {
  switch (record.object) {
    case 'subscription': {
      const items = (record.items as Rec[]).map((item) => {
        const price = ctx.state.get(item.price as string, 'price');
        return { ...publicCopy(item), price: price ? present(ctx, price) : item.price };
      });
      return {
        ...publicCopy(record),
        items: {
          ...listOf(items, `/v1/subscription_items?subscription=${record.id}`),
          total_count: items.length,
        },
      };
    }
    case 'invoice': {
      const lines = publicCopy(record.lines as Rec[]);
      return {
        ...publicCopy(record),
        lines: { ...listOf(lines, `/v1/invoices/${record.id}/lines`), total_count: lines.length },
      };
    }
    case 'charge': {
      const refunds = ctx.state
        .all('refund', (refund) => refund.charge === record.id)
        .map((refund) => publicCopy(refund));
      return {
        ...publicCopy(record),
        refunds: {
          ...listOf(refunds, `/v1/charges/${record.id}/refunds`),
          total_count: refunds.length,
        },
      };
    }
    case 'transfer': {
      const reversals = publicCopy((record._reversals as Rec[] | undefined) ?? []);
      return {
        ...publicCopy(record),
        reversals: {
          ...listOf(reversals, `/v1/transfers/${record.id}/reversals`),
          total_count: reversals.length,
        },
      };
    }
    case 'application_fee': {
      const refunds = publicCopy((record._refunds as Rec[] | undefined) ?? []);
      return {
        ...publicCopy(record),
        refunds: {
          ...listOf(refunds, `/v1/application_fees/${record.id}/refunds`),
          total_count: refunds.length,
        },
      };
    }
    case 'balance_transaction':
      return {
        ...publicCopy(record),
        status: (record.available_on as number) <= ctx.state.now() ? 'available' : 'pending',
      };
    default:
      return publicCopy(record);
  }
}

/** A session line's name, unit amount, currency and interval, from its price or its price_data. */
export function lineInfo(
  ctx: Context,
  line: Rec,
): { name: string; unitAmount: number; currency: string; interval: string | null; price: Rec } {
  if (line._inline) {
    const inline = line._inline as Rec;
    return {
      name: inline.name as string,
      unitAmount: inline.unit_amount as number,
      currency: inline.currency as string,
      interval: null,
      price: {
        id: inline.price_id,
        object: 'price',
        active: false,
        billing_scheme: 'per_unit',
        created: inline.created,
        currency: inline.currency,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: inline.product_id,
        recurring: null,
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'one_time',
        unit_amount: inline.unit_amount,
        unit_amount_decimal: String(inline.unit_amount),
      },
    };
  }
  const price = ctx.state.get(line.price as string, 'price');
  const product = price ? ctx.state.get(price.product as string, 'product') : undefined;
  return {
    name: (product?.name as string | undefined) ?? 'Item',
    unitAmount: (price?.unit_amount as number | undefined) ?? 0,
    currency: (price?.currency as string | undefined) ?? 'gbp',
    interval: (price?.recurring?.interval as string | undefined) ?? null,
    price: price ? present(ctx, price) : {},
  };
}

/** A checkout session's line items, for `expand: ['line_items']`. */
function sessionLineItems(ctx: Context, session: Rec): Rec {
  const data = (session._line_items as Rec[]).map((line) => {
    const info = lineInfo(ctx, line);
    const amount = info.unitAmount * (line.quantity as number);
    return {
      id: line.id,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: info.currency,
      description: info.name,
      price: info.price,
      quantity: line.quantity,
    };
  });
  return listOf(data, `/v1/checkout/sessions/${session.id}/line_items`);
}

function expandPath(ctx: Context, value: unknown, path: string[]): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => expandPath(ctx, item, path));
  const [head, ...rest] = path as [string, ...string[]];
  const object = value as Rec;
  let field: unknown = object[head];
  if (typeof field === 'string') {
    const target = ctx.state.get(field);
    if (target) field = present(ctx, target);
  } else if (field === undefined && head === 'line_items' && object.object === 'checkout.session') {
    const session = ctx.state.get(object.id as string);
    if (session) field = sessionLineItems(ctx, session);
  }
  if (field !== undefined) object[head] = expandPath(ctx, field, rest);
  return object;
}

/** Applies `expand[]`; unknown paths are ignored. */
export function expand(ctx: Context, body: Rec, expands: FormValue | undefined): Rec {
  if (!expands) return body;
  const list = Array.isArray(expands) ? expands : [expands];
  for (const entry of list) if (typeof entry === 'string') expandPath(ctx, body, entry.split('.'));
  return body;
}
