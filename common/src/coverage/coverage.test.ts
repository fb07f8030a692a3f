import { describe, expect, it } from 'vitest';

import { COVERAGE_MAX_DISTRICTS, type CompanyCoverage } from '../company';
import {
  COVERAGE_MESSAGES,
  type CoverageDemandDocument,
  coverageKeysOf,
  mainTradeAfter,
  monthsBetween,
  requestsInPlaces,
  resolveCoverage,
  townsSummary,
  updateCompanyCoverageSchema,
} from './coverage';
import { districtsWithin, KNOWN_DISTRICTS, knownDistrictsOfArea } from './district-positions';

const districts = (picked: Partial<CompanyCoverage>) => ({
  trades: ['plumber'],
  coverage: { mode: 'districts', areas: [], districts: [], radiusMiles: null, ...picked },
});

function messagesOf(input: unknown): string[] {
  const result = updateCompanyCoverageSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('updateCompanyCoverageSchema', () => {
  it('normalises districts and areas, dropping districts inside a picked area', () => {
    const parsed = updateCompanyCoverageSchema.parse(
      districts({ areas: ['bd'], districts: ['ls7', 'LS10', 'ls6', 'BD1', 'LS6'] }),
    );
    expect(parsed.coverage).toEqual({
      mode: 'districts',
      areas: ['BD'],
      districts: ['LS6', 'LS7', 'LS10'],
      radiusMiles: null,
    });
  });

  it('refuses what is not a district or an area, on the field', () => {
    const result = updateCompanyCoverageSchema.safeParse(
      districts({ areas: ['QQ'], districts: ['LS6 2AB', 'nowhere'] }),
    );
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['coverage.areas.0', COVERAGE_MESSAGES.badArea('QQ')],
      ['coverage.districts.0', COVERAGE_MESSAGES.badDistrict('LS6 2AB')],
      ['coverage.districts.1', COVERAGE_MESSAGES.badDistrict('nowhere')],
    ]);
  });

  it('asks for at least one place and one known trade, at most ten', () => {
    expect(messagesOf(districts({}))).toEqual([COVERAGE_MESSAGES.placesRequired]);
    expect(messagesOf({ ...districts({ districts: ['LS6'] }), trades: [] })).toEqual([
      COVERAGE_MESSAGES.tradesRequired,
    ]);
    expect(messagesOf({ ...districts({ districts: ['LS6'] }), trades: ['astronaut'] })).toEqual([
      COVERAGE_MESSAGES.unknownTrade,
    ]);
    const eleven = [
      'plumber',
      'electrician',
      'heating-engineer',
      'gas-engineer',
      'builder',
      'carpenter',
      'roofer',
      'plasterer',
      'tiler',
      'locksmith',
      'handyman',
    ];
    expect(messagesOf({ ...districts({ districts: ['LS6'] }), trades: eleven })).toEqual([
      COVERAGE_MESSAGES.tooManyTrades,
    ]);
  });

  it('counts whole areas as their known districts against the cap', () => {
    const areas = [...new Set([...KNOWN_DISTRICTS.values()].map((position) => position.area))];
    let picked: string[] = [];
    let count = 0;
    for (const area of areas) {
      if (count > COVERAGE_MAX_DISTRICTS) break;
      picked = [...picked, area];
      count += knownDistrictsOfArea(area).length;
    }
    expect(messagesOf(districts({ areas: picked }))).toEqual([
      COVERAGE_MESSAGES.tooManyDistricts(count),
    ]);
    const many = [...KNOWN_DISTRICTS.keys()].slice(0, COVERAGE_MAX_DISTRICTS + 1);
    expect(messagesOf(districts({ districts: many }))).toEqual([
      COVERAGE_MESSAGES.tooManyDistricts(COVERAGE_MAX_DISTRICTS + 1),
    ]);
    expect(messagesOf(districts({ districts: many.slice(0, COVERAGE_MAX_DISTRICTS) }))).toEqual([]);
  });

  it('takes a whole number of miles from 1 to 50 for a radius', () => {
    const radius = (radiusMiles: number | null) => ({
      trades: ['plumber'],
      coverage: { mode: 'radius', areas: [], districts: [], radiusMiles },
    });
    for (const miles of [0, 51, 2.5, null])
      expect(messagesOf(radius(miles))).toEqual([COVERAGE_MESSAGES.radiusRequired]);
    expect(updateCompanyCoverageSchema.parse(radius(10)).coverage).toEqual({
      mode: 'radius',
      areas: [],
      districts: [],
      radiusMiles: 10,
    });
  });
});

describe('resolveCoverage and coverageKeysOf', () => {
  it('turns a radius into the districts within it around the base', () => {
    const resolved = resolveCoverage(
      { mode: 'radius', areas: [], districts: [], radiusMiles: 10 },
      'LS6',
    );
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(resolved.coverage.districts.sort()).toEqual(districtsWithin('LS6', 10).sort());
    expect(resolved.postcodeAreas).toEqual(expect.arrayContaining(['BD', 'LS']));
    const keys = coverageKeysOf(['plumber'], resolved.coverage);
    expect(keys).toContain('plumber|LS6');
    expect(keys).toContain('plumber|BD1');
    expect(keys).not.toContain('plumber|LS');
  });

  it('refuses a radius without a base or reaching too many districts', () => {
    expect(
      resolveCoverage({ mode: 'radius', areas: [], districts: [], radiusMiles: 10 }, undefined),
    ).toEqual({ ok: false, field: 'radiusMiles', message: COVERAGE_MESSAGES.noBaseDistrict });
    // With the districts our catalogue lists, even 50 miles round London stays under the cap.
    const london = resolveCoverage(
      { mode: 'radius', areas: [], districts: [], radiusMiles: 50 },
      'WC1',
    );
    expect(london.ok && london.districts.length).toBeGreaterThan(100);
    expect(london.ok && london.districts.length).toBeLessThanOrEqual(COVERAGE_MAX_DISTRICTS);
  });

  it('keys whole areas by area and districts by district', () => {
    const coverage: CompanyCoverage = {
      mode: 'districts',
      areas: ['BD'],
      districts: ['LS6'],
      radiusMiles: null,
    };
    expect(coverageKeysOf(['plumber', 'electrician'], coverage).sort()).toEqual([
      'electrician|BD',
      'electrician|LS6',
      'plumber|BD',
      'plumber|LS6',
    ]);
    const resolved = resolveCoverage(coverage, 'LS6');
    expect(resolved.ok && resolved.postcodeAreas).toEqual(['BD', 'LS']);
    expect(resolved.ok && resolved.districts).toEqual([...knownDistrictsOfArea('BD'), 'LS6']);
  });
});

describe('helpers', () => {
  it('keeps the main trade while it is offered', () => {
    expect(mainTradeAfter('plumber', ['electrician', 'plumber'])).toBe('plumber');
    expect(mainTradeAfter('plumber', ['electrician'])).toBe('electrician');
  });

  it('summarises towns after twenty', () => {
    const summary = townsSummary([...KNOWN_DISTRICTS.keys()]);
    expect(summary.towns).toHaveLength(20);
    expect(summary.moreTowns).toBeGreaterThan(200);
    expect(townsSummary(['LS6', 'BD1'])).toEqual({ towns: ['Leeds', 'Bradford'], moreTowns: 0 });
  });

  it('counts requests in the window and places only', () => {
    const documents: Pick<CoverageDemandDocument, 'month' | 'places'>[] = [
      { month: '2026-08', places: { LS6: { d20: 5, d31: 1 }, LS: { d31: 1 } } },
      { month: '2026-11', places: { LS6: { d01: 2 }, BD1: { d02: 4 } } },
    ];
    expect(requestsInPlaces(documents, ['LS6'], '2026-08-26', '2026-11-24')).toBe(3);
    expect(requestsInPlaces(documents, ['LS6', 'LS', 'BD1'], '2026-08-01', '2026-11-24')).toBe(13);
  });

  it('lists the months of a window', () => {
    expect(monthsBetween('2026-08-26', '2026-11-24')).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(monthsBetween('2026-11-20', '2027-01-02')).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});
