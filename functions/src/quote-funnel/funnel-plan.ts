import type { QuoteFunnelStage } from '@fixwell/common/quote/quote-funnel';
import type { QuoteStep } from '@fixwell/common/quote/quote-request';

// What one batch of form events (or one stored request) changes in the day's counters and in the
// visit's own record. Pure, so the counting rules are tested without Firestore.

type CountedKind = 'entered' | 'completed' | 'abandoned';

/** `quoteFunnelSessions/{sessionId}` without its timestamps: what this visit has counted. */
export interface FunnelSessionState {
  /** The London day the counts below were made on; a new day starts a fresh record. */
  day: string;
  /** `step.kind` pairs already counted on `day`. */
  counted: string[];
  /**
   * Where the visit last left the form on `day`, while that departure is counted, and when (the
   * browser's clock, which orders one visit's beacons however late they arrive).
   */
  abandoned: { step: QuoteStep; service: string | null; at: number } | null;
  /** The visit's request was stored: it is no longer abandoned, whatever arrives later. */
  submitted: boolean;
}

/** A form event with its service checked against the catalogue (null: none, or unknown). */
export interface PlannedEvent {
  step: QuoteStep;
  kind: CountedKind;
  service: string | null;
}

/** Counter changes by dotted field path, e.g. `steps.job.entered` or `services.plumber.job.entered`. */
export type FunnelIncrements = Record<string, number>;

export interface FunnelPlan {
  increments: FunnelIncrements;
  session: FunnelSessionState;
  /** Whether this visit's departure is (still) counted: only then is its draft kept. */
  abandoned: boolean;
}

function add(
  increments: FunnelIncrements,
  stage: QuoteFunnelStage,
  kind: CountedKind,
  service: string | null,
  by: number,
): void {
  const keys = [`steps.${stage}.${kind}`];
  if (service) keys.push(`services.${service}.${stage}.${kind}`);
  for (const key of keys) {
    const next = (increments[key] ?? 0) + by;
    if (next === 0) delete increments[key];
    else increments[key] = next;
  }
}

/** The visit's record for `day`: yesterday's counts do not stop today's. */
export function sessionForDay(stored: FunnelSessionState | undefined, day: string) {
  if (stored && stored.day === day) {
    return { ...stored, counted: [...stored.counted] };
  }
  return { day, counted: [], abandoned: null, submitted: stored?.submitted ?? false };
}

function undoAbandonment(session: FunnelSessionState, increments: FunnelIncrements): void {
  if (!session.abandoned) return;
  add(increments, session.abandoned.step, 'abandoned', session.abandoned.service, -1);
  session.abandoned = null;
}

/**
 * Each visit counts each step and kind at most once a day, so a reload or Back does not inflate
 * the funnel. A departure (`abandoned`) counts only where the visit last left: leaving again from
 * a later step moves it, and coming back (any later event) takes it back, so switching to another
 * app and returning is not a lost customer. `at` (the batch's time on the visitor's clock) keeps
 * a beacon that arrives late from undoing or moving a departure that happened after it.
 */
export function planEvents(
  stored: FunnelSessionState | undefined,
  day: string,
  events: readonly PlannedEvent[],
  at: number,
): FunnelPlan {
  const session = sessionForDay(stored, day);
  const increments: FunnelIncrements = {};
  for (const event of events) {
    const departedLater = session.abandoned !== null && session.abandoned.at >= at;
    if (event.kind === 'abandoned') {
      if (session.submitted || departedLater) continue;
      const same =
        session.abandoned?.step === event.step && session.abandoned.service === event.service;
      if (same) {
        session.abandoned = { ...session.abandoned!, at };
        continue;
      }
      undoAbandonment(session, increments);
      add(increments, event.step, 'abandoned', event.service, 1);
      session.abandoned = { step: event.step, service: event.service, at };
      continue;
    }
    if (!departedLater) undoAbandonment(session, increments);
    const key = `${event.step}.${event.kind}`;
    if (session.counted.includes(key)) continue;
    session.counted.push(key);
    add(increments, event.step, event.kind, event.service, 1);
  }
  return { increments, session, abandoned: session.abandoned !== null };
}

/**
 * A stored request: the last step completed and the request sent, once per visit, and the
 * visit's departure (if counted today) taken back. Without a visit (an older form) it still counts.
 */
export function planSubmission(
  stored: FunnelSessionState | undefined,
  day: string,
  service: string,
): FunnelPlan | null {
  if (stored?.submitted) return null;
  const session = sessionForDay(stored, day);
  const increments: FunnelIncrements = {};
  undoAbandonment(session, increments);
  for (const [stage, kind] of [
    ['contact', 'completed'],
    ['submitted', 'entered'],
  ] as const) {
    const key = `${stage}.${kind}`;
    if (!session.counted.includes(key)) session.counted.push(key);
    add(increments, stage, kind, service, 1);
  }
  session.submitted = true;
  return { increments, session, abandoned: false };
}
