import { describe, expect, it } from 'vitest';

import { distanceAway, formatMiles } from './distance-text';

describe('distances', () => {
  it('gives miles the way people say them', () => {
    expect(formatMiles(0.5)).toBe('less than a mile');
    expect(formatMiles(1.7)).toBe('1 mile');
    expect(formatMiles(20)).toBe('12 miles');
    expect(distanceAway(0.5)).toBe('less than a mile away');
    expect(distanceAway(20)).toBe('about 12 miles away');
  });
});
