import { describe, expect, it } from 'vitest';

import { londonMidnightMillis, londonToday } from './london-date';

describe('londonMidnightMillis', () => {
  it('is midnight UTC in winter (GMT)', () => {
    expect(new Date(londonMidnightMillis('2026-01-15')).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  it('is 23:00 UTC the day before in summer (BST)', () => {
    expect(new Date(londonMidnightMillis('2026-07-01')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });

  it('handles the days the clocks change', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: midnight that day is still GMT.
    expect(new Date(londonMidnightMillis('2026-03-29')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(londonMidnightMillis('2026-03-30')).toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
    // Clocks go back at 01:00 UTC on 25 October 2026: midnight that day is still BST.
    expect(new Date(londonMidnightMillis('2026-10-25')).toISOString()).toBe(
      '2026-10-24T23:00:00.000Z',
    );
    expect(new Date(londonMidnightMillis('2026-10-26')).toISOString()).toBe(
      '2026-10-26T00:00:00.000Z',
    );
  });

  it('refuses anything but a YYYY-MM-DD date', () => {
    expect(() => londonMidnightMillis('26/10/2026')).toThrow(RangeError);
  });
});

describe('londonToday', () => {
  it('is the UTC date in winter', () => {
    expect(londonToday(Date.parse('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
  });

  it('is already tomorrow late in a summer evening UTC', () => {
    expect(londonToday(Date.parse('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonToday(Date.parse('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
  });

  it('agrees with londonMidnightMillis at the start of the day', () => {
    const midnight = londonMidnightMillis('2026-08-20');
    expect(londonToday(midnight)).toBe('2026-08-20');
    expect(londonToday(midnight - 1)).toBe('2026-08-19');
  });
});
