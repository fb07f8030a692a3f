import { describe, expect, it } from 'vitest';

// @ts-expect-error: plain JavaScript module without type declarations
import { coverageKeys as seedCoverageKeys } from '../../scripts/seed/directory.mjs';
import { coverageKeys, postcodeAreaOf } from './company';

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

  it('is computed the same way by the seed script', () => {
    const args = [
      ['electrician', 'plumber'],
      ['M', 'SK'],
    ] as const;
    expect(seedCoverageKeys(...args)).toEqual(coverageKeys(...args));
  });

  it('finds the area of a postcode or outward code', () => {
    expect(postcodeAreaOf('LS6 2AB')).toBe('LS');
    expect(postcodeAreaOf('e1 6an')).toBe('E');
    expect(postcodeAreaOf('SW1A')).toBe('SW');
    expect(postcodeAreaOf('not a postcode')).toBeNull();
  });
});
