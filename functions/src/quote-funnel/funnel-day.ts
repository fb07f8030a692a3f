// Funnel days are London calendar days: the product is British, and a day that ended at
// midnight UTC would split a British evening in summer.
const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-11-23": the day in Europe/London of an instant. */
export function londonDay(at: Date | number): string {
  return LONDON_DAY.format(typeof at === 'number' ? new Date(at) : at);
}
