// Calendar dates as people in the UK mean them: a day in Europe/London, whatever the browser's
// own time zone, so a date range or "applies from" means the same day everywhere.

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function londonParts(millis: number): Record<string, number> {
  return Object.fromEntries(
    LONDON_PARTS.formatToParts(millis)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** Today's date in London, `YYYY-MM-DD`. */
export function londonToday(now = Date.now()): string {
  const { year, month, day } = londonParts(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Epoch milliseconds of midnight in London at the start of `isoDate` (`YYYY-MM-DD`). */
export function londonMidnightMillis(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // London is UTC or one hour ahead: read the wall clock at UTC midnight to learn which.
  const { hour, minute } = londonParts(utcMidnight);
  return utcMidnight - ((hour ?? 0) * 60 + (minute ?? 0)) * 60_000;
}

/** The day after `isoDate`, `YYYY-MM-DD`. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** "24 November 2026 at 13:05", London time. */
export function formatLondonDateTime(date: Date): string {
  return DATE_TIME.format(date);
}
