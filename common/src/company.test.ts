import { describe, expect, it } from 'vitest';

import { averageRating, coverageKeys } from './company';

describe('company coverage', () => {
  it('pairs every trade with every area, once', () => {
    expect(coverageKeys(['plumber', 'gas-engineer', 'plumber'], ['LS', 'BD'])).toEqual([
      'plumber|LS',
      'plumber|BD',
      'gas-engineer|LS',
      'gas-engineer|BD',
    ]);
    expect(coverageKeys(['plumber'], [])).toEqual([]);
  });
});

describe('averageRating', () => {
  it('is the mean of the stars to one decimal place, 0 without reviews', () => {
    expect(averageRating([5, 5, 4])).toBe(4.7);
    expect(averageRating([5, 4, 5, 5])).toBe(4.8);
    expect(averageRating([3])).toBe(3);
    expect(averageRating([])).toBe(0);
  });
});
