import { describe, expect, it } from 'vitest';

import { isTradeSlug, TRADES, tradeLabel } from './trades';

describe('trades', () => {
  it('lists the trades in order, with unique slugs and en-GB labels', () => {
    expect(TRADES.map((trade) => trade.label)).toEqual([
      'Plumber',
      'Electrician',
      'Heating engineer',
      'Gas engineer',
      'Builder',
      'Carpenter',
      'Roofer',
      'Plasterer',
      'Painter and decorator',
      'Tiler',
      'Locksmith',
      'Handyman',
      'Landscaper',
      'Kitchen fitter',
      'Bathroom fitter',
      'Window and door fitter',
      'Flooring fitter',
      'Damp proofing specialist',
      'Drainage engineer',
      'Gardener',
      'Fencing contractor',
      'Driveway and paving installer',
      'Insulation installer',
      'Solar panel installer',
      'Cleaner',
      'Pest controller',
      'Other',
    ]);
    expect(new Set(TRADES.map((trade) => trade.slug)).size).toBe(TRADES.length);
    for (const { slug } of TRADES) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('recognises slugs and labels them', () => {
    expect(isTradeSlug('electrician')).toBe(true);
    expect(isTradeSlug('Electrician')).toBe(false);
    expect(isTradeSlug(undefined)).toBe(false);
    expect(tradeLabel('painter-and-decorator')).toBe('Painter and decorator');
    expect(tradeLabel('chimney-sweep')).toBe('chimney-sweep');
  });
});
