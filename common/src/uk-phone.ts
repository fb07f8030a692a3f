import { z } from 'zod';

export const UK_PHONE_MESSAGE = 'Enter a UK phone number, such as 07700 900123.';

// After removing spaces, dashes, dots and brackets: a mobile (07 + 9 digits), a geographic or
// non-geographic landline (01/02/03 + 8 or 9 digits), or the same numbers in +44 form.
const NATIONAL = /^(?:07\d{9}|0[123]\d{8,9})$/;
const INTERNATIONAL = /^\+44(?:7\d{9}|[123]\d{8,9})$/;

function compact(raw: string): string {
  return raw.trim().replace(/[\s\-.()]/g, '');
}

export function isUkPhone(raw: string): boolean {
  const digits = compact(raw);
  return NATIONAL.test(digits) || INTERNATIONAL.test(digits);
}

/**
 * A UK phone number or nothing (blank), kept as the person typed it (trimmed), so
 * "07700 900123" is not turned into a wall of digits.
 */
export const ukPhoneOrBlankSchema = z
  .string()
  .trim()
  .max(30, { message: UK_PHONE_MESSAGE })
  .refine((value) => value === '' || isUkPhone(value), { message: UK_PHONE_MESSAGE });

/** An optional UK phone number: blank becomes undefined. */
export const optionalUkPhoneSchema = ukPhoneOrBlankSchema.transform((value) =>
  value === '' ? undefined : value,
);
