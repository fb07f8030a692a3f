import { normaliseUkPostcode, outwardCodeOf, postcodeAreaOf } from '@fixwell/common/uk-postcode';

// Postcode search for the "near me" pages: a full postcode or just its first half (the outward
// code, "LS6"), matched to a town in the catalogue by its district, else by its area.

export const POSTCODE_FORMAT_MESSAGE =
  'Enter a UK postcode, such as LS6 2AB, or the first half of one, such as LS6.';

export const POSTCODE_NOT_FOUND_MESSAGE =
  'We could not find that postcode area. Check it and try again.';

/** A searched postcode: the form to show and to prefill the quote form with, and its parts. */
export type PostcodeQuery = {
  /** "LS6 2AB" for a full postcode, "LS6" for an outward code. */
  display: string;
  /** The district: "LS6". */
  outward: string;
  /** The area: "LS". */
  area: string;
  full: boolean;
};

/** The postcode or outward code typed in, normalised; null when it is neither. */
export function parsePostcodeQuery(raw: string): PostcodeQuery | null {
  const outward = outwardCodeOf(raw);
  const area = outward ? postcodeAreaOf(outward) : null;
  if (!outward || !area) return null;
  const full = normaliseUkPostcode(raw);
  return full
    ? { display: full, outward, area, full: true }
    : { display: outward, outward, area, full: false };
}

/** What a town needs for postcode matching; districts are used when the index carries them. */
export type PostcodeMatchable = {
  postcodeAreas: readonly string[];
  postcodeDistricts?: readonly string[];
  population: number;
};

/**
 * The town a postcode belongs to: one that lists its district, else one in its area. Where
 * several towns share an area (Bradford and Keighley are both "BD"), the largest wins: it is the
 * one most trades in that area cover.
 */
export function findLocationForPostcode<T extends PostcodeMatchable>(
  query: PostcodeQuery,
  locations: readonly T[],
): T | undefined {
  const byDistrict = locations.filter((location) =>
    location.postcodeDistricts?.includes(query.outward),
  );
  const candidates =
    byDistrict.length > 0
      ? byDistrict
      : locations.filter((location) => location.postcodeAreas.includes(query.area));
  return candidates.reduce<T | undefined>(
    (largest, location) =>
      !largest || location.population > largest.population ? location : largest,
    undefined,
  );
}

/** Every town in a postcode area, largest first: the choices when a district matched none. */
export function locationsInArea<T extends PostcodeMatchable>(
  area: string,
  locations: readonly T[],
): T[] {
  return locations
    .filter((location) => location.postcodeAreas.includes(area))
    .sort((a, b) => b.population - a.population);
}

/** True when the town was matched by its district rather than only by the postcode area. */
export function matchedByDistrict(query: PostcodeQuery, location: PostcodeMatchable): boolean {
  return location.postcodeDistricts?.includes(query.outward) ?? false;
}
