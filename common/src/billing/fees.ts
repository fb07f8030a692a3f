import { z } from 'zod';

// The platform fee on customers' card payments (charged by the documents-and-payments work):
// a percentage in basis points plus fixed pence, never less than a minimum, never more than the
// payment. `settings/fees` keeps every schedule with who set it, so the fee on any date is known.

export const FEE_DEFAULTS = { percentBasisPoints: 250, fixedPence: 20, minimumPence: 50 };

export const feeScheduleInputSchema = z.object({
  percentBasisPoints: z
    .number({ error: 'Enter the percentage.' })
    .int('Enter the percentage to two decimal places at most.')
    .min(0, 'The percentage cannot be negative.')
    .max(2000, 'The percentage can be at most 20%.'),
  fixedPence: z
    .number({ error: 'Enter the fixed amount.' })
    .int('Enter the fixed amount in whole pence.')
    .min(0, 'The fixed amount cannot be negative.')
    .max(500, 'The fixed amount can be at most £5.'),
  minimumPence: z
    .number({ error: 'Enter the minimum fee.' })
    .int('Enter the minimum fee in whole pence.')
    .min(0, 'The minimum fee cannot be negative.')
    .max(1000, 'The minimum fee can be at most £10.'),
  /** The London date it applies from, `YYYY-MM-DD`; today or later (the server checks). */
  effectiveFrom: z.iso.date('Enter the date it applies from.'),
});
export type FeeScheduleInput = z.infer<typeof feeScheduleInputSchema>;

export interface FeeSchedule<TTime> {
  percentBasisPoints: number;
  fixedPence: number;
  minimumPence: number;
  /** Midnight in London at the start of the day it applies from. */
  effectiveFrom: TTime;
  changedBy: { uid: string; email: string };
  changedAt: TTime;
}

/** `settings/fees`, written only by the updateFeeSettings callable. Newest schedule last. */
export interface FeeSettingsDocument<TTime> {
  schedules: FeeSchedule<TTime>[];
  updatedAt: TTime;
}

/** The schedule in force at `nowMillis`: the latest that has started, else the defaults. */
export function feeInForce<T extends { effectiveFromMillis: number }>(
  schedules: readonly T[],
  nowMillis: number,
): T | null {
  let found: T | null = null;
  for (const schedule of schedules) {
    if (schedule.effectiveFromMillis <= nowMillis) {
      if (!found || schedule.effectiveFromMillis >= found.effectiveFromMillis) found = schedule;
    }
  }
  return found;
}

/** The platform fee on a payment of `amountPence`: percentage + fixed, at least the minimum, at most the payment. */
export function platformFeePence(
  amountPence: number,
  fee: { percentBasisPoints: number; fixedPence: number; minimumPence: number },
): number {
  const computed = Math.round((amountPence * fee.percentBasisPoints) / 10_000) + fee.fixedPence;
  return Math.min(amountPence, Math.max(fee.minimumPence, computed));
}
