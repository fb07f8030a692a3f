import { describe, expect, it } from 'vitest';

import { decodeForm } from './form-encoding';

describe('decodeForm', () => {
  it('decodes Stripe’s bracket encoding into objects and arrays', () => {
    expect(
      decodeForm(
        'mode=subscription&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2' +
          '&metadata[planId]=pro&metadata[companyUid]=u%201&expand[0]=subscription&expand[1]=line_items',
      ),
    ).toEqual({
      mode: 'subscription',
      items: [{ price: 'price_1', quantity: '2' }, { price: 'price_2' }],
      metadata: { planId: 'pro', companyUid: 'u 1' },
      expand: ['subscription', 'line_items'],
    });
  });

  it('appends for empty brackets and keeps empty values', () => {
    expect(decodeForm('expand[]=a&expand[]=b&description=')).toEqual({
      expand: ['a', 'b'],
      description: '',
    });
  });

  it('orders indices numerically', () => {
    const items = Array.from({ length: 12 }, (_, i) => `items[${i}][price]=p${i}`).join('&');
    expect((decodeForm(items).items as { price: string }[]).map((item) => item.price)).toEqual(
      Array.from({ length: 12 }, (_, i) => `p${i}`),
    );
  });
});
