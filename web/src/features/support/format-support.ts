const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "22 November 2026 at 14:05", London time. */
export function formatSupportTime(date: Date): string {
  return DATE_TIME.format(date).replace(', ', ' at ');
}
