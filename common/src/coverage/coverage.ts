import { z } from 'zod';

import {
  COVERAGE_MAX_DISTRICTS,
  COVERAGE_MAX_RADIUS_MILES,
  coverageKeys,
  type CompanyCoverage,
} from '../company';
import { TRADE_SLUGS } from '../trades';
import { outwardCodeOf, postcodeAreaOf } from '../uk-postcode';
import {
  compareDistricts,
  districtsWithin,
  knownDistrictsOfArea,
  POSTCODE_AREA_NAMES,
  townsOf,
} from './district-positions';

/** Most trades one company may offer. */
export const COVERAGE_MAX_TRADES = 10;
/** How far back the lead-volume estimate looks. */
export const COVERAGE_ESTIMATE_DAYS = 90;
/** Towns the estimate names before "and N more". */
export const COVERAGE_ESTIMATE_TOWNS = 20;

export const COVERAGE_MESSAGES = {
  tradesRequired: 'Choose at least one trade.',
  tooManyTrades: `Choose at most ${COVERAGE_MAX_TRADES} trades.`,
  unknownTrade: 'Choose trades from the list.',
  placesRequired: 'Pick at least one postcode district or area.',
  badDistrict: (value: string) => `"${value}" is not a UK postcode district, such as LS6.`,
  badArea: (value: string) => `"${value}" is not a UK postcode area, such as LS.`,
  tooManyDistricts: (count: number) =>
    `That covers ${count} districts; the most is ${COVERAGE_MAX_DISTRICTS}. Remove some districts or areas.`,
  radiusRequired: `Enter a radius from 1 to ${COVERAGE_MAX_RADIUS_MILES} miles.`,
  radiusTooLarge: (count: number) =>
    `That radius covers ${count} districts; the most is ${COVERAGE_MAX_DISTRICTS}. Choose a smaller radius.`,
  noBaseDistrict: 'Set your base postcode first: a radius is measured from it.',
  unknownBaseDistrict:
    'We cannot place your base postcode district on the map yet; pick districts instead.',
  notCompany: 'Only the company itself can change its coverage.',
  noCompany: 'We could not find your company profile.',
  invalid: 'Check your trades and coverage and try again.',
} as const;

const tradesSchema = z
  .array(z.enum(TRADE_SLUGS, { error: COVERAGE_MESSAGES.unknownTrade }))
  .min(1, COVERAGE_MESSAGES.tradesRequired)
  .max(COVERAGE_MAX_TRADES, COVERAGE_MESSAGES.tooManyTrades)
  .transform((trades) => [...new Set(trades)]);

/** A postcode area as people type it ("ls" → "LS"). */
export function areaCodeOf(raw: string): string | null {
  const compact = raw.trim().toUpperCase();
  if (!/^[A-Z]{1,2}$/.test(compact)) return null;
  return POSTCODE_AREA_NAMES.has(compact) ? compact : null;
}

/** The districts a districts-mode coverage reaches: the known ones of its areas, then its own. */
export function coveredDistricts(coverage: Pick<CompanyCoverage, 'areas' | 'districts'>): string[] {
  const fromAreas = coverage.areas.flatMap((area) => knownDistrictsOfArea(area));
  return [...new Set([...fromAreas, ...coverage.districts])];
}

/**
 * The coverage a company sends: districts and whole areas it picked, or a radius around its base
 * district. Outward codes go through uk-postcode.ts; the output is normalised (upper case, no
 * repeats, districts inside a picked area dropped, reading order).
 */
export const companyCoverageSchema = z
  .object({
    mode: z.enum(['districts', 'radius']),
    areas: z.array(z.string().max(8)).max(200).default([]),
    districts: z.array(z.string().max(10)).max(2000).default([]),
    radiusMiles: z.number().nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'radius') {
      const miles = value.radiusMiles;
      if (
        miles === null ||
        !Number.isInteger(miles) ||
        miles < 1 ||
        miles > COVERAGE_MAX_RADIUS_MILES
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['radiusMiles'],
          message: COVERAGE_MESSAGES.radiusRequired,
        });
      }
      return;
    }
    value.areas.forEach((area, index) => {
      if (!areaCodeOf(area))
        ctx.addIssue({
          code: 'custom',
          path: ['areas', index],
          message: COVERAGE_MESSAGES.badArea(area),
        });
    });
    value.districts.forEach((district, index) => {
      const outward = outwardCodeOf(district);
      // A full postcode is not a district: only outward codes typed alone are accepted.
      if (!outward || outward !== district.replace(/\s+/g, '').toUpperCase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['districts', index],
          message: COVERAGE_MESSAGES.badDistrict(district),
        });
      }
    });
    if (value.areas.length === 0 && value.districts.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['districts'],
        message: COVERAGE_MESSAGES.placesRequired,
      });
      return;
    }
    const normal = normaliseDistrictsCoverage(value.areas, value.districts);
    const count = coveredDistricts(normal).length;
    if (count > COVERAGE_MAX_DISTRICTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['districts'],
        message: COVERAGE_MESSAGES.tooManyDistricts(count),
      });
    }
  })
  .transform((value): CompanyCoverage => {
    if (value.mode === 'radius') {
      return { mode: 'radius', areas: [], districts: [], radiusMiles: value.radiusMiles };
    }
    return {
      mode: 'districts',
      ...normaliseDistrictsCoverage(value.areas, value.districts),
      radiusMiles: null,
    };
  });

function normaliseDistrictsCoverage(
  rawAreas: readonly string[],
  rawDistricts: readonly string[],
): { areas: string[]; districts: string[] } {
  const areas = [
    ...new Set(rawAreas.map(areaCodeOf).filter((area): area is string => !!area)),
  ].sort();
  const districts = [
    ...new Set(
      rawDistricts
        .map((raw) => outwardCodeOf(raw))
        .filter((district): district is string => !!district)
        .filter((district) => !areas.includes(postcodeAreaOf(district) ?? '')),
    ),
  ].sort(compareDistricts);
  return { areas, districts };
}

/** What the coverage editor sends to updateCompanyCoverage and estimateCoverageLeads. */
export const updateCompanyCoverageSchema = z.object({
  trades: tradesSchema,
  coverage: companyCoverageSchema,
});
export type UpdateCompanyCoverageInput = z.input<typeof updateCompanyCoverageSchema>;
export type UpdateCompanyCoverage = z.output<typeof updateCompanyCoverageSchema>;

export const estimateCoverageLeadsSchema = updateCompanyCoverageSchema;

/** How the coverage looks once placed around the company's base district. */
export type ResolvedCoverage =
  | { ok: true; coverage: CompanyCoverage; districts: string[]; postcodeAreas: string[] }
  | { ok: false; field: 'radiusMiles' | 'districts'; message: string };

/**
 * Turns a validated coverage into what is stored: a radius becomes the districts within it around
 * the base district (capped at COVERAGE_MAX_DISTRICTS: over it is refused, with the count).
 * `districts` is every district it reaches (for counting and towns); `postcodeAreas` the areas of
 * its places, for the directory.
 */
export function resolveCoverage(
  coverage: CompanyCoverage,
  baseDistrict: string | null | undefined,
): ResolvedCoverage {
  if (coverage.mode === 'radius') {
    if (!baseDistrict)
      return { ok: false, field: 'radiusMiles', message: COVERAGE_MESSAGES.noBaseDistrict };
    const within = districtsWithin(baseDistrict, coverage.radiusMiles ?? 0);
    if (within.length === 0)
      return { ok: false, field: 'radiusMiles', message: COVERAGE_MESSAGES.unknownBaseDistrict };
    if (within.length > COVERAGE_MAX_DISTRICTS)
      return {
        ok: false,
        field: 'radiusMiles',
        message: COVERAGE_MESSAGES.radiusTooLarge(within.length),
      };
    const districts = [...within].sort(compareDistricts);
    return {
      ok: true,
      coverage: { ...coverage, areas: [], districts },
      districts,
      postcodeAreas: areasOf(districts),
    };
  }
  const districts = coveredDistricts(coverage);
  if (districts.length > COVERAGE_MAX_DISTRICTS)
    return {
      ok: false,
      field: 'districts',
      message: COVERAGE_MESSAGES.tooManyDistricts(districts.length),
    };
  return {
    ok: true,
    coverage,
    districts,
    postcodeAreas: [...new Set([...coverage.areas, ...areasOf(coverage.districts)])].sort(),
  };
}

function areasOf(districts: readonly string[]): string[] {
  return [
    ...new Set(
      districts
        .map((district) => postcodeAreaOf(district))
        .filter((area): area is string => !!area),
    ),
  ].sort();
}

/**
 * The coverage index keys of a stored coverage: `trade|AREA` for each whole area and
 * `trade|DISTRICT` for each district (a radius's districts are stored in `coverage.districts`).
 */
export function coverageKeysOf(trades: readonly string[], coverage: CompanyCoverage): string[] {
  return coverageKeys(trades, [...coverage.areas, ...coverage.districts]);
}

/** The towns a set of districts reaches: the first COVERAGE_ESTIMATE_TOWNS and how many more. */
export function townsSummary(districts: readonly string[]): { towns: string[]; moreTowns: number } {
  const towns = townsOf(districts);
  return {
    towns: towns.slice(0, COVERAGE_ESTIMATE_TOWNS),
    moreTowns: Math.max(0, towns.length - COVERAGE_ESTIMATE_TOWNS),
  };
}

/** What estimateCoverageLeads answers. */
export interface CoverageEstimate {
  districtCount: number;
  towns: string[];
  moreTowns: number;
  requestsLast90Days: number;
}

/** Which trades to keep as the main one: the current main trade if still offered, else the first. */
export function mainTradeAfter(current: string | undefined, trades: readonly string[]): string {
  return current && trades.includes(current) ? current : (trades[0] ?? current ?? '');
}

/**
 * `coverageDemand/{YYYY-MM}_{trade}`: quote requests per place and day for one trade and month,
 * kept by matching when a request is first matched; the estimate reads a few of these, never the
 * quotes. `places` holds both the district ("LS6") and the area ("LS") of each request.
 */
export interface CoverageDemandDocument {
  month: string;
  trade: string;
  /** place → day of month ("d05") → requests. */
  places: Record<string, Record<string, number>>;
}

export function coverageDemandId(month: string, trade: string): string {
  return `${month}_${trade}`;
}

/** "d05" for the fifth of the month: the key of a day in CoverageDemandDocument.places. */
export function demandDayKey(date: string): string {
  return `d${date.slice(8, 10)}`;
}

/**
 * Requests counted in some places between two London dates (inclusive), from demand documents.
 * Pass whole areas and districts outside them, so no request is counted twice for one trade.
 */
export function requestsInPlaces(
  documents: readonly Pick<CoverageDemandDocument, 'month' | 'places'>[],
  places: readonly string[],
  fromDate: string,
  toDate: string,
): number {
  let total = 0;
  for (const document of documents) {
    for (const place of places) {
      const days = document.places?.[place];
      if (!days) continue;
      for (const [day, count] of Object.entries(days)) {
        const date = `${document.month}-${day.slice(1)}`;
        if (date >= fromDate && date <= toDate && typeof count === 'number') total += count;
      }
    }
  }
  return total;
}

/** The months ("2026-09") from one London date to another, inclusive. */
export function monthsBetween(fromDate: string, toDate: string): string[] {
  const months: string[] = [];
  let year = Number(fromDate.slice(0, 4));
  let month = Number(fromDate.slice(5, 7));
  const last = toDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last || months.length > 24) break;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
