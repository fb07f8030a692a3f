import { describe, expect, it } from 'vitest';

import {
  dayRows,
  formatShare,
  funnelSummary,
  periodDays,
  serviceRows,
  stepRows,
  sumDays,
  type FunnelDay,
} from '@/features/admin-quote-funnel/funnel-maths';

const DAYS: FunnelDay[] = [
  {
    day: '2026-11-22',
    steps: {
      service: { entered: 10, completed: 8, abandoned: 2 },
      job: { entered: 8, completed: 6, abandoned: 1 },
      place: { entered: 6, completed: 5 },
      contact: { entered: 5, completed: 3, abandoned: 2 },
      submitted: { entered: 3 },
    },
    services: {
      plumber: { service: { completed: 6 }, contact: { entered: 4 }, submitted: { entered: 3 } },
      electrician: { service: { completed: 2 }, job: { abandoned: 1 } },
    },
  },
  {
    day: '2026-11-23',
    steps: {
      service: { entered: 6, completed: 4, abandoned: 0 },
      job: { entered: 4, completed: 4 },
      place: { entered: 4, completed: 3, abandoned: 1 },
      contact: { entered: 3, completed: 1, abandoned: -1 },
      submitted: { entered: 1 },
    },
    services: { electrician: { service: { completed: 4 }, submitted: { entered: 1 } } },
  },
];

describe('funnel maths', () => {
  it('adds the days up and works out conversion and drop-off per step', () => {
    const rows = stepRows(sumDays(DAYS).steps);
    expect(
      rows.map(({ step, entered, completed, abandoned }) => [step, entered, completed, abandoned]),
    ).toEqual([
      ['service', 16, 12, 2],
      ['job', 12, 10, 1],
      ['place', 10, 8, 1],
      // A negative count (a correction in flight) counts as nothing.
      ['contact', 8, 4, 2],
    ]);
    expect(rows[0]!.conversion).toBe(0.75);
    expect(rows[0]!.dropOff).toBe(0.125);
    expect(rows[3]!.conversion).toBe(0.5);
    expect(rows[3]!.dropOff).toBe(0.25);
  });

  it('summarises visits started and requests sent', () => {
    expect(funnelSummary(sumDays(DAYS).steps)).toEqual({ started: 16, sent: 4, conversion: 0.25 });
    expect(funnelSummary({})).toEqual({ started: 0, sent: 0, conversion: null });
  });

  it('ranks services by the visits that chose them, with their conversion', () => {
    // Level on visits: more requests sent ranks first.
    expect(serviceRows(sumDays(DAYS).services)).toEqual([
      { slug: 'plumber', chose: 6, reachedDetails: 4, sent: 3, abandoned: 0, conversion: 0.5 },
      {
        slug: 'electrician',
        chose: 6,
        reachedDetails: 0,
        sent: 1,
        abandoned: 1,
        conversion: 1 / 6,
      },
    ]);
  });

  it('lists every day of the period newest first, quiet days as zeros', () => {
    const period = periodDays('2026-11-23', 3);
    expect(period).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(dayRows(DAYS, period)).toEqual([
      { day: '2026-11-23', started: 6, sent: 1, abandoned: 1, conversion: 1 / 6 },
      { day: '2026-11-22', started: 10, sent: 3, abandoned: 5, conversion: 0.3 },
      { day: '2026-11-21', started: 0, sent: 0, abandoned: 0, conversion: null },
    ]);
  });

  it('crosses month ends and clock changes, in London days', () => {
    expect(periodDays('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('shows shares as percentages, and a dash when there is nothing to measure', () => {
    expect(formatShare(0.625)).toBe('62.5%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(null)).toBe('–');
  });
});
