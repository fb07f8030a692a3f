import { FEE_DEFAULTS, feeInForce } from '@fixwell/common/billing/fees';

import { londonDateOf } from '@fixwell/common/london-time';

// What updateFeeSettings decides, kept apart from the reads and writes: whether the date may be
// chosen, what the list of schedules becomes, and how the audit entry names a fee.

/** `settings/fees` keeps this many schedules, the newest. */
export const FEE_SCHEDULE_LIMIT = 100;

export const FEE_MESSAGES = {
  notAdmin: 'Only an admin can change the platform fee.',
  invalid: 'Check the highlighted fields.',
  effectiveFromPast: 'Choose today or a later date.',
} as const;

/** The per-field message for the date a schedule applies from, or null when it is today or later. */
export function effectiveFromError(date: string, nowMillis: number): string | null {
  // Both are `YYYY-MM-DD`, so text order is date order.
  return date < londonDateOf(nowMillis) ? FEE_MESSAGES.effectiveFromPast : null;
}

/**
 * The schedules after adding `added` (newest last): a schedule that has not started yet and starts
 * at the same moment is replaced rather than kept beside it; only the newest
 * FEE_SCHEDULE_LIMIT are kept.
 */
export function nextFeeSchedules<T>(
  current: readonly T[],
  added: T,
  startOf: (schedule: T) => number,
  nowMillis: number,
): T[] {
  const start = startOf(added);
  const kept = current.filter((schedule) => !(startOf(schedule) === start && start > nowMillis));
  return [...kept, added].slice(-FEE_SCHEDULE_LIMIT);
}

// Type aliases, not interfaces: the audit entry's `before` / `after` are plain records.
export type FeeTerms = {
  percentBasisPoints: number;
  fixedPence: number;
  minimumPence: number;
};
export type FeeAuditValue = FeeTerms & { effectiveFrom: string | null };

/** How the audit records a fee: its terms and the London date it applies from (null: the defaults). */
export function feeAuditValue(fee: FeeTerms, effectiveFrom: string | null): FeeAuditValue {
  return {
    percentBasisPoints: fee.percentBasisPoints,
    fixedPence: fee.fixedPence,
    minimumPence: fee.minimumPence,
    effectiveFrom,
  };
}

/** The fee in force at `nowMillis` as the audit records it: the latest started schedule, else the defaults. */
export function feeInForceAuditValue<T extends FeeTerms>(
  schedules: readonly T[],
  startOf: (schedule: T) => number,
  nowMillis: number,
): FeeAuditValue {
  const inForce = feeInForce(
    schedules.map((schedule) => ({ schedule, effectiveFromMillis: startOf(schedule) })),
    nowMillis,
  );
  return inForce
    ? feeAuditValue(inForce.schedule, londonDateOf(inForce.effectiveFromMillis))
    : feeAuditValue(FEE_DEFAULTS, null);
}
