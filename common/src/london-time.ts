// London wall-clock times and the UTC instants behind them: the days analytics count by, the
// dates people are shown and appointments' arrival windows. One module for web and functions,
// built on `Intl.DateTimeFormat` (no time-zone package): summer time (BST) starts on the last
// Sunday of March at 01:00 UTC and ends on the last Sunday of October at 01:00 UTC.

export const LONDON_TIME_ZONE = 'Europe/London';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The London wall-clock fields of an instant. */
export function londonParts(instant: Date | number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = Object.fromEntries(
    partsFormat
      .formatToParts(typeof instant === 'number' ? new Date(instant) : instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return { ...parts, hour: parts.hour % 24 };
}

/** Minutes London is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date | number): number {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  const p = londonParts(millis);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(millis / 1000) * 1000) / 60_000);
}

/** A `YYYY-MM-DD` date's year, month (1–12) and day; throws on anything else. */
export function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function parseTime(time: string): [number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * The UTC instant of a London wall-clock time (`date` `YYYY-MM-DD`, `time` `HH:MM`). A time that
 * does not exist (01:30 on the morning the clocks go forward) is read as the same clock time in
 * the offset before the change (so 02:30 BST); a time that happens twice (01:30 on the morning
 * they go back) is the first, in summer time.
 */
export function londonInstant(date: string, time: string): Date {
  const [year, month, day] = parseDate(date);
  const [hour, minute] = parseTime(time);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset is at most an hour and changes at most once around the time: try the offset an
  // hour before and the offset at the guess, and keep the one that reads back as the wall time.
  const before = londonOffsetMinutes(wall - 2 * 3_600_000);
  const candidate = wall - before * 60_000;
  const after = londonOffsetMinutes(candidate);
  if (after === before) return new Date(candidate);
  const adjusted = wall - after * 60_000;
  return londonOffsetMinutes(adjusted) === after ? new Date(adjusted) : new Date(candidate);
}

/**
 * The instant (epoch millis) London's clocks read 00:00 on `date` (`YYYY-MM-DD`). Clocks change
 * at 01:00 UTC, so every London midnight exists exactly once.
 */
export function londonMidnightMillis(date: string): number {
  return londonInstant(date, '00:00').getTime();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The London date (`YYYY-MM-DD`) of an instant. */
export function londonDateOf(instant: Date | number): string {
  const p = londonParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The London time (`HH:MM`) of an instant. */
export function londonTimeOf(instant: Date | number): string {
  const p = londonParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** A London date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The Monday of the week a London date falls in. */
export function mondayOf(date: string): string {
  const [year, month, day] = parseDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Tuesday 22 November 2026" for a London date. */
export function formatLondonDate(date: string, { weekday = true } = {}): string {
  const [year, month, day] = parseDate(date);
  const name = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const rest = `${day} ${MONTHS[month - 1]} ${year}`;
  return weekday ? `${name} ${rest}` : rest;
}

/** "8:00am", "12:30pm" for an `HH:MM` time. */
export function formatClockTime(time: string): string {
  const [hour, minute] = parseTime(time);
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)}${suffix}`;
}

function shortTime(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? String(twelve) : `${twelve}:${pad(minute)}`;
}

/** An arrival window as people say it: "8–10am", "11:30am–1pm", "8:30–9am". */
export function formatWindow(start: string, end: string): string {
  const [startHour, startMinute] = parseTime(start);
  const [endHour, endMinute] = parseTime(end);
  const startSuffix = startHour < 12 ? 'am' : 'pm';
  const endSuffix = endHour < 12 ? 'am' : 'pm';
  const from = shortTime(startHour, startMinute);
  const to = `${shortTime(endHour, endMinute)}${endSuffix}`;
  return startSuffix === endSuffix ? `${from}–${to}` : `${from}${startSuffix}–${to}`;
}

/** "Tuesday 22 November 2026, 8–10am". */
export function formatAppointmentTime(time: {
  date: string;
  windowStart: string;
  windowEnd: string;
}): string {
  return `${formatLondonDate(time.date)}, ${formatWindow(time.windowStart, time.windowEnd)}`;
}

/** The arrival windows' times, every 30 minutes from 06:00 to 21:00. */
export const APPOINTMENT_TIME_STEPS: readonly string[] = Array.from(
  { length: 31 },
  (_, index) => `${pad(6 + Math.floor(index / 2))}:${index % 2 === 0 ? '00' : '30'}`,
);

/** How long an appointment may take, as the form offers it. */
export const APPOINTMENT_DURATIONS: readonly { minutes: number; label: string }[] = [
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 90, label: '1½ hours' },
  { minutes: 120, label: '2 hours' },
  { minutes: 180, label: '3 hours' },
  { minutes: 240, label: '4 hours' },
  { minutes: 360, label: '6 hours' },
  { minutes: 480, label: 'A full day (8 hours)' },
];
