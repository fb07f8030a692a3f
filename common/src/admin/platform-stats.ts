import { addDays, mondayOf } from '../london-time';
import { medianOf, statsPeriodFrameOf } from '../analytics/company-stats';

// The platform's figures by London day, for the admin dashboard (`/admin`) and the demand
// analytics (`/admin/analytics`, `/admin/analytics/service/:slug`). Functions keep them
// (functions/src/platform-stats/): a write to a quote request, a lead, a lead's conversation, a
// company or a payment row recomputes the days it changed from their sources, and a nightly pass
// recomputes yesterday and today and records the day's snapshots (monthly recurring revenue,
// companies covering each service). Each figure counts what happened on its day: a request made
// on Monday counts on Monday, with the match it got; a lead sent on Monday and accepted on
// Tuesday counts as sent on Monday and accepted on Tuesday.

/** First replies whose minutes a day keeps (the earliest), so medians over any days stay exact. */
export const PLATFORM_RESPONSE_MINUTES_CAP = 1_000;

/** What a day counts, for the whole platform or one service. */
export interface DemandFigures {
  /** Quote requests made that day (`quotes.createdAt`). */
  quoteRequests: number;
  /** Of those, the ones matched to at least one company (so far). */
  matched: number;
  /** Of those, the ones matching found nobody for (status `no-match`). */
  noMatch: number;
  /** Leads offered to companies that day (`leads.createdAt`). */
  leadsSent: number;
  /** Leads accepted, declined or expired that day. */
  leadsAccepted: number;
  leadsDeclined: number;
  leadsExpired: number;
  /** Companies' first replies in a lead's conversation that day. */
  firstResponses: number;
  /** Minutes from each of those leads being sent to the reply (earliest first, capped). */
  firstResponseMinutes: number[];
  /** Requests by postcode area ("LS": 4). */
  requestsByArea: Record<string, number>;
}

/** One service's day inside the platform's day (what the service list reads). */
export interface ServiceDemandFigures extends DemandFigures {
  /** Subscribed, listed companies doing the service (the nightly snapshot); null before one. */
  companiesCovering: number | null;
}

/** Subscriptions whose monthly amount counts in monthly recurring revenue (as /admin/subscriptions). */
export const MRR_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** `platformStatsDays/{YYYY-MM-DD}`: written by functions only; admins read. */
export interface PlatformStatsDayDocument<TTime> extends DemandFigures {
  day: string;
  /** Companies created that day. */
  newCompanies: number;
  /** Card payments for documents received that day, in pence (before refunds and fees). */
  cardPaymentsPence: number;
  cardPayments: number;
  /** Monthly recurring revenue (ex VAT) when the day was last snapshotted; null before one. */
  mrrPence: number | null;
  /** Subscriptions counted in it (active, trialing, past due). */
  activeSubscriptions: number | null;
  /** Each service with anything that day (or covered, on a snapshotted day), by slug. */
  services: Record<string, ServiceDemandFigures>;
  sourcesReadAt: TTime;
  updatedAt: TTime;
}

/** `serviceStatsDays/{slug}_{YYYY-MM-DD}`: written by functions only; admins read. */
export interface ServiceStatsDayDocument<TTime> extends ServiceDemandFigures {
  service: string;
  day: string;
  updatedAt: TTime;
}

export function serviceStatsDayId(service: string, day: string): string {
  return `${service}_${day}`;
}

export function emptyDemandFigures(): DemandFigures {
  return {
    quoteRequests: 0,
    matched: 0,
    noMatch: 0,
    leadsSent: 0,
    leadsAccepted: 0,
    leadsDeclined: 0,
    leadsExpired: 0,
    firstResponses: 0,
    firstResponseMinutes: [],
    requestsByArea: {},
  };
}

/** The counted figures of a day (everything but the minutes and the areas). */
export const DEMAND_COUNT_KEYS = [
  'quoteRequests',
  'matched',
  'noMatch',
  'leadsSent',
  'leadsAccepted',
  'leadsDeclined',
  'leadsExpired',
  'firstResponses',
] as const satisfies ReadonlyArray<keyof DemandFigures>;

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const nullableNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Stored figures read defensively: anything missing or malformed is 0 (or empty). */
export function demandFiguresFromData(data: Record<string, unknown>): DemandFigures {
  const figures = emptyDemandFigures();
  for (const key of DEMAND_COUNT_KEYS) figures[key] = numberOf(data[key]);
  figures.firstResponseMinutes = Array.isArray(data.firstResponseMinutes)
    ? data.firstResponseMinutes.filter((m): m is number => typeof m === 'number')
    : [];
  const areas = data.requestsByArea;
  if (areas && typeof areas === 'object') {
    for (const [area, n] of Object.entries(areas as Record<string, unknown>)) {
      if (numberOf(n) > 0) figures.requestsByArea[area] = numberOf(n);
    }
  }
  return figures;
}

export function serviceFiguresFromData(data: Record<string, unknown>): ServiceDemandFigures {
  return {
    ...demandFiguresFromData(data),
    companiesCovering: nullableNumber(data.companiesCovering),
  };
}

/** A stored platform day as the pages read it (no times). */
export type PlatformDay = Omit<PlatformStatsDayDocument<never>, 'sourcesReadAt' | 'updatedAt'>;
/** A stored service day as the pages read it. */
export type ServiceDay = ServiceDemandFigures & { day: string };

export function platformDayFromData(day: string, data: Record<string, unknown>): PlatformDay {
  const services: Record<string, ServiceDemandFigures> = {};
  if (data.services && typeof data.services === 'object') {
    for (const [slug, figures] of Object.entries(data.services as Record<string, unknown>)) {
      if (figures && typeof figures === 'object')
        services[slug] = serviceFiguresFromData(figures as Record<string, unknown>);
    }
  }
  return {
    ...demandFiguresFromData(data),
    day,
    newCompanies: numberOf(data.newCompanies),
    cardPaymentsPence: numberOf(data.cardPaymentsPence),
    cardPayments: numberOf(data.cardPayments),
    mrrPence: nullableNumber(data.mrrPence),
    activeSubscriptions: nullableNumber(data.activeSubscriptions),
    services,
  };
}

/** True when a day counted any demand at all. */
export function hasDemand(figures: DemandFigures): boolean {
  return DEMAND_COUNT_KEYS.some((key) => figures[key] !== 0);
}

/** Adds `day` into `into` (counts, minutes in order, areas). */
export function addDemand(into: DemandFigures, day: DemandFigures): DemandFigures {
  for (const key of DEMAND_COUNT_KEYS) into[key] += day[key];
  into.firstResponseMinutes.push(...day.firstResponseMinutes);
  for (const [area, n] of Object.entries(day.requestsByArea))
    into.requestsByArea[area] = (into.requestsByArea[area] ?? 0) + n;
  return into;
}

export function sumDemand(days: readonly DemandFigures[]): DemandFigures {
  return days.reduce((into, day) => addDemand(into, day), emptyDemandFigures());
}

/**
 * `webhookFailures/{eventId}`: a Stripe event whose handler failed (the webhook answered 500 and
 * Stripe retries it), kept until the same event succeeds. Written by the webhook only; admins read.
 */
export interface WebhookFailureDocument<TTime> {
  eventId: string;
  endpoint: 'platform' | 'connect';
  type: string;
  /** The last failure's message (shortened). */
  message: string;
  attempts: number;
  firstFailedAt: TTime;
  lastFailedAt: TTime;
  resolved: boolean;
  resolvedAt: TTime | null;
}

/** Longest failure message kept. */
export const WEBHOOK_FAILURE_MESSAGE_MAX = 500;

// ---- Rates ----------------------------------------------------------------------------------

/** Matched ÷ (matched + no match), 0–1; null when matching decided nothing. */
export function matchRate(figures: Pick<DemandFigures, 'matched' | 'noMatch'>): number | null {
  const decided = figures.matched + figures.noMatch;
  return decided > 0 ? figures.matched / decided : null;
}

/** Leads accepted ÷ leads answered or expired, 0–1; null when none were. */
export function acceptanceRate(
  figures: Pick<DemandFigures, 'leadsAccepted' | 'leadsDeclined' | 'leadsExpired'>,
): number | null {
  const settled = figures.leadsAccepted + figures.leadsDeclined + figures.leadsExpired;
  return settled > 0 ? figures.leadsAccepted / settled : null;
}

export function medianResponse(figures: Pick<DemandFigures, 'firstResponseMinutes'>) {
  return medianOf(figures.firstResponseMinutes);
}

// ---- Ranges and periods -----------------------------------------------------------------------

export const ANALYTICS_RANGES = [30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** `?range=90` read from a URL: one of the ranges, else the default. */
export function analyticsRangeOf(value: string | null | undefined): AnalyticsRange {
  const n = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(n)
    ? (n as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;
}

/** The first day of the last `range` days up to `today`. */
export function rangeStart(today: string, range: AnalyticsRange): string {
  return addDays(today, -(range - 1));
}

/** A range is shown by day (30 days), by week (90) or by month (365). */
export type PeriodGrain = 'day' | 'week' | 'month';
export function grainOf(range: AnalyticsRange): PeriodGrain {
  return range === 30 ? 'day' : range === 90 ? 'week' : 'month';
}

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS_SHORT[month! - 1]}`;
}

/** One period of a range: its figures added up over the days that have any. */
export interface DemandPeriod<T extends DemandFigures = DemandFigures> {
  key: string;
  start: string;
  end: string;
  label: string;
  figures: T;
}

/**
 * The days of a range grouped by day, ISO week or month, oldest first; every period of the range
 * appears (zeros where nothing happened). Periods at the range's ends are clipped to it.
 */
export function demandPeriods<T extends DemandFigures & { day: string }>(
  days: readonly T[],
  today: string,
  range: AnalyticsRange,
): DemandPeriod[] {
  const from = rangeStart(today, range);
  const grain = grainOf(range);
  const periods: DemandPeriod[] = [];
  for (let day = from; day <= today;) {
    let frame: { key: string; start: string; end: string; label: string };
    if (grain === 'day') frame = { key: day, start: day, end: day, label: shortDay(day) };
    else {
      const f = statsPeriodFrameOf(grain, day);
      frame = {
        key: f.key,
        start: f.start < from ? from : f.start,
        end: f.end > today ? today : f.end,
        label: grain === 'week' ? `w/c ${shortDay(mondayOf(day))}` : f.shortLabel,
      };
    }
    const within = days.filter((d) => frame.start <= d.day && d.day <= frame.end);
    periods.push({ ...frame, figures: sumDemand(within) });
    day = addDays(frame.end, 1);
  }
  return periods;
}

// ---- The dashboard ------------------------------------------------------------------------------

/** A figure beside the same figure for the period before. */
export interface ComparedFigure {
  value: number | null;
  previous: number | null;
}

/** What `getAdminDashboard` answers. */
export interface AdminDashboard {
  /** London day the figures were read on. */
  today: string;
  tiles: {
    requestsToday: ComparedFigure;
    requestsThisWeek: ComparedFigure;
    /** This week so far against the same days of last week, 0–1. */
    matchRate: ComparedFigure;
    acceptanceRate: ComparedFigure;
    /** Minutes. */
    medianFirstResponse: ComparedFigure;
    newCompaniesThisWeek: ComparedFigure;
    /** Verification checks waiting for an admin (no previous figure). */
    vettingQueue: number;
    /** Now, against the last figure recorded last month. */
    mrrPence: ComparedFigure;
    /** This month so far, against the same days of last month. */
    cardVolumePence: ComparedFigure;
  };
  alerts: {
    noMatch: { total: number; items: NoMatchAlert[] };
    webhookFailures: { total: number; items: WebhookFailureAlert[] };
    mailFailures: { total: number; items: MailFailureAlert[] };
  };
}

export interface NoMatchAlert {
  quoteId: string;
  serviceName: string;
  postcodeDistrict: string;
  /** ISO 8601. */
  createdAt: string;
}
export interface WebhookFailureAlert {
  eventId: string;
  type: string;
  endpoint: string;
  message: string;
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
}
export interface MailFailureAlert {
  mailId: string;
  to: string;
  subject: string;
  kind: string;
  error: string;
  attempts: number;
  /** When delivery last failed (ISO 8601), null when the extension did not say. */
  failedAt: string | null;
}

/** Alerts of each kind the dashboard lists (the total says how many more there are). */
export const DASHBOARD_ALERTS_LIMIT = 10;
/** Requests with no match are alerts for this many days. */
export const NO_MATCH_ALERT_DAYS = 7;

/** The day spans the dashboard compares, from today (London). */
export function dashboardSpans(today: string) {
  const monday = mondayOf(today);
  const intoWeek = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000,
  );
  const monthStart = `${today.slice(0, 7)}-01`;
  const previousMonthStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const previousMonthEnd = addDays(monthStart, -1);
  const intoMonth = Number(today.slice(8, 10)) - 1;
  const sameDayLastMonth = addDays(previousMonthStart, intoMonth);
  return {
    today,
    yesterday: addDays(today, -1),
    week: { start: monday, end: today },
    previousWeek: { start: addDays(monday, -7), end: addDays(today, -7) },
    month: { start: monthStart, end: today },
    previousMonth: {
      start: previousMonthStart,
      end: sameDayLastMonth > previousMonthEnd ? previousMonthEnd : sameDayLastMonth,
    },
    previousMonthEnd,
    /** The earliest day any tile reads. */
    earliest: previousMonthStart < addDays(monday, -7) ? previousMonthStart : addDays(monday, -7),
    daysIntoWeek: intoWeek,
  };
}

/**
 * The dashboard's tiles from the stored days (any order; days outside the spans are ignored), the
 * current MRR and the vetting queue.
 */
export function dashboardTiles(
  days: readonly PlatformDay[],
  today: string,
  now: { mrrPence: number; vettingQueue: number },
): AdminDashboard['tiles'] {
  const spans = dashboardSpans(today);
  const within = (span: { start: string; end: string }) =>
    days.filter((d) => span.start <= d.day && d.day <= span.end);
  const sum = (span: { start: string; end: string }) => sumDemand(within(span));
  const total = (span: { start: string; end: string }, key: 'newCompanies' | 'cardPaymentsPence') =>
    within(span).reduce((n, d) => n + d[key], 0);
  const dayOf = (day: string) => days.find((d) => d.day === day);
  const week = sum(spans.week);
  const previousWeek = sum(spans.previousWeek);
  const lastMrr = days
    .filter((d) => d.day <= spans.previousMonthEnd && d.mrrPence !== null)
    .sort((a, b) => (a.day < b.day ? 1 : -1))[0];
  return {
    requestsToday: {
      value: dayOf(today)?.quoteRequests ?? 0,
      previous: dayOf(spans.yesterday)?.quoteRequests ?? 0,
    },
    requestsThisWeek: { value: week.quoteRequests, previous: previousWeek.quoteRequests },
    matchRate: { value: matchRate(week), previous: matchRate(previousWeek) },
    acceptanceRate: { value: acceptanceRate(week), previous: acceptanceRate(previousWeek) },
    medianFirstResponse: { value: medianResponse(week), previous: medianResponse(previousWeek) },
    newCompaniesThisWeek: {
      value: total(spans.week, 'newCompanies'),
      previous: total(spans.previousWeek, 'newCompanies'),
    },
    vettingQueue: now.vettingQueue,
    mrrPence: { value: now.mrrPence, previous: lastMrr?.mrrPence ?? null },
    cardVolumePence: {
      value: total(spans.month, 'cardPaymentsPence'),
      previous: total(spans.previousMonth, 'cardPaymentsPence'),
    },
  };
}

// ---- Words --------------------------------------------------------------------------------------

export const PLATFORM_STATS_MESSAGES = {
  adminsOnly: 'Only administrators can see the platform figures.',
  unknownService: 'There is no service with that address.',
} as const;

/** A rate as a percentage with one decimal, for a CSV (64.3); null without a rate. */
export function percentOf(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

/** "64%"; "–" without a rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

/** The figures' columns of every demand CSV (after the row's own: period, service or area). */
export const DEMAND_CSV_HEADINGS = [
  'Quote requests',
  'Matched',
  'No match',
  'Match rate (%)',
  'Leads sent',
  'Leads accepted',
  'Acceptance rate (%)',
  'Median first response (minutes)',
  'Companies covering',
] as const;

/** One row's figures under DEMAND_CSV_HEADINGS. */
export function demandCsvCells(
  figures: DemandFigures,
  covering: number | null,
): Array<number | null> {
  return [
    figures.quoteRequests,
    figures.matched,
    figures.noMatch,
    percentOf(matchRate(figures)),
    figures.leadsSent,
    figures.leadsAccepted,
    percentOf(acceptanceRate(figures)),
    medianResponse(figures),
    covering,
  ];
}

/** A platform's or a service's figures by period, as CSV rows. */
export function demandCsvRows(
  periods: readonly DemandPeriod[],
  coveringOf: (period: DemandPeriod) => number | null = () => null,
): Array<Array<string | number | null>> {
  return [
    ['Period start', 'Period end', ...DEMAND_CSV_HEADINGS],
    ...periods.map((p) => [p.start, p.end, ...demandCsvCells(p.figures, coveringOf(p))]),
  ];
}
