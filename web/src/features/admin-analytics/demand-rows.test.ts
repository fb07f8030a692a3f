import { platformDayFromData, type ServiceDay } from '@fixwell/common/admin/platform-stats';
import { describe, expect, it } from 'vitest';

import { areaRows, coveringIn, serviceCsvRows, serviceRows } from './demand-rows';

describe('the analytics rows', () => {
  const days = [
    platformDayFromData('2026-11-21', {
      services: {
        plumber: { quoteRequests: 2, matched: 2, companiesCovering: 4 },
        roofer: { quoteRequests: 3, noMatch: 3 },
      },
    }),
    platformDayFromData('2026-11-20', {
      services: { plumber: { quoteRequests: 2, matched: 1, noMatch: 1, companiesCovering: 3 } },
    }),
  ];

  it('adds each service up, keeps its latest covering count, most requested first', () => {
    const rows = serviceRows(days);
    expect(rows.map((row) => row.slug)).toEqual(['plumber', 'roofer']);
    expect(rows[0]).toMatchObject({ companiesCovering: 4 });
    expect(rows[0]?.figures).toMatchObject({ quoteRequests: 4, matched: 3, noMatch: 1 });
    expect(rows[1]?.companiesCovering).toBeNull();
    expect(serviceCsvRows(rows, (slug) => slug.toUpperCase())[1]).toEqual([
      'PLUMBER',
      4,
      3,
      1,
      75,
      0,
      0,
      null,
      null,
      4,
    ]);
  });

  it('orders areas by requests, then name', () => {
    expect(areaRows({ ...days[0]!, requestsByArea: { LS: 2, BD: 5, AB: 2 } })).toEqual([
      { area: 'BD', requests: 5 },
      { area: 'AB', requests: 2 },
      { area: 'LS', requests: 2 },
    ]);
  });

  it('takes a period’s latest covering snapshot', () => {
    const serviceDays: ServiceDay[] = [
      { ...platformDayFromData('2026-11-18', {}), companiesCovering: 2 },
      { ...platformDayFromData('2026-11-19', {}), companiesCovering: null },
      { ...platformDayFromData('2026-11-17', {}), companiesCovering: 1 },
    ];
    const period = {
      key: 'w',
      start: '2026-11-16',
      end: '2026-11-22',
      label: 'w',
      figures: days[0]!,
    };
    expect(coveringIn(serviceDays, period)).toBe(2);
    expect(
      coveringIn(serviceDays, { ...period, start: '2026-11-23', end: '2026-11-29' }),
    ).toBeNull();
  });
});
