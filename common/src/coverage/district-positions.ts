import districtTownsJson from '../../catalogue/district-towns.json';
import postcodeAreasJson from '../../catalogue/postcode-areas.json';
import { outwardCodeOf, postcodeAreaOf } from '../uk-postcode';

// Where each postcode district is, derived offline from Fixwell's own catalogue (no network call,
// no third-party dataset, so no licence beyond ours):
// - `common/catalogue/locations.json` lists 266 towns, each with the latitude and longitude of its
//   town centre and the postcode districts (outward codes) it covers. A district's position is the
//   mean of the centres of the towns that list it, and its towns are those towns. (Read through
//   `district-towns.json`, the slim table scripts/derive-district-towns.mjs derives from it, so the
//   web app does not download every town's description; a test keeps the two in step.)
// - A district no town lists sits at its postcode area's centre (`postcode-areas.json`), marked
//   `approximate`.
// These are TOWN CENTRES, not Royal Mail or ONS district centroids: every Leeds district sits at
// the centre of Leeds. At the scale of a coverage radius (miles) and of ranking by whole miles this
// is good enough, and it is honest: it never claims a precision the data does not have. Swapping in
// an open centroid dataset later changes only this module.

/** A postcode district's position and the towns it belongs to. */
export interface DistrictPosition {
  district: string;
  area: string;
  latitude: number;
  longitude: number;
  /** Towns of our catalogue that list the district (empty when approximate). */
  towns: string[];
  /** True when no town lists the district and it sits at its area's centre. */
  approximate: boolean;
}

/** `district-towns.json`: town → [latitude, longitude], district → the towns listing it. */
export interface DistrictTownsTable {
  towns: Record<string, [number, number]>;
  districts: Record<string, string[]>;
}
interface AreaRow {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

const AREAS: ReadonlyMap<string, AreaRow> = new Map(
  (postcodeAreasJson as AreaRow[]).map((area) => [area.code, area]),
);

/** "LS10" after "LS9", "SW1A" after "SW1": districts in the order people read them. */
export function compareDistricts(a: string, b: string): number {
  const parse = (code: string) => {
    const match = /^([A-Z]+)(\d+)(.*)$/.exec(code);
    return match ? { area: match[1]!, number: Number(match[2]), rest: match[3]! } : null;
  };
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return a.localeCompare(b);
  if (left.area !== right.area) return left.area < right.area ? -1 : 1;
  if (left.number !== right.number) return left.number - right.number;
  return left.rest.localeCompare(right.rest);
}

function buildKnown(table: DistrictTownsTable): Map<string, DistrictPosition> {
  const known = new Map<string, DistrictPosition>();
  const codes = Object.keys(table.districts)
    .map((raw) => [raw, outwardCodeOf(raw)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .sort((a, b) => compareDistricts(a[1], b[1]));
  for (const [raw, district] of codes) {
    const names = table.districts[raw]!.filter((name) => table.towns[name]);
    if (names.length === 0) continue;
    const centres = names.map((name) => table.towns[name]!);
    known.set(district, {
      district,
      area: postcodeAreaOf(district) ?? '',
      latitude: centres.reduce((sum, [latitude]) => sum + latitude, 0) / centres.length,
      longitude: centres.reduce((sum, [, longitude]) => sum + longitude, 0) / centres.length,
      towns: names,
      approximate: false,
    });
  }
  return known;
}

/** Every district a town of our catalogue lists, in reading order. */
export const KNOWN_DISTRICTS: ReadonlyMap<string, DistrictPosition> = buildKnown(
  districtTownsJson as unknown as DistrictTownsTable,
);

const DISTRICTS_BY_AREA: ReadonlyMap<string, string[]> = (() => {
  const byArea = new Map<string, string[]>();
  for (const position of KNOWN_DISTRICTS.values()) {
    const list = byArea.get(position.area) ?? [];
    list.push(position.district);
    byArea.set(position.area, list);
  }
  return byArea;
})();

/** Every postcode area we know, with its name ("LS", "Leeds"), in alphabetical order. */
export const POSTCODE_AREA_NAMES: ReadonlyMap<string, string> = new Map(
  [...AREAS.values()]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((area) => [area.code, area.name]),
);

/**
 * The position of a district ("LS6", or any postcode or outward code written loosely): the mean
 * of its towns' centres, or its area's centre (approximate) when no town lists it; null when it is
 * not an outward code or its area is unknown.
 */
export function districtPosition(raw: string): DistrictPosition | null {
  const district = outwardCodeOf(raw);
  if (!district) return null;
  const known = KNOWN_DISTRICTS.get(district);
  if (known) return known;
  const area = postcodeAreaOf(district);
  const centre = area ? AREAS.get(area) : undefined;
  if (!area || !centre) return null;
  return {
    district,
    area,
    latitude: centre.latitude,
    longitude: centre.longitude,
    towns: [],
    approximate: true,
  };
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles between two positions (haversine). */
export function milesApart(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The known districts within `miles` of a base district, nearest first (then in reading order),
 * always including the base itself; empty when the base is unknown.
 */
export function districtsWithin(baseDistrict: string, miles: number): string[] {
  const base = districtPosition(baseDistrict);
  if (!base) return [];
  const near = [...KNOWN_DISTRICTS.values()]
    .map((position) => ({ district: position.district, miles: milesApart(base, position) }))
    .filter((entry) => entry.miles <= miles && entry.district !== base.district)
    .sort((a, b) => a.miles - b.miles || compareDistricts(a.district, b.district))
    .map((entry) => entry.district);
  return [base.district, ...near];
}

/** The districts of an area that our catalogue lists ("LS" → "LS1", "LS2"…), in reading order. */
export function knownDistrictsOfArea(area: string): string[] {
  return [...(DISTRICTS_BY_AREA.get(area.trim().toUpperCase()) ?? [])];
}

/** The towns of some districts, each once, in the order the districts first name them. */
export function townsOf(districts: readonly string[]): string[] {
  const towns = new Set<string>();
  for (const district of districts) {
    for (const town of KNOWN_DISTRICTS.get(district)?.towns ?? []) towns.add(town);
  }
  return [...towns];
}
