import { describe, expect, it } from 'vitest';

import {
  acceptanceRate,
  analyticsRangeOf,
  dashboardSpans,
  dashboardTiles,
  demandCsvRows,
  demandPeriods,
  emptyDemandFigures,
  formatRate,
  matchRate,
  medianResponse,
  platformDayFromData,
  sumDemand,
  type PlatformDay,
} from './platform-stats';

const day = (date: string, figures: Partial<PlatformDay> = {}): PlatformDay => ({
  ...platformDayFromData(date, {}),
  ...figures,
});

describe('rates and medians', () => {
  it('matches over the requests matching decided', () => {
    expect(matchRate({ matched: 3, noMatch: 1 })).toBe(0.75);
    expect(matchRate({ matched: 0, noMatch: 0 })).toBeNull();
  });
  it('accepts over the leads accepted, declined or expired', () => {
    expect(acceptanceRate({ leadsAccepted: 1, leadsDeclined: 2, leadsExpired: 1 })).toBe(0.25);
    expect(acceptanceRate({ leadsAccepted: 0, leadsDeclined: 0, leadsExpired: 0 })).toBeNull();
    expect(formatRate(0.254)).toBe('25%');
    expect(formatRate(null)).toBe('–');
  });
  it('takes an exact median over several days’ minutes', () => {
    const total = sumDemand([
      { ...emptyDemandFigures(), firstResponseMinutes: [10, 200] },
      { ...emptyDemandFigures(), firstResponseMinutes: [30] },
      { ...emptyDemandFigures(), firstResponseMinutes: [40, 50] },
    ]);
    expect(medianResponse(total)).toBe(40);
    expect(medianResponse(emptyDemandFigures())).toBeNull();
  });
  it('adds areas up', () => {
    const total = sumDemand([
      { ...emptyDemandFigures(), requestsByArea: { LS: 2 } },
      { ...emptyDemandFigures(), requestsByArea: { LS: 1, BD: 4 } },
    ]);
    expect(total.requestsByArea).toEqual({ LS: 3, BD: 4 });
  });
});

describe('stored days read defensively', () => {
  it('reads malformed figures as zeros and no snapshot as null', () => {
    const read = platformDayFromData('2026-11-20', {
      quoteRequests: 'many',
      matched: 2,
      firstResponseMinutes: [5, 'x'],
      requestsByArea: { LS: 2, BD: 'x' },
      services: { 'boiler-repair': { quoteRequests: 1, companiesCovering: 4 }, bad: 7 },
    });
    expect(read.quoteRequests).toBe(0);
    expect(read.matched).toBe(2);
    expect(read.firstResponseMinutes).toEqual([5]);
    expect(read.requestsByArea).toEqual({ LS: 2 });
    expect(read.mrrPence).toBeNull();
    expect(Object.keys(read.services)).toEqual(['boiler-repair']);
    expect(read.services['boiler-repair']?.companiesCovering).toBe(4);
  });
});

describe('ranges', () => {
  it('reads a range from the URL, defaulting to 30 days', () => {
    expect(analyticsRangeOf('90')).toBe(90);
    expect(analyticsRangeOf('365')).toBe(365);
    expect(analyticsRangeOf('12')).toBe(30);
    expect(analyticsRangeOf(null)).toBe(30);
  });
  it('shows 30 days by day, with every day present', () => {
    const periods = demandPeriods([day('2026-11-20', { quoteRequests: 3 })], '2026-11-25', 30);
    expect(periods).toHaveLength(30);
    expect(periods[0]?.start).toBe('2026-10-27');
    expect(periods.at(-1)).toMatchObject({ start: '2026-11-25', label: '25 Nov' });
    expect(periods.find((p) => p.start === '2026-11-20')?.figures.quoteRequests).toBe(3);
  });
  it('shows 90 days by ISO week, clipped to the range', () => {
    const periods = demandPeriods(
      [day('2026-11-23', { quoteRequests: 1 }), day('2026-11-25', { quoteRequests: 2 })],
      '2026-11-25',
      90,
    );
    expect(periods[0]?.start).toBe('2026-08-28');
    expect(periods.at(-1)).toMatchObject({
      start: '2026-11-23',
      end: '2026-11-25',
      label: 'w/c 23 Nov',
    });
    expect(periods.at(-1)?.figures.quoteRequests).toBe(3);
  });
  it('shows 365 days by month', () => {
    const periods = demandPeriods([], '2026-11-25', 365);
    expect(periods).toHaveLength(13);
    expect(periods[0]).toMatchObject({ start: '2025-11-26', end: '2025-11-30' });
    expect(periods.at(-1)).toMatchObject({
      start: '2026-11-01',
      end: '2026-11-25',
      label: 'Nov 2026',
    });
  });
  it('writes the CSV rows with rates in per cent', () => {
    const periods = demandPeriods(
      [day('2026-11-25', { quoteRequests: 4, matched: 3, noMatch: 1 })],
      '2026-11-25',
      30,
    );
    const rows = demandCsvRows(periods.slice(-1), () => 5);
    expect(rows[0]?.[0]).toBe('Period start');
    expect(rows[1]).toEqual(['2026-11-25', '2026-11-25', 4, 3, 1, 75, 0, 0, null, null, 5]);
  });
});

describe('the dashboard', () => {
  it('compares this week so far with the same days last week, and months likewise', () => {
    // Wednesday 25 November 2026.
    const spans = dashboardSpans('2026-11-25');
    expect(spans.week).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(spans.previousWeek).toEqual({ start: '2026-11-16', end: '2026-11-18' });
    expect(spans.month).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(spans.previousMonth).toEqual({ start: '2026-10-01', end: '2026-10-25' });
    // 31 March: last month (February) ends on the 28th.
    expect(dashboardSpans('2027-03-31').previousMonth).toEqual({
      start: '2027-02-01',
      end: '2027-02-28',
    });
  });

  it('builds the tiles from the days', () => {
    const tiles = dashboardTiles(
      [
        day('2026-11-25', {
          quoteRequests: 2,
          matched: 1,
          noMatch: 1,
          newCompanies: 1,
          cardPaymentsPence: 5_000,
        }),
        day('2026-11-24', {
          quoteRequests: 3,
          matched: 3,
          leadsAccepted: 2,
          leadsDeclined: 2,
          firstResponseMinutes: [10, 20, 60],
        }),
        day('2026-11-17', { quoteRequests: 4, matched: 2, noMatch: 2, newCompanies: 3 }),
        day('2026-11-19', { quoteRequests: 9 }), // after the same point last week
        day('2026-10-30', { mrrPence: 29_000, cardPaymentsPence: 1_000 }),
        day('2026-10-10', { mrrPence: 20_000, cardPaymentsPence: 7_000 }),
      ],
      '2026-11-25',
      { mrrPence: 35_000, vettingQueue: 4 },
    );
    expect(tiles.requestsToday).toEqual({ value: 2, previous: 3 });
    expect(tiles.requestsThisWeek).toEqual({ value: 5, previous: 4 });
    expect(tiles.matchRate).toEqual({ value: 0.8, previous: 0.5 });
    expect(tiles.acceptanceRate).toEqual({ value: 0.5, previous: null });
    expect(tiles.medianFirstResponse).toEqual({ value: 20, previous: null });
    expect(tiles.newCompaniesThisWeek).toEqual({ value: 1, previous: 3 });
    expect(tiles.vettingQueue).toBe(4);
    expect(tiles.mrrPence).toEqual({ value: 35_000, previous: 29_000 });
    // Last month up to the 25th only.
    expect(tiles.cardVolumePence).toEqual({ value: 5_000, previous: 7_000 });
  });
});
