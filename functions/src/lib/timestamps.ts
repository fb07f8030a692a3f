/** Milliseconds of anything with `toMillis()` (a firebase-admin Timestamp), or null. */
export function millisOf(value: unknown): number | null {
  return value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis(): number }).toMillis()
    : null;
}
