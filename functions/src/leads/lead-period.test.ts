import { describe, expect, it } from 'vitest';

import { allowancePeriodEnd, nextResponseMinutes, usedInPeriod } from './lead-period';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('allowancePeriodEnd', () => {
  it("uses the subscription's current period when it is in the future", () => {
    expect(allowancePeriodEnd(NOW + 1000, NOW)).toBe(NOW + 1000);
  });
  it('falls back to the end of the calendar month', () => {
    expect(allowancePeriodEnd(null, NOW)).toBe(Date.UTC(2026, 11, 1));
    expect(allowancePeriodEnd(NOW - 1, Date.UTC(2026, 11, 31, 23))).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('usedInPeriod', () => {
  it('counts leads of the same period and starts again in a new one', () => {
    expect(usedInPeriod({ used: 4, periodEndMillis: 10 }, 10)).toBe(4);
    expect(usedInPeriod({ used: 4, periodEndMillis: 10 }, 20)).toBe(0);
    expect(usedInPeriod(null, 20)).toBe(0);
  });
});

describe('nextResponseMinutes', () => {
  it('starts at the first answer and then favours recent answers', () => {
    expect(nextResponseMinutes(null, 42.4)).toBe(42);
    expect(nextResponseMinutes(100, 0)).toBe(70);
    expect(nextResponseMinutes(10, -5)).toBe(7);
  });
});
