import {
  OUTREACH_HISTORY_MAX,
  isFinalProspectStatus,
  nextStepDueAt,
  normaliseOutreachEmail,
  type OutreachCampaignStatus,
  type OutreachHistoryEntry,
  type OutreachProspectRow,
  type OutreachProspectStatus,
  type OutreachStep,
} from '@fixwell/common/admin/outreach';

// The outreach rules, as pure functions the handlers, the sender and the triggers call: which
// rows of an import are added, what a status change does to the campaign's counts, and whether a
// prospect's next email goes now.

export interface ImportFacts {
  /** Addresses already among the prospects (any campaign). */
  existing: ReadonlySet<string>;
  /** Addresses on the suppression list. */
  suppressed: ReadonlySet<string>;
  /** Addresses of Fixwell accounts. */
  accounts: ReadonlySet<string>;
}

export interface ImportDecision {
  add: OutreachProspectRow[];
  merged: number;
  optedOut: number;
  onFixwell: number;
}

/**
 * Which rows become prospects. In order: an address met earlier in the file or already a
 * prospect is merged (never emailed twice, whatever the campaign); a suppressed address is
 * skipped as opted out; an address with a Fixwell account is skipped ("already on Fixwell").
 */
export function importDecision(
  rows: readonly OutreachProspectRow[],
  facts: ImportFacts,
): ImportDecision {
  const seen = new Set<string>();
  const decision: ImportDecision = { add: [], merged: 0, optedOut: 0, onFixwell: 0 };
  for (const row of rows) {
    const email = normaliseOutreachEmail(row.email);
    if (seen.has(email) || facts.existing.has(email)) {
      decision.merged += 1;
      continue;
    }
    seen.add(email);
    if (facts.suppressed.has(email)) decision.optedOut += 1;
    else if (facts.accounts.has(email)) decision.onFixwell += 1;
    else decision.add.push({ ...row, email });
  }
  return decision;
}

/** What a change of status does to the campaign's counts (field path → increment). */
export function countsDelta(
  from: OutreachProspectStatus | null,
  to: OutreachProspectStatus | null,
): Record<string, number> {
  if (from === to) return {};
  return {
    ...(from ? { [`counts.${from}`]: -1 } : {}),
    ...(to ? { [`counts.${to}`]: 1 } : {}),
  };
}

/** The history with one more entry, the oldest dropped past OUTREACH_HISTORY_MAX. */
export function withHistory<T>(
  history: readonly OutreachHistoryEntry<T>[] | undefined,
  entry: OutreachHistoryEntry<T>,
): OutreachHistoryEntry<T>[] {
  return [...(history ?? []), entry].slice(-OUTREACH_HISTORY_MAX);
}

/** Whether something that happened to a prospect (a reply, an opt-out…) changes its status. */
export function finalStatusChange(
  current: OutreachProspectStatus,
  to: OutreachProspectStatus,
): boolean {
  if (current === to) return false;
  // A sign-up is news whatever came before; otherwise a final status stays.
  if (to === 'signed-up') return true;
  return !isFinalProspectStatus(current);
}

export interface SendFacts {
  campaignStatus: OutreachCampaignStatus | null;
  steps: readonly OutreachStep[];
  status: OutreachProspectStatus;
  stepsSent: number;
  nextSendAt: number | null;
  suppressed: boolean;
  now: number;
}

export type SendDecision =
  | { send: true; step: number; nextSendAt: number | null }
  | { send: false; reason: 'not-due' | 'campaign-not-active' | 'final' | 'finished' }
  | { send: false; reason: 'suppressed' };

/**
 * Whether the prospect's next email goes now, decided again in the transaction that queues it:
 * the campaign is sending, the prospect is neither final nor suppressed, and it is due. `step`
 * is the 0-based index of the email; `nextSendAt` when the one after it is due.
 */
export function sendDecision(facts: SendFacts): SendDecision {
  if (facts.campaignStatus !== 'active') return { send: false, reason: 'campaign-not-active' };
  if (isFinalProspectStatus(facts.status)) return { send: false, reason: 'final' };
  if (facts.suppressed) return { send: false, reason: 'suppressed' };
  if (facts.stepsSent >= facts.steps.length) return { send: false, reason: 'finished' };
  if (facts.nextSendAt === null || facts.nextSendAt > facts.now)
    return { send: false, reason: 'not-due' };
  return {
    send: true,
    step: facts.stepsSent,
    nextSendAt: nextStepDueAt(facts.steps, facts.stepsSent + 1, facts.now),
  };
}

/** How many emails this run may send: what is left of today's limit, at most one batch. */
export function sendAllowance(dailyCap: number, sentToday: number, batch: number): number {
  return Math.max(0, Math.min(batch, dailyCap - sentToday));
}
