import {
  QUOTE_FUNNEL_STAGE_LABELS,
  type QuoteFunnelCounts,
  type QuoteFunnelEventKind,
  type QuoteFunnelStage,
  type QuoteFunnelStageCounts,
} from '@fixwell/common/quote/quote-funnel';
import { QUOTE_STEPS, type QuoteStep } from '@fixwell/common/quote/quote-request';

// The funnel report's arithmetic, kept apart from the page so it is tested on its own.

/** One `quoteFunnelDaily` document as the report reads it. */
export type FunnelDay = {
  day: string;
  steps: QuoteFunnelStageCounts;
  services: Record<string, QuoteFunnelStageCounts>;
};

export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

/** The `length` days ending with `today`, oldest first. */
export function periodDays(today: string, length: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length }, (_, i) =>
    new Date(end - (length - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A count as stored: missing, malformed or (briefly, mid-correction) negative counts are 0. */
export function countOf(counts: QuoteFunnelCounts | undefined, kind: QuoteFunnelEventKind): number {
  const value = counts?.[kind];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** `part / whole`, or null when there is nothing to divide by (shown as a dash, not 0%). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

function addCounts(into: QuoteFunnelStageCounts, from: QuoteFunnelStageCounts | undefined): void {
  for (const [stage, counts] of Object.entries(from ?? {}) as Array<
    [QuoteFunnelStage, QuoteFunnelCounts | undefined]
  >) {
    const total = (into[stage] ??= {});
    for (const kind of ['entered', 'completed', 'abandoned'] as const) {
      const value = countOf(counts, kind);
      if (value > 0) total[kind] = (total[kind] ?? 0) + value;
    }
  }
}

/** The period's counts added up, overall and per service. */
export function sumDays(days: readonly FunnelDay[]): Omit<FunnelDay, 'day'> {
  const steps: QuoteFunnelStageCounts = {};
  const services: Record<string, QuoteFunnelStageCounts> = {};
  for (const day of days) {
    addCounts(steps, day.steps);
    for (const [slug, counts] of Object.entries(day.services ?? {})) {
      addCounts((services[slug] ??= {}), counts);
    }
  }
  return { steps, services };
}

export type StepRow = {
  step: QuoteStep;
  label: string;
  entered: number;
  completed: number;
  abandoned: number;
  /** Of those who entered the step, the share who completed it. */
  conversion: number | null;
  /** Of those who entered the step, the share who left the form there. */
  dropOff: number | null;
};

export function stepRows(steps: QuoteFunnelStageCounts): StepRow[] {
  return QUOTE_STEPS.map((step) => {
    const entered = countOf(steps[step], 'entered');
    const completed = countOf(steps[step], 'completed');
    const abandoned = countOf(steps[step], 'abandoned');
    return {
      step,
      label: QUOTE_FUNNEL_STAGE_LABELS[step],
      entered,
      completed,
      abandoned,
      conversion: ratio(completed, entered),
      dropOff: ratio(abandoned, entered),
    };
  });
}

export type FunnelSummary = { started: number; sent: number; conversion: number | null };

/** Visits that saw the first step, and requests sent. */
export function funnelSummary(steps: QuoteFunnelStageCounts): FunnelSummary {
  const started = countOf(steps.service, 'entered');
  const sent = countOf(steps.submitted, 'entered');
  return { started, sent, conversion: ratio(sent, started) };
}

function abandonedTotal(steps: QuoteFunnelStageCounts | undefined): number {
  return QUOTE_STEPS.reduce((sum, step) => sum + countOf(steps?.[step], 'abandoned'), 0);
}

export type ServiceRow = {
  slug: string;
  /** Visits that chose this service (completed the first step with it). */
  chose: number;
  reachedDetails: number;
  sent: number;
  abandoned: number;
  conversion: number | null;
};

/** Per service, busiest first: a service is known once the first step is done. */
export function serviceRows(services: Record<string, QuoteFunnelStageCounts>): ServiceRow[] {
  return Object.entries(services)
    .map(([slug, steps]) => {
      const chose = countOf(steps.service, 'completed');
      const sent = countOf(steps.submitted, 'entered');
      return {
        slug,
        chose,
        reachedDetails: countOf(steps.contact, 'entered'),
        sent,
        abandoned: abandonedTotal(steps),
        conversion: ratio(sent, chose),
      };
    })
    .filter((row) => row.chose + row.sent + row.abandoned + row.reachedDetails > 0)
    .sort((a, b) => b.chose - a.chose || b.sent - a.sent || a.slug.localeCompare(b.slug));
}

export type DayRow = {
  day: string;
  started: number;
  sent: number;
  abandoned: number;
  conversion: number | null;
};

/** Every day of the period, newest first, days without a document as zeros. */
export function dayRows(days: readonly FunnelDay[], period: readonly string[]): DayRow[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return [...period].reverse().map((day) => {
    const steps = byDay.get(day)?.steps ?? {};
    const started = countOf(steps.service, 'entered');
    const sent = countOf(steps.submitted, 'entered');
    return {
      day,
      started,
      sent,
      abandoned: abandonedTotal(steps),
      conversion: ratio(sent, started),
    };
  });
}

const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('en-GB');

/** "62.5%", or an en dash when there is nothing to measure. */
export function formatShare(value: number | null): string {
  return value === null ? '–' : PERCENT.format(value);
}

export function formatCount(value: number): string {
  return WHOLE.format(value);
}
