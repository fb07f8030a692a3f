import { FEE_DEFAULTS } from '@fixwell/common/billing/fees';
import { describe, expect, it } from 'vitest';

import {
  effectiveFromError,
  FEE_MESSAGES,
  FEE_SCHEDULE_LIMIT,
  feeInForceAuditValue,
  nextFeeSchedules,
} from './fee-schedule-change';
import { londonMidnightMillis } from '@fixwell/common/london-time';

// 11:00 in London on 15 June 2026 (BST).
const NOW = Date.parse('2026-06-15T10:00:00Z');

interface Schedule {
  percentBasisPoints: number;
  fixedPence: number;
  minimumPence: number;
  from: string;
  note?: string;
}
const startOf = (schedule: Schedule) => londonMidnightMillis(schedule.from);
const schedule = (from: string, percentBasisPoints = 250, note?: string): Schedule => ({
  percentBasisPoints,
  fixedPence: 20,
  minimumPence: 50,
  from,
  ...(note ? { note } : {}),
});

describe('effectiveFromError', () => {
  it('accepts today and later London dates', () => {
    expect(effectiveFromError('2026-06-15', NOW)).toBeNull();
    expect(effectiveFromError('2027-01-01', NOW)).toBeNull();
  });

  it('refuses a date that has passed', () => {
    expect(effectiveFromError('2026-06-14', NOW)).toBe(FEE_MESSAGES.effectiveFromPast);
  });

  it("uses London's date, not UTC's", () => {
    // 23:30 UTC on 14 June is already 15 June in London.
    const lateEvening = Date.parse('2026-06-14T23:30:00Z');
    expect(effectiveFromError('2026-06-14', lateEvening)).toBe(FEE_MESSAGES.effectiveFromPast);
    expect(effectiveFromError('2026-06-15', lateEvening)).toBeNull();
  });
});

describe('nextFeeSchedules', () => {
  it('appends the new schedule last', () => {
    const current = [schedule('2026-01-01')];
    expect(nextFeeSchedules(current, schedule('2026-07-01', 300), startOf, NOW)).toEqual([
      schedule('2026-01-01'),
      schedule('2026-07-01', 300),
    ]);
  });

  it('replaces a schedule that has not started yet and starts on the same day', () => {
    const current = [schedule('2026-01-01'), schedule('2026-07-01', 300), schedule('2026-08-01')];
    expect(nextFeeSchedules(current, schedule('2026-07-01', 275), startOf, NOW)).toEqual([
      schedule('2026-01-01'),
      schedule('2026-08-01'),
      schedule('2026-07-01', 275),
    ]);
  });

  it('keeps a schedule that has already started, even on the same day', () => {
    const current = [schedule('2026-06-15', 300, 'this morning')];
    expect(nextFeeSchedules(current, schedule('2026-06-15', 275), startOf, NOW)).toEqual([
      schedule('2026-06-15', 300, 'this morning'),
      schedule('2026-06-15', 275),
    ]);
  });

  it('keeps only the newest schedules', () => {
    const current = Array.from({ length: FEE_SCHEDULE_LIMIT }, (_, index) =>
      schedule('2026-01-01', index),
    );
    const next = nextFeeSchedules(current, schedule('2026-07-01', 999), startOf, NOW);
    expect(next).toHaveLength(FEE_SCHEDULE_LIMIT);
    expect(next[0]?.percentBasisPoints).toBe(1);
    expect(next.at(-1)?.percentBasisPoints).toBe(999);
  });
});

describe('feeInForceAuditValue', () => {
  it('is the defaults when no schedule has started', () => {
    expect(feeInForceAuditValue([schedule('2026-07-01', 300)], startOf, NOW)).toEqual({
      ...FEE_DEFAULTS,
      effectiveFrom: null,
    });
  });

  it('is the latest schedule that has started, with its London date', () => {
    const schedules = [
      schedule('2026-01-01', 200),
      schedule('2026-06-15', 275),
      schedule('2026-07-01', 300),
    ];
    expect(feeInForceAuditValue(schedules, startOf, NOW)).toEqual({
      percentBasisPoints: 275,
      fixedPence: 20,
      minimumPence: 50,
      effectiveFrom: '2026-06-15',
    });
  });
});
