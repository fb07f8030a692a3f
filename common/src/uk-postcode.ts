import { isValid, toNormalised } from 'postcode';
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
