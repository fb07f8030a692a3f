// The admin forms take amounts as people write them (pounds, a percentage) and hand the server's
// schema what it checks (pence, basis points): each field here is text run through a conversion
// and then through the shared schema's own rule for that field, so the wording is the server's.
import { z } from 'zod';

/** Text to a number, then `rule`; blank is "nothing entered" for the rule's own message. */
export function numberText<T extends z.ZodType<number, number>>(rule: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? Number.NaN : Number(value.trim())))
    .pipe(rule);
}

const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * "29.50" → 2950 and "2.5" → 250: a number with up to two decimals, in hundredths. Blank gives
 * NaN, for the rule's "enter…" message; anything else that is not such a number adds `message`.
 */
function hundredths(value: string, context: z.RefinementCtx, message: string, strip: RegExp) {
  const cleaned = value.trim().replace(strip, '').replace(/,/g, '').trim();
  if (cleaned === '') return Number.NaN;
  if (!DECIMAL.test(cleaned)) {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return Math.round(Number(cleaned) * 100);
}

/** Pounds ("29.50", "£1,000") to pence, then `rule`. */
export function poundsText<T extends z.ZodType<number, number>>(rule: T, message: string) {
  return z
    .string()
    .transform((value, context) => hundredths(value, context, message, /^£/))
    .pipe(rule);
}

/** Pounds to pence, or null when left blank, then `rule`. */
export function optionalPoundsText<T extends z.ZodType<number | null, number | null>>(
  rule: T,
  message: string,
) {
  return z
    .string()
    .transform((value, context) =>
      value.trim() === '' ? null : hundredths(value, context, message, /^£/),
    )
    .pipe(rule);
}

/** A percentage ("2.5", "2.75%") to basis points, then `rule`. */
export function percentText<T extends z.ZodType<number, number>>(rule: T, message: string) {
  return z
    .string()
    .transform((value, context) => hundredths(value, context, message, /%$/))
    .pipe(rule);
}

/** Pence to the pounds a form shows: 2950 → "29.50", 2900 → "29". */
export function penceToPoundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** Basis points to the percentage a form shows: 250 → "2.5". */
export function basisPointsToPercentText(basisPoints: number): string {
  return String(basisPoints / 100);
}
