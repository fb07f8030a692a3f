import {
  compareDistricts,
  KNOWN_DISTRICTS,
  knownDistrictsOfArea,
  POSTCODE_AREA_NAMES,
} from '@fixwell/common/coverage/district-positions';
import { outwardCodeOf } from '@fixwell/common/uk-postcode';

/** Something the coverage editor's search offers to add. */
export type PlaceResult =
  | { kind: 'district'; district: string; label: string }
  | { kind: 'area'; area: string; label: string; districtCount: number }
  | { kind: 'town'; town: string; districts: string[]; label: string };

const TOWN_DISTRICTS: ReadonlyMap<string, string[]> = (() => {
  const byTown = new Map<string, string[]>();
  for (const position of KNOWN_DISTRICTS.values()) {
    for (const town of position.towns) {
      byTown.set(town, [...(byTown.get(town) ?? []), position.district]);
    }
  }
  return byTown;
})();

/** The towns a district belongs to, for its chip ("LS6 · Leeds"). */
export function districtTowns(district: string): string[] {
  return KNOWN_DISTRICTS.get(district)?.towns ?? [];
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Districts, areas and towns matching what was typed: an outward code ("ls6", even one no town
 * lists), a postcode area ("LS") or the start of a town or area name ("leed"). At most `limit`.
 */
export function searchPlaces(raw: string, limit = 8): PlaceResult[] {
  const query = raw.trim();
  if (query === '') return [];
  const upper = query.toUpperCase().replace(/\s+/g, '');
  const lower = query.toLowerCase();
  const results: PlaceResult[] = [];

  const areaName = POSTCODE_AREA_NAMES.get(upper);
  if (areaName) {
    const count = knownDistrictsOfArea(upper).length;
    results.push({
      kind: 'area',
      area: upper,
      districtCount: count,
      label: `All of ${upper} (${areaName} area, ${plural(count, 'district')} and any others)`,
    });
  }
  const exact = outwardCodeOf(upper);
  if (exact && exact === upper) {
    const towns = districtTowns(exact);
    results.push({
      kind: 'district',
      district: exact,
      label: towns.length ? `${exact} (${towns.join(', ')})` : exact,
    });
  }
  for (const district of [...KNOWN_DISTRICTS.keys()]
    .filter((code) => code !== exact && code.startsWith(upper))
    .sort(compareDistricts)) {
    results.push({
      kind: 'district',
      district,
      label: `${district} (${districtTowns(district).join(', ')})`,
    });
  }
  if (lower.length >= 2) {
    for (const [town, districts] of TOWN_DISTRICTS) {
      if (!town.toLowerCase().startsWith(lower)) continue;
      const sorted = [...districts].sort(compareDistricts);
      results.push({
        kind: 'town',
        town,
        districts: sorted,
        label: `${town} (${plural(sorted.length, 'district')}: ${sorted.join(', ')})`,
      });
    }
    for (const [area, name] of POSTCODE_AREA_NAMES) {
      if (area === upper || !name.toLowerCase().startsWith(lower)) continue;
      const count = knownDistrictsOfArea(area).length;
      results.push({
        kind: 'area',
        area,
        districtCount: count,
        label: `All of ${area} (${name} area, ${plural(count, 'district')} and any others)`,
      });
    }
  }
  return results.slice(0, limit);
}
