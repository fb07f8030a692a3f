// Calendar dates as people in the UK mean them: a day in Europe/London, whatever the browser's
// own time zone, so a date range or "applies from" means the same day everywhere.

// Dates themselves (today in London, midnight, the next day) come from
// `@fixwell/common/london-time`, shared with the functions.

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
