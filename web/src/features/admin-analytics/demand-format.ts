const counts = new Intl.NumberFormat('en-GB');

/** "1,250". */
export function formatCount(value: number): string {
  return counts.format(value);
}
