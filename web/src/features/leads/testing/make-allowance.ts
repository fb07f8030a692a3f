import type { LeadAllowance } from '@/features/leads/lead-types';

/** A plan of 10 leads with 3 used this period, extra leads off at £6 + VAT. */
export function makeAllowance(
  overrides: Partial<Omit<LeadAllowance, 'extra'>> & {
    extra?: Partial<LeadAllowance['extra']>;
  } = {},
): LeadAllowance {
  const { extra, ...rest } = overrides;
  return {
    allowance: 10,
    used: 3,
    remaining: 7,
    periodEnd: new Date('2026-12-22T00:00:00Z'),
    planName: 'Standard',
    ...rest,
    extra: {
      enabled: false,
      capPence: 5000,
      spentPence: 0,
      used: 0,
      pricePence: 600,
      ...extra,
    },
  };
}
