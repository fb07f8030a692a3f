import locationsJson from '../../catalogue/locations.json';
import postcodeAreasJson from '../../catalogue/postcode-areas.json';
import { normaliseUkPostcode, outwardCodeOf, postcodeAreaOf } from '../uk-postcode';

// Where a company is, as the public may see it: its base postcode's district (outward code) and
// that district's town. The full postcode stays in companyPrivate/{uid} (a sole trader's may be
// their home); this is all that companies/{uid} carries.

interface PlaceLocation {
  name: string;
  postcodeDistricts: string[];
  population: number;
}

interface PlaceArea {
  code: string;
  name: string;
}

const LOCATIONS = locationsJson as PlaceLocation[];
const AREAS = postcodeAreasJson as PlaceArea[];

/** The public place of a base postcode: district and town, never the full postcode. */
export interface CompanyPlace {
  /** "LS6" */
  baseDistrict: string;
  /** "Leeds": the catalogue town listing the district, else the postcode area's name. */
  town: string;
}

/**
 * The town of a district: the catalogue town whose `postcodeDistricts` include it (the most
 * populous when several do), else the name of its postcode area ("LS" → "Leeds"); null when the
 * district is not a UK outward code.
 */
export function townOfDistrict(district: string): string | null {
  const outward = outwardCodeOf(district);
  if (!outward) return null;
  const towns = LOCATIONS.filter((location) => location.postcodeDistricts.includes(outward));
  const town = towns.sort((a, b) => b.population - a.population)[0];
  if (town) return town.name;
  const area = postcodeAreaOf(outward);
  return AREAS.find((candidate) => candidate.code === area)?.name ?? null;
}

/**
 * The public place of a full base postcode ("ls6 2ab" → LS6, Leeds), or null when it is not a
 * full UK postcode. The town falls back to the district itself when no name is known.
 */
export function companyPlaceOf(basePostcode: string): CompanyPlace | null {
  const normalised = normaliseUkPostcode(basePostcode);
  if (!normalised) return null;
  const baseDistrict = outwardCodeOf(normalised);
  if (!baseDistrict) return null;
  return { baseDistrict, town: townOfDistrict(baseDistrict) ?? baseDistrict };
}
