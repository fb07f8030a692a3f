// Fee schedules start at midnight in London on the date an admin picks, whatever the season
// (GMT in winter, BST in summer). Dates are `YYYY-MM-DD` strings, as the form and the schema send them.

const LONDON = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** London's wall-clock reading at `millis`, as if it were UTC: the difference is the offset. */
function londonWallMillis(millis: number): number {
  const parts = Object.fromEntries(
    londonParts.formatToParts(new Date(millis)).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The date in London at `nowMillis`, `YYYY-MM-DD`. */
export function londonToday(nowMillis: number): string {
  return new Date(londonWallMillis(nowMillis)).toISOString().slice(0, 10);
}

/**
 * The instant London's clocks read 00:00 on `date` (`YYYY-MM-DD`). Clocks change at 01:00 UTC, so
 * every London midnight exists exactly once.
 */
export function londonMidnightMillis(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let guess = wall;
  // Two rounds settle it: the offset at the answer is the offset used to reach it.
  for (let round = 0; round < 2; round += 1) {
    guess = wall - (londonWallMillis(guess) - guess);
  }
  return guess;
}
