import type { Location } from '@fixwell/common/catalogue/catalogue-schema';

import {
  findLocationForPostcode,
  locationsInArea,
  matchedByDistrict,
  parsePostcodeQuery,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_NOT_FOUND_MESSAGE,
} from '@/features/local-search/postcode-lookup';

/** What the "near me" search needs of a town: the build-time index entry carries all of it. */
export type NearMeTown = Pick<
  Location,
  'slug' | 'name' | 'county' | 'postcodeAreas' | 'postcodeDistricts' | 'population'
>;

/** The state of a "near me" search, from nothing asked yet to the town found. */
export type NearMeAnswer<T extends NearMeTown = NearMeTown> =
  | { kind: 'none' }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string }
  | {
      kind: 'town';
      town: T;
      postcode?: string;
      km?: number;
      /** Other towns the postcode could belong to, when only its area matched. */
      alternatives?: T[];
      area?: string;
    };

export type NearMeTownAnswer<T extends NearMeTown = NearMeTown> = Extract<
  NearMeAnswer<T>,
  { kind: 'town' }
>;

/**
 * The answer to a postcode search: the town that lists its district, else the largest in its
 * area with the others offered as alternatives. `towns` is undefined while they load.
 */
export function answerForPostcode<T extends NearMeTown>(
  searched: string,
  towns: readonly T[] | undefined,
  whileLoading: NearMeAnswer<T>,
): NearMeAnswer<T> {
  if (!searched) return { kind: 'none' };
  const query = parsePostcodeQuery(searched);
  if (!query) return { kind: 'error', message: POSTCODE_FORMAT_MESSAGE };
  if (!towns) return whileLoading;
  const town = findLocationForPostcode(query, towns);
  if (!town) return { kind: 'error', message: POSTCODE_NOT_FOUND_MESSAGE };
  const alternatives = matchedByDistrict(query, town)
    ? []
    : locationsInArea(query.area, towns).filter((other) => other.slug !== town.slug);
  return { kind: 'town', town, postcode: query.display, alternatives, area: query.area };
}
