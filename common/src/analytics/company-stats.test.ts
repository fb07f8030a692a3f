import { describe, expect, it } from 'vitest';

import {
  emptyStatsFigures,
  formatResponseMinutes,
  formatWinRate,
  groupStatsDays,
  hasStatsActivity,
  isoWeekKey,
  medianOf,
  statsCsv,
  rollupStatsDays,
  statsFiguresFromData,
  statsPeriodFrameOf,
  statsPeriodFrames,
  statsPeriodsFromRollups,
  winRate,
  type StatsDay,
} from './company-stats';

const day = (date: string, over: Partial<StatsDay> = {}): StatsDay => ({
  ...emptyStatsFigures(),
  day: date,
  ...over,
});

describe('medianOf and winRate', () => {
  it('takes the middle value, or the mean of the middle two, to one decimal', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([30])).toBe(30);
    expect(medianOf([90, 10, 30])).toBe(30);
    expect(medianOf([10, 20, 25, 400])).toBe(22.5);
    expect(medianOf([1.25, 1.3])).toBe(1.3);
  });

  it('divides quotes accepted by quotes sent, never above 100 %, and has none without quotes', () => {
    expect(winRate(0, 0)).toBeNull();
    expect(winRate(2, 5)).toBe(0.4);
    expect(winRate(3, 2)).toBe(1);
    expect(formatWinRate(0.4)).toBe('40%');
    expect(formatWinRate(null)).toBe('–');
  });
});

describe('periods', () => {
  it('numbers ISO weeks from the week holding the first Thursday', () => {
    expect(isoWeekKey('2026-11-24')).toBe('2026-W48');
    expect(isoWeekKey('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53'); // a Friday: still 2026's last week
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01'); // a Monday of 2025's first week
  });

  it('lists the last 12 weeks Monday to Sunday and the last 12 calendar months, oldest first', () => {
    const weeks = statsPeriodFrames('week', '2026-11-24');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({
      start: '2026-11-23',
      end: '2026-11-29',
      label: 'Week of 23 November 2026',
      shortLabel: '23 Nov',
    });
    expect(weeks[0]).toMatchObject({ start: '2026-09-07', end: '2026-09-13' });

    const months = statsPeriodFrames('month', '2026-03-31');
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ key: '2025-04', start: '2025-04-01', end: '2025-04-30' });
    expect(months.at(-1)).toMatchObject({
      key: '2026-03',
      start: '2026-03-01',
      end: '2026-03-31',
      label: 'March 2026',
    });
    expect(months.find((m) => m.key === '2026-02')?.end).toBe('2026-02-28');
  });

  it('adds the days up per period, with a true median over every reply of the period', () => {
    const days = [
      day('2026-11-23', {
        leadsReceived: 3,
        leadsAccepted: 1,
        firstResponses: 1,
        firstResponseMinutes: [10],
        quotesSent: 2,
        paymentsPence: 12_000,
        revenuePence: 12_000,
      }),
      day('2026-11-25', {
        leadsReceived: 1,
        leadsDeclined: 1,
        firstResponses: 2,
        firstResponseMinutes: [40, 400],
        quotesAccepted: 1,
        refundsPence: 2_000,
        revenuePence: -2_000,
      }),
      day('2026-11-16', { leadsReceived: 5, firstResponseMinutes: [5], firstResponses: 1 }),
      // Outside the twelve weeks: left out.
      day('2026-01-05', { leadsReceived: 99 }),
    ];
    const weeks = groupStatsDays(days, 'week', '2026-11-25');
    const last = weeks.at(-1)!;
    expect(last).toMatchObject({
      key: '2026-W48',
      leadsReceived: 4,
      leadsAccepted: 1,
      leadsDeclined: 1,
      firstResponses: 3,
      medianResponseMinutes: 40,
      quotesSent: 2,
      quotesAccepted: 1,
      winRate: 0.5,
      paymentsPence: 12_000,
      refundsPence: 2_000,
      revenuePence: 10_000,
    });
    expect(weeks.at(-2)).toMatchObject({ leadsReceived: 5, medianResponseMinutes: 5 });
    expect(weeks[0]).toMatchObject({
      leadsReceived: 0,
      medianResponseMinutes: null,
      winRate: null,
    });
    expect(weeks.reduce((sum, w) => sum + w.leadsReceived, 0)).toBe(9);

    const months = groupStatsDays(days, 'month', '2026-11-25');
    expect(months.at(-1)).toMatchObject({ key: '2026-11', leadsReceived: 9 });
    expect(months[0]).toMatchObject({ key: '2025-12', leadsReceived: 0 });
    expect(months.find((m) => m.key === '2026-01')?.leadsReceived).toBe(99);
  });

  it('rolls days up into the week and the month holding each, across month and year ends', () => {
    expect(statsPeriodFrameOf('week', '2027-01-02')).toMatchObject({
      key: '2026-W53',
      start: '2026-12-28',
      end: '2027-01-03',
    });
    const days = [
      day('2027-01-02', { leadsReceived: 2, firstResponseMinutes: [30] }),
      day('2026-12-29', { leadsReceived: 1, firstResponseMinutes: [10, 90] }),
      day('2026-12-01', { quotesSent: 3 }),
    ];
    expect(rollupStatsDays(days, 'week')).toEqual([
      expect.objectContaining({ key: '2026-W49', days: 1, quotesSent: 3 }),
      expect.objectContaining({
        key: '2026-W53',
        start: '2026-12-28',
        end: '2027-01-03',
        days: 2,
        leadsReceived: 3,
        // In day order, every minute each day kept.
        firstResponseMinutes: [10, 90, 30],
      }),
    ]);
    expect(rollupStatsDays(days, 'month')).toEqual([
      expect.objectContaining({
        key: '2026-12',
        start: '2026-12-01',
        end: '2026-12-31',
        days: 2,
        leadsReceived: 1,
        quotesSent: 3,
      }),
      expect.objectContaining({ key: '2027-01', days: 1, leadsReceived: 2 }),
    ]);
    expect(rollupStatsDays([], 'month')).toEqual([]);
  });

  it('shows the same periods from the rollups as from the days, the medians exact', () => {
    // A year of days, a reply pattern whose medians differ from any mean of medians.
    const days: StatsDay[] = [];
    for (let i = 0; i < 366; i += 1) {
      const date = new Date(Date.UTC(2025, 10, 25) + i * 86_400_000).toISOString().slice(0, 10);
      days.push(
        day(date, {
          leadsReceived: i % 7,
          firstResponses: i % 3,
          firstResponseMinutes: Array.from({ length: i % 3 }, (_, k) => (i * 37 + k * 101) % 600),
          quotesSent: i % 4,
          quotesAccepted: i % 2,
          paymentsPence: (i * 7919) % 50_000,
          revenuePence: (i * 7919) % 50_000,
        }),
      );
    }
    for (const kind of ['week', 'month'] as const) {
      const fromRollups = statsPeriodsFromRollups(rollupStatsDays(days, kind), kind, '2026-11-25');
      const frames = statsPeriodFrames(kind, '2026-11-25');
      expect(fromRollups.map((p) => p.key)).toEqual(frames.map((f) => f.key));
      for (const [index, period] of fromRollups.entries()) {
        const frame = frames[index]!;
        const inside = days.filter((d) => frame.start <= d.day && d.day <= frame.end);
        const minutes = inside.flatMap((d) => d.firstResponseMinutes);
        expect(period.leadsReceived).toBe(inside.reduce((t, d) => t + d.leadsReceived, 0));
        expect(period.revenuePence).toBe(inside.reduce((t, d) => t + d.revenuePence, 0));
        expect(period.medianResponseMinutes).toBe(medianOf(minutes));
        expect([...period.firstResponseMinutes].sort()).toEqual([...minutes].sort());
      }
      // A rollup outside the periods shown is left out.
      expect(
        statsPeriodsFromRollups(
          [{ ...emptyStatsFigures(), key: '2020-01', leadsReceived: 5 }],
          kind,
          '2026-11-25',
        ).every((p) => p.leadsReceived === 0),
      ).toBe(true);
    }
  });

  it('reads stored figures defensively', () => {
    expect(
      statsFiguresFromData({
        leadsReceived: 4,
        quotesSent: 'ten',
        revenuePence: Number.NaN,
        firstResponseMinutes: [12, 'x', 30],
      }),
    ).toEqual({
      ...emptyStatsFigures(),
      leadsReceived: 4,
      firstResponseMinutes: [12, 30],
    });
  });

  it('tells a day with activity from an empty one', () => {
    expect(hasStatsActivity(emptyStatsFigures())).toBe(false);
    expect(hasStatsActivity({ ...emptyStatsFigures(), refundsPence: 100 })).toBe(true);
  });
});

describe('words and the CSV', () => {
  it('words response times', () => {
    expect(formatResponseMinutes(null)).toBe('No replies');
    expect(formatResponseMinutes(34.6)).toBe('35 min');
    expect(formatResponseMinutes(180)).toBe('3 h');
    expect(formatResponseMinutes(185)).toBe('3 h 5 min');
    expect(formatResponseMinutes(24 * 60)).toBe('1 day');
    expect(formatResponseMinutes(2 * 24 * 60 + 4 * 60)).toBe('2 days 4 h');
  });

  it('writes a header row, one row per period, UK dates and pounds with two decimals', () => {
    const periods = groupStatsDays(
      [
        day('2026-11-02', {
          leadsReceived: 4,
          leadsAccepted: 2,
          firstResponses: 2,
          firstResponseMinutes: [20, 31],
          quotesSent: 3,
          quotesAccepted: 1,
          invoicesSent: 1,
          paymentsPence: 125_005,
          refundsPence: 5,
          revenuePence: 125_000,
        }),
      ],
      'month',
      '2026-11-24',
      2,
    );
    const lines = statsCsv(periods).split('\r\n');
    expect(lines[0]).toBe(
      'Period,From,To,Leads received,Leads accepted,Leads declined,Leads expired,First replies,Median first response (minutes),Quotes sent,Quotes accepted,Win rate (%),Invoices sent,Card payments (£),Refunds (£),Revenue (£)',
    );
    expect(lines[1]).toBe('October 2026,01/10/2026,31/10/2026,0,0,0,0,0,,0,0,,0,0.00,0.00,0.00');
    expect(lines[2]).toBe(
      'November 2026,01/11/2026,30/11/2026,4,2,0,0,2,25.5,3,1,33,1,1250.05,0.05,1250.00',
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('writes negative revenue with its sign', () => {
    const [period] = groupStatsDays(
      [day('2026-11-02', { refundsPence: 1_050, revenuePence: -1_050 })],
      'month',
      '2026-11-24',
      1,
    );
    expect(statsCsv([period!]).split('\r\n')[1]).toMatch(/,0\.00,10\.50,-10\.50$/);
  });
});
