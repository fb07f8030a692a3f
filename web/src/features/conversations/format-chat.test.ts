import { describe, expect, it } from 'vitest';

import {
  formatBytes,
  formatChatTime,
  formatDayLabel,
  formatListTime,
} from '@/features/conversations/format-chat';

const NOW = new Date('2026-11-24T15:00:00Z');

describe('chat dates', () => {
  it('words times as "8:00am" in London', () => {
    expect(formatChatTime(new Date('2026-11-24T08:00:00Z'))).toBe('8:00am');
    expect(formatChatTime(new Date('2026-07-01T11:30:00Z'))).toBe('12:30pm');
  });

  it('says "Today" for today and the long date otherwise', () => {
    expect(formatDayLabel(new Date('2026-11-24T00:30:00Z'), NOW)).toBe('Today');
    expect(formatDayLabel(new Date('2026-11-22T10:00:00Z'), NOW)).toBe('22 November 2026');
  });

  it('shows the time for today in the list, else the date', () => {
    expect(formatListTime(new Date('2026-11-24T09:05:00Z'), NOW)).toBe('9:05am');
    expect(formatListTime(new Date('2026-11-23T09:05:00Z'), NOW)).toBe('23 November 2026');
  });

  it('words sizes', () => {
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
  });
});
