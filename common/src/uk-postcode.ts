import { AREA_REGEX, isValid, toArea, toNormalised, toOutcode, validOutcode } from 'postcode';
import { z } from 'zod';

export const UK_POSTCODE_MESSAGE = 'Enter a full UK postcode, such as SW1A 1AA.';

/** A full UK postcode in its canonical form ("ls62ab" → "LS6 2AB"), or null when it is not one. */
export function normaliseUkPostcode(raw: string): string | null {
  const trimmed = raw.trim();
  if (!isValid(trimmed)) return null;
  return toNormalised(trimmed);
}

/** A required full UK postcode, output normalised. */
export const ukPostcodeSchema = z
  .string()
  .trim()
  .refine((value) => normaliseUkPostcode(value) !== null, { message: UK_POSTCODE_MESSAGE })
  .transform((value) => normaliseUkPostcode(value) ?? value);

/**
 * The outward code ("district" in Fixwell's coverage and leads) of a full postcode or of an
 * outward code typed alone: "ls6 2ab" → "LS6", "sw1a" → "SW1A"; null when it is neither.
 */
export function outwardCodeOf(raw: string): string | null {
  const trimmed = raw.trim();
  if (isValid(trimmed)) return toOutcode(trimmed);
  const compact = trimmed.replace(/\s+/g, '').toUpperCase();
  return validOutcode(compact) ? compact : null;
}

/** The postcode area of a full postcode or outward code: "LS6 2AB" → "LS", "B1" → "B". */
export function postcodeAreaOf(raw: string): string | null {
  const trimmed = raw.trim();
  if (isValid(trimmed)) return toArea(trimmed);
  const outward = outwardCodeOf(trimmed);
  return outward ? (AREA_REGEX.exec(outward)?.[0] ?? null) : null;
}
