import { describe, expect, it } from 'vitest';

import { formatTimeAgo } from '@/lib/time-ago';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatTimeAgo', () => {
  it.each([
    [20, 'just now'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [2 * 3600 + 59 * 60, '2 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [8 * 86400, 'last week'],
    [40 * 86400, 'last month'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatTimeAgo(ago(seconds), NOW)).toBe(text);
  });

  it('treats a time a little in the future (a clock ahead) as just now', () => {
    expect(formatTimeAgo(ago(-30), NOW)).toBe('just now');
  });
});
