import { describe, expect, it } from 'vitest';

import {
  formatLongDate,
  formatMoney,
  formatPence,
  formatPounds,
  formatPriceRange,
  readingMinutes,
} from '@/utils/format';

describe('en-GB formats', () => {
  it('writes dates as day, month name and year', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
    expect(formatLongDate(new Date('2026-06-01T23:30:00Z'))).toBe('2 June 2026');
  });

  it('writes prices in pounds', () => {
    expect(formatPounds(1250)).toBe('£1,250');
    expect(formatPence(2900)).toBe('£29');
    expect(formatPence(2950)).toBe('£29.50');
    expect(formatPriceRange(150, 300)).toBe('£150 to £300');
    expect(formatPriceRange(90, 90)).toBe('£90');
  });

  it('writes money on documents always with pence', () => {
    expect(formatMoney(123456)).toBe('£1,234.56');
    expect(formatMoney(2900)).toBe('£29.00');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(0)).toBe('£0.00');
  });

  it('estimates reading time at about 220 words a minute, never zero', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
  });
});
