import { describe, expect, it } from 'vitest';

import { needsNewPrice, planIdFromName } from './plan-pricing';

describe('planIdFromName', () => {
  it('makes a lower-case, hyphenated id', () => {
    expect(planIdFromName('Business Plus')).toBe('business-plus');
    expect(planIdFromName('  Trade & Co  ')).toBe('trade-and-co');
    expect(planIdFromName('Café Pro')).toBe('cafe-pro');
  });

  it('keeps ids valid for short or odd names', () => {
    expect(planIdFromName('X')).toBe('plan-x');
    expect(planIdFromName('!!!')).toBe('plan-new');
    expect(planIdFromName('a'.repeat(60))).toHaveLength(40);
  });
});

describe('needsNewPrice', () => {
  const stored = { monthlyPricePence: 5_900, stripeProductId: 'prod_1', stripePriceId: 'price_1' };

  it('needs one for a new plan or one without a price', () => {
    expect(needsNewPrice(null, { monthlyPricePence: 5_900 })).toBe(true);
    expect(needsNewPrice({ ...stored, stripePriceId: null }, { monthlyPricePence: 5_900 })).toBe(
      true,
    );
  });

  it('needs one only when the monthly price changes', () => {
    expect(needsNewPrice(stored, { monthlyPricePence: 5_900 })).toBe(false);
    expect(needsNewPrice(stored, { monthlyPricePence: 6_900 })).toBe(true);
  });
});
