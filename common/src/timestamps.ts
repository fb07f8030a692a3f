/**
 * Timestamps as both Firebase SDKs hand them over. The web SDK's and the Admin SDK's `Timestamp`
 * classes differ, but both have `toMillis()` and `toDate()`, which is all Fixwell reads; shared
 * document shapes are generic over the timestamp type (`LeadDocument<TTime>`).
 */
export interface TimestampLike {
  toMillis(): number;
  toDate(): Date;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<TimestampLike>).toMillis === 'function' &&
    typeof (value as Partial<TimestampLike>).toDate === 'function'
  );
}

/** Milliseconds of a stored timestamp; null when the field is missing or not a timestamp. */
export function millisOf(value: unknown): number | null {
  return isTimestampLike(value) ? value.toMillis() : null;
}

/** A stored timestamp as a Date; null when the field is missing or not a timestamp. */
export function dateOf(value: unknown): Date | null {
  return isTimestampLike(value) ? value.toDate() : null;
}

/** A stored timestamp as ISO 8601 text (what callables answer); null when missing. */
export function isoOf(value: unknown): string | null {
  return isTimestampLike(value) ? value.toDate().toISOString() : null;
}
