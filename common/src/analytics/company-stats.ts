import { addDays, formatLondonDate, mondayOf, MONTHS, parseDate } from '../london-time';

// A company's figures by London day (`companyStatsDays/{companyId}_{YYYY-MM-DD}`), recomputed
// from their sources by functions (functions/src/analytics/) whenever a lead, a first reply, a
// document or a payment of that day changes, and added up by ISO week and calendar month into
// the rollups `/company/analytics` reads (see "Period rollups" below). Each figure counts what
// happened on that day: a lead received on Monday and accepted on Tuesday counts as received on
// Monday, accepted on Tuesday.

/** First replies whose minutes a day keeps (a median over a week or a month takes them all). */
export const FIRST_RESPONSE_MINUTES_CAP = 200;
/** Weeks or months the page shows. */
export const STATS_PERIODS_SHOWN = 12;

/** What a day counts. */
export interface CompanyStatsFigures {
  /** Leads offered to the company that day (`leads.createdAt`). */
  leadsReceived: number;
  /** Leads accepted that day (`respondedAt`, status accepted). */
  leadsAccepted: number;
  /** Leads declined that day (`respondedAt`, status declined). */
  leadsDeclined: number;
  /** Leads that expired unanswered that day (`expiredAt`). */
  leadsExpired: number;
  /** First replies written that day (the company's first message in a lead's conversation). */
  firstResponses: number;
  /**
   * Minutes from each of those leads being offered to the first reply, one decimal, at most
   * FIRST_RESPONSE_MINUTES_CAP of them (the earliest of the day), so a median can be taken over
   * any number of days.
   */
  firstResponseMinutes: number[];
  /** Quotes sent that day (first sent: `sentAt`). */
  quotesSent: number;
  /** Quotes the customer accepted that day (`acceptance.at`). */
  quotesAccepted: number;
  /** Invoices sent that day. */
  invoicesSent: number;
  /** Card payments received that day, in pence (before refunds and the platform fee). */
  paymentsPence: number;
  /** Refunds made that day (succeeded or on their way), in pence. */
  refundsPence: number;
  /** paymentsPence − refundsPence (negative on a day of refunds only). */
  revenuePence: number;
}

/** `companyStatsDays/{companyId}_{day}`: written by functions only. */
export interface CompanyStatsDayDocument<TTime> extends CompanyStatsFigures {
  companyId: string;
  /** The London day, `YYYY-MM-DD`. */
  day: string;
  /**
   * When the sources were read: a recomputation writes only when its read is newer than the one
   * stored, so two running at once can never leave the older answer.
   */
  sourcesReadAt: TTime;
  updatedAt: TTime;
}

export function companyStatsDayId(companyId: string, day: string): string {
  return `${companyId}_${day}`;
}

export function emptyStatsFigures(): CompanyStatsFigures {
  return {
    leadsReceived: 0,
    leadsAccepted: 0,
    leadsDeclined: 0,
    leadsExpired: 0,
    firstResponses: 0,
    firstResponseMinutes: [],
    quotesSent: 0,
    quotesAccepted: 0,
    invoicesSent: 0,
    paymentsPence: 0,
    refundsPence: 0,
    revenuePence: 0,
  };
}

const figureOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Stored figures (a day's or a period's) read defensively: a missing or malformed one is 0. */
export function statsFiguresFromData(data: Record<string, unknown>): CompanyStatsFigures {
  const figures = emptyStatsFigures();
  for (const key of Object.keys(figures) as Array<keyof CompanyStatsFigures>) {
    if (key !== 'firstResponseMinutes') figures[key] = figureOf(data[key]);
  }
  figures.firstResponseMinutes = Array.isArray(data.firstResponseMinutes)
    ? data.firstResponseMinutes.filter((m): m is number => typeof m === 'number')
    : [];
  return figures;
}

/** True when a day counted anything at all. */
export function hasStatsActivity(figures: CompanyStatsFigures): boolean {
  return (
    figures.leadsReceived +
      figures.leadsAccepted +
      figures.leadsDeclined +
      figures.leadsExpired +
      figures.firstResponses +
      figures.quotesSent +
      figures.quotesAccepted +
      figures.invoicesSent +
      figures.paymentsPence +
      figures.refundsPence !==
    0
  );
}

// ---- Medians and rates ------------------------------------------------------------------------

/** The median of the values (mean of the middle two for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median * 10) / 10;
}

/**
 * Quotes accepted ÷ quotes sent in a period, 0–1; null when none were sent. A quote accepted in
 * a later period than it was sent can make a period's count pass its quotes sent: the rate then
 * reads 100 %.
 */
export function winRate(quotesAccepted: number, quotesSent: number): number | null {
  if (quotesSent <= 0) return null;
  return Math.min(1, quotesAccepted / quotesSent);
}

// ---- Periods --------------------------------------------------------------------------------

export type StatsPeriodKind = 'week' | 'month';

export const STATS_PERIOD_KIND_LABELS: Record<StatsPeriodKind, string> = {
  week: 'By week',
  month: 'By month',
};

/** One ISO week (Monday to Sunday) or calendar month, with the figures of its days added up. */
export interface StatsPeriod extends CompanyStatsFigures {
  kind: StatsPeriodKind;
  /** `2026-W47` or `2026-11`. */
  key: string;
  /** First and last London day, inclusive. */
  start: string;
  end: string;
  /** "Week of 16 November 2026", "November 2026". */
  label: string;
  /** "16 Nov", "Nov 2026": for a chart's axis. */
  shortLabel: string;
  medianResponseMinutes: number | null;
  winRate: number | null;
}

/** "16 November 2026" for a London day. */
export function formatStatsDay(day: string): string {
  return formatLondonDate(day, { weekday: false });
}

/** "16/11/2026": dates in the CSV, as a UK spreadsheet reads them. */
function csvDay(day: string): string {
  const [year, month, date] = parseDate(day);
  return `${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The ISO week of a day: `2026-W47` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekKey(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const [year] = parseDate(thursday);
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const week =
    Math.round(
      (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) /
        (7 * 86_400_000),
    ) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function addMonths(firstOfMonth: string, months: number): string {
  const [year, month] = parseDate(firstOfMonth);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

interface PeriodFrame {
  key: string;
  start: string;
  end: string;
  label: string;
  shortLabel: string;
}

/** The week (Monday to Sunday) or calendar month holding `day`. */
export function statsPeriodFrameOf(kind: StatsPeriodKind, day: string): PeriodFrame {
  if (kind === 'week') {
    const start = mondayOf(day);
    const [, month, date] = parseDate(start);
    return {
      key: isoWeekKey(start),
      start,
      end: addDays(start, 6),
      label: `Week of ${formatStatsDay(start)}`,
      shortLabel: `${date} ${MONTHS[month - 1]!.slice(0, 3)}`,
    };
  }
  const start = monthStart(day);
  const [year, month] = parseDate(start);
  return {
    key: start.slice(0, 7),
    start,
    end: addDays(addMonths(start, 1), -1),
    label: `${MONTHS[month - 1]} ${year}`,
    shortLabel: `${MONTHS[month - 1]!.slice(0, 3)} ${year}`,
  };
}

/** The last `count` weeks or months up to the one holding `today`, oldest first. */
export function statsPeriodFrames(
  kind: StatsPeriodKind,
  today: string,
  count = STATS_PERIODS_SHOWN,
): PeriodFrame[] {
  const frames: PeriodFrame[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const first =
      kind === 'week' ? addDays(mondayOf(today), -7 * back) : addMonths(monthStart(today), -back);
    frames.push(statsPeriodFrameOf(kind, first));
  }
  return frames;
}

/** A day's figures as stored (with its day); anything else on the document is ignored. */
export type StatsDay = CompanyStatsFigures & { day: string };

function addFigures(into: CompanyStatsFigures, day: CompanyStatsFigures): void {
  into.leadsReceived += day.leadsReceived;
  into.leadsAccepted += day.leadsAccepted;
  into.leadsDeclined += day.leadsDeclined;
  into.leadsExpired += day.leadsExpired;
  into.firstResponses += day.firstResponses;
  into.firstResponseMinutes.push(...day.firstResponseMinutes);
  into.quotesSent += day.quotesSent;
  into.quotesAccepted += day.quotesAccepted;
  into.invoicesSent += day.invoicesSent;
  into.paymentsPence += day.paymentsPence;
  into.refundsPence += day.refundsPence;
  into.revenuePence += day.revenuePence;
}

// ---- Period rollups -----------------------------------------------------------------------------
//
// `companyStatsWeeks/{companyId}_{YYYY-Www}` and `companyStatsMonths/{companyId}_{YYYY-MM}`: each
// ISO week's and calendar month's days added up, rebuilt by functions from `companyStatsDays`
// whenever one of its days is written, so the page reads 24 small documents instead of a year of
// days. The median stays exact: a period keeps every reply's minutes its days keep (each day at
// most FIRST_RESPONSE_MINUTES_CAP, the earliest), in day order, and a median over several periods
// takes them all, exactly as over the days.

/** A week's or a month's figures with its key (`2026-W47`, `2026-11`), as the page reads them. */
export type StatsPeriodRollup = CompanyStatsFigures & { key: string };

/** `companyStatsWeeks/{id}` or `companyStatsMonths/{id}`: written by functions only. */
export interface CompanyStatsPeriodDocument<TTime> extends CompanyStatsFigures {
  companyId: string;
  kind: StatsPeriodKind;
  /** `2026-W47` or `2026-11`. */
  key: string;
  /** First and last London day, inclusive. */
  start: string;
  end: string;
  /** How many stored days it adds up (a period is stored once one of its days is). */
  days: number;
  updatedAt: TTime;
}

export function companyStatsPeriodId(companyId: string, key: string): string {
  return `${companyId}_${key}`;
}

/**
 * The days added up by the week or month holding each, oldest period first; a period appears
 * only when at least one of its days does. Days are taken in date order.
 */
export function rollupStatsDays(
  days: readonly StatsDay[],
  kind: StatsPeriodKind,
): Array<StatsPeriodRollup & { start: string; end: string; days: number }> {
  const periods = new Map<
    string,
    StatsPeriodRollup & { start: string; end: string; days: number }
  >();
  for (const day of [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const { key, start, end } = statsPeriodFrameOf(kind, day.day);
    let period = periods.get(key);
    if (!period) {
      period = { key, start, end, days: 0, ...emptyStatsFigures() };
      periods.set(key, period);
    }
    period.days += 1;
    addFigures(period, day);
  }
  return [...periods.values()].sort((a, b) => (a.start < b.start ? -1 : 1));
}

/**
 * The last `count` weeks or months up to `today`, oldest first, from their rollups (matched by
 * key); a period without one has zeros. Rollups outside the periods are left out.
 */
export function statsPeriodsFromRollups(
  rollups: readonly StatsPeriodRollup[],
  kind: StatsPeriodKind,
  today: string,
  count = STATS_PERIODS_SHOWN,
): StatsPeriod[] {
  const byKey = new Map(rollups.map((rollup) => [rollup.key, rollup]));
  return statsPeriodFrames(kind, today, count).map((frame) => {
    const figures = emptyStatsFigures();
    const rollup = byKey.get(frame.key);
    if (rollup) addFigures(figures, rollup);
    return {
      ...frame,
      ...figures,
      kind,
      medianResponseMinutes: medianOf(figures.firstResponseMinutes),
      winRate: winRate(figures.quotesAccepted, figures.quotesSent),
    };
  });
}

/**
 * The days added up into the last `count` weeks or months up to `today`, oldest first; a period
 * without days has zeros. Days outside the periods are left out. The same sums as the rollups.
 */
export function groupStatsDays(
  days: readonly StatsDay[],
  kind: StatsPeriodKind,
  today: string,
  count = STATS_PERIODS_SHOWN,
): StatsPeriod[] {
  return statsPeriodsFromRollups(rollupStatsDays(days, kind), kind, today, count);
}

// ---- Words and the CSV --------------------------------------------------------------------------

/** "35 min", "3 h 5 min", "2 days 4 h"; "No replies" without a median. */
export function formatResponseMinutes(minutes: number | null): string {
  if (minutes === null) return 'No replies';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.round((whole % (24 * 60)) / 60);
  const dayWord = days === 1 ? 'day' : 'days';
  return hours === 0 ? `${days} ${dayWord}` : `${days} ${dayWord} ${hours} h`;
}

/** "40%"; "–" when no quotes were sent. */
export function formatWinRate(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

function pounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const STATS_CSV_HEADER = [
  'Period',
  'From',
  'To',
  'Leads received',
  'Leads accepted',
  'Leads declined',
  'Leads expired',
  'First replies',
  'Median first response (minutes)',
  'Quotes sent',
  'Quotes accepted',
  'Win rate (%)',
  'Invoices sent',
  'Card payments (£)',
  'Refunds (£)',
  'Revenue (£)',
] as const;

/** The periods as CSV: a header row, dates as dd/mm/yyyy, money in pounds with two decimals. */
export function statsCsv(periods: readonly StatsPeriod[]): string {
  const rows = periods.map((period) => [
    period.label,
    csvDay(period.start),
    csvDay(period.end),
    period.leadsReceived,
    period.leadsAccepted,
    period.leadsDeclined,
    period.leadsExpired,
    period.firstResponses,
    period.medianResponseMinutes === null ? '' : period.medianResponseMinutes,
    period.quotesSent,
    period.quotesAccepted,
    period.winRate === null ? '' : Math.round(period.winRate * 100),
    period.invoicesSent,
    pounds(period.paymentsPence),
    pounds(period.refundsPence),
    pounds(period.revenuePence),
  ]);
  return [STATS_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** `fixwell-analytics-by-week-2026-11-24.csv`. */
export function statsCsvFileName(kind: StatsPeriodKind, today: string): string {
  return `fixwell-analytics-by-${kind}-${today}.csv`;
}
