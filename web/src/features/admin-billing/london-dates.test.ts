import { describe, expect, it } from 'vitest';

import {
  formatLondonDateTime,
  londonMidnightMillis,
  londonToday,
  nextDay,
} from '@/features/admin-billing/london-dates';

describe('London dates', () => {
  it('starts a day at midnight UK time, in winter and in summer', () => {
    expect(new Date(londonMidnightMillis('2026-12-01')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(new Date(londonMidnightMillis('2026-07-01')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    // The clocks go forward at 01:00 on 29 March 2026: that day still starts at 00:00 GMT.
    expect(new Date(londonMidnightMillis('2026-03-29')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(londonMidnightMillis('2026-10-25')).toISOString()).toBe(
      '2026-10-24T23:00:00.000Z',
    );
  });

  it("knows today's date in London, whatever the UTC date", () => {
    expect(londonToday(Date.parse('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(Date.parse('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('moves to the next day across months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('writes a moment in UK time', () => {
    expect(formatLondonDateTime(new Date('2026-07-01T12:05:00Z'))).toBe('1 July 2026 at 13:05');
  });
});
