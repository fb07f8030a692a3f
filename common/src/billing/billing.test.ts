import { describe, expect, it } from 'vitest';

import { connectAccountStatus, requirementLabels } from './connect-account';
import { extraLeadWithinCap } from './extra-leads';
import { FEE_DEFAULTS, feeInForce, platformFeePence } from './fees';
import { planEditSchema, withVat } from './plans';

describe('withVat', () => {
  it('adds UK VAT at 20% to a price in pence', () => {
    expect(withVat(5900)).toBe(7080);
    expect(withVat(2900)).toBe(3480);
    expect(withVat(0)).toBe(0);
  });
});

describe('platformFeePence', () => {
  it('is the percentage plus the fixed part, at least the minimum, at most the payment', () => {
    expect(platformFeePence(25_000, FEE_DEFAULTS)).toBe(645); // 2.5% of £250 + 20p
    expect(platformFeePence(1_000, FEE_DEFAULTS)).toBe(50); // 25p + 20p is under the 50p minimum
    expect(platformFeePence(30, FEE_DEFAULTS)).toBe(30); // never more than the payment
    expect(
      platformFeePence(10_001, { percentBasisPoints: 150, fixedPence: 0, minimumPence: 0 }),
    ).toBe(150);
  });
});

describe('feeInForce', () => {
  const schedules = [
    { effectiveFromMillis: 1_000, name: 'first' },
    { effectiveFromMillis: 3_000, name: 'future' },
    { effectiveFromMillis: 2_000, name: 'second' },
  ];
  it('picks the latest schedule that has started', () => {
    expect(feeInForce(schedules, 2_500)?.name).toBe('second');
    expect(feeInForce(schedules, 3_000)?.name).toBe('future');
  });
  it('answers null before any schedule starts, so callers use the defaults', () => {
    expect(feeInForce(schedules, 500)).toBeNull();
    expect(feeInForce([], 500)).toBeNull();
  });
});

describe('extraLeadWithinCap', () => {
  const on = { enabled: true, monthlyCapPence: 5_000 };
  it('allows an extra lead only when switched on, sold, and within the cap', () => {
    expect(extraLeadWithinCap(on, 4_400, 600)).toBe(true);
    expect(extraLeadWithinCap(on, 4_500, 600)).toBe(false);
    expect(extraLeadWithinCap({ ...on, enabled: false }, 0, 600)).toBe(false);
    expect(extraLeadWithinCap(on, 0, null)).toBe(false);
  });
});

describe('connectAccountStatus', () => {
  const base = {
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [] as string[],
    requirementsPastDue: [] as string[],
    disabledReason: null as string | null,
  };
  it('reads Stripe’s flags as one status', () => {
    expect(connectAccountStatus(base)).toBe('enabled');
    expect(connectAccountStatus({ ...base, detailsSubmitted: false })).toBe('onboarding');
    expect(connectAccountStatus({ ...base, payoutsEnabled: false })).toBe('restricted');
    expect(connectAccountStatus({ ...base, requirementsPastDue: ['external_account'] })).toBe(
      'restricted',
    );
    expect(connectAccountStatus({ ...base, disabledReason: 'rejected.fraud' })).toBe('rejected');
  });
  it('names requirements for people, each once', () => {
    expect(
      requirementLabels(['individual.dob.day', 'individual.dob.month', 'external_account', 'x.y']),
    ).toEqual(['Your date of birth', 'Bank account for payouts', 'x.y']);
  });
});

describe('planEditSchema', () => {
  const plan = {
    name: 'Starter',
    monthlyPricePence: 2900,
    leadAllowance: 5,
    extraLeadPricePence: 800,
    features: ['Five leads a month', 'A public profile', 'Cancel any time'],
    order: 1,
    recommended: false,
    archived: false,
  };
  it('accepts a plan and explains what it refuses', () => {
    expect(planEditSchema.safeParse(plan).success).toBe(true);
    const refused = planEditSchema.safeParse({ ...plan, monthlyPricePence: 50, features: [] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'The monthly price must be at least £1.',
      'List at least 3 features.',
    ]);
  });
});
