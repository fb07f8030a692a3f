import { describe, expect, it } from 'vitest';

import { formatLondonDateTime } from '@/features/admin-billing/london-dates';

describe('London dates', () => {
  it('writes a moment in UK time', () => {
    expect(formatLondonDateTime(new Date('2026-07-01T12:05:00Z'))).toBe('1 July 2026 at 13:05');
  });
});
