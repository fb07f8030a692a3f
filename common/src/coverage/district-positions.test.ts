import { describe, expect, it } from 'vitest';

import {
  compareDistricts,
  districtPosition,
  districtsWithin,
  KNOWN_DISTRICTS,
  knownDistrictsOfArea,
  milesApart,
  townsOf,
} from './district-positions';

describe('districtPosition', () => {
  it('places a listed district at the centre of the town that lists it', () => {
    expect(districtPosition('LS6')).toMatchObject({
      district: 'LS6',
      area: 'LS',
      towns: ['Leeds'],
      approximate: false,
    });
    const leeds = districtPosition('LS6')!;
    expect(leeds.latitude).toBeCloseTo(53.8, 0);
    expect(leeds.longitude).toBeCloseTo(-1.55, 0);
  });

  it('reads postcodes and outward codes written loosely', () => {
    expect(districtPosition(' ls6 2ab ')?.district).toBe('LS6');
    expect(districtPosition('bd1')?.district).toBe('BD1');
  });

  it('puts a district no town lists at its area centre, marked approximate', () => {
    expect(KNOWN_DISTRICTS.has('LS25')).toBe(false);
    expect(districtPosition('LS25')).toMatchObject({
      district: 'LS25',
      area: 'LS',
      towns: [],
      approximate: true,
      latitude: 53.83,
    });
  });

  it('knows nothing of what is not a district', () => {
    expect(districtPosition('nowhere')).toBeNull();
    expect(districtPosition('')).toBeNull();
  });

  it('averages the towns when more than one lists a district', () => {
    const shared = [...KNOWN_DISTRICTS.values()].find((position) => position.towns.length > 1);
    expect(shared).toBeDefined();
  });
});

describe('districtsWithin', () => {
  it('always includes the base, nearest first', () => {
    const near = districtsWithin('LS6', 1);
    expect(near[0]).toBe('LS6');
    // Every Leeds district sits at the centre of Leeds (town centres, not centroids).
    expect(near).toEqual(expect.arrayContaining(['LS1', 'LS7', 'LS28']));
    expect(near).not.toContain('BD1');
  });

  it('reaches Bradford at 10 miles from Leeds but not Manchester', () => {
    const within = districtsWithin('LS6', 10);
    expect(within).toContain('BD1');
    expect(within).not.toContain('M1');
    for (const district of within) {
      expect(milesApart(districtPosition('LS6')!, districtPosition(district)!)).toBeLessThanOrEqual(
        10,
      );
    }
  });

  it('is empty for an unknown base', () => {
    expect(districtsWithin('nowhere', 10)).toEqual([]);
  });
});

describe('knownDistrictsOfArea and townsOf', () => {
  it('lists the districts of an area in reading order', () => {
    const leeds = knownDistrictsOfArea('ls');
    expect(leeds.slice(0, 4)).toEqual(['LS1', 'LS2', 'LS4', 'LS6']);
    expect(leeds.indexOf('LS9')).toBeLessThan(leeds.indexOf('LS11'));
    expect(knownDistrictsOfArea('ZZ')).toEqual([]);
  });

  it('names each town once', () => {
    expect(townsOf(['LS1', 'LS6', 'BD1', 'XX9'])).toEqual(['Leeds', 'Bradford']);
  });

  it('orders districts as people read them', () => {
    expect(['LS10', 'LS9', 'BD1', 'SW1A', 'SW1'].sort(compareDistricts)).toEqual([
      'BD1',
      'LS9',
      'LS10',
      'SW1',
      'SW1A',
    ]);
  });
});

describe('district-towns.json', () => {
  it('is what scripts/derive-district-towns.mjs derives from locations.json (run it after editing)', async () => {
    // @ts-expect-error: a plain ES module without types.
    const { districtTowns } = (await import('../../../scripts/derive-district-towns.mjs')) as {
      districtTowns: (locations: unknown) => unknown;
    };
    const { SEED_LOCATIONS } = await import('../catalogue/catalogue-data');
    const table = (await import('../../catalogue/district-towns.json')).default;
    expect(table).toEqual(districtTowns(SEED_LOCATIONS));
  });
});
