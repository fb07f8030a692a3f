import { describe, expect, it } from 'vitest';

import {
  feeOverview,
  monthlyRevenuePence,
  toAdminPlan,
  toFeeSchedules,
} from '@/features/admin-billing/admin-billing';
import { planFormSchema } from '@/features/admin-billing/plan-form-schema';
import { feeFormSchema } from '@/features/admin-billing/fee-form-schema';
import { feeText, formatMoney } from '@/features/admin-billing/money';
import { makeSubscription } from '@/features/admin-billing/testing/admin-billing-fixtures';

const stamp = (iso: string) => ({
  toMillis: () => Date.parse(iso),
  toDate: () => new Date(iso),
});

describe('admin billing views', () => {
  it('counts revenue only from subscriptions that are billed', () => {
    expect(monthlyRevenuePence(makeSubscription({ status: 'active' }))).toBe(5900);
    expect(monthlyRevenuePence(makeSubscription({ status: 'past_due' }))).toBe(5900);
    expect(monthlyRevenuePence(makeSubscription({ status: 'trialing' }))).toBe(5900);
    expect(monthlyRevenuePence(makeSubscription({ status: 'canceled' }))).toBe(0);
  });

  it('reads a seeded plan without its Stripe side', () => {
    expect(
      toAdminPlan('starter', {
        name: 'Starter',
        monthlyPricePence: 2900,
        leadAllowance: 10,
        extraLeadPricePence: null,
        features: ['a', 'b', 'c'],
        order: 1,
        recommended: false,
      }),
    ).toMatchObject({ archived: false, stripePriceId: null, extraLeadPricePence: null });
  });

  it('finds the fee in force and the changes to come, with the defaults before any', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(feeOverview([], now).current).toEqual({
      percentBasisPoints: 250,
      fixedPence: 20,
      minimumPence: 50,
      effectiveFromMillis: null,
    });
    const schedules = toFeeSchedules({
      schedules: [
        {
          percentBasisPoints: 300,
          fixedPence: 20,
          minimumPence: 50,
          effectiveFrom: stamp('2026-11-01T00:00:00Z'),
          changedBy: { uid: 'a', email: 'admin@fixwell.test' },
          changedAt: stamp('2026-10-30T00:00:00Z'),
        },
        {
          percentBasisPoints: 200,
          fixedPence: 20,
          minimumPence: 50,
          effectiveFrom: stamp('2027-01-01T00:00:00Z'),
          changedBy: { uid: 'a', email: 'admin@fixwell.test' },
          changedAt: stamp('2026-11-20T00:00:00Z'),
        },
        { percentBasisPoints: 999, effectiveFrom: 'not a timestamp' },
      ],
    });
    const { current, upcoming } = feeOverview(schedules, now);
    expect(feeText(current)).toBe('3% + 20p, minimum 50p');
    expect(upcoming.map((schedule) => schedule.percentBasisPoints)).toEqual([200]);
  });

  it('writes money in pounds and pence', () => {
    expect(formatMoney(123_456)).toBe('£1,234.56');
    expect(formatMoney(25_000)).toBe('£250.00');
    expect(feeText({ percentBasisPoints: 275, fixedPence: 120, minimumPence: 50 })).toBe(
      '2.75% + £1.20, minimum 50p',
    );
  });
});

describe('admin billing forms', () => {
  it('turns pounds into pence and a percentage into basis points', () => {
    expect(
      planFormSchema.parse({
        name: 'Business',
        monthlyPricePence: '£1,000',
        leadAllowance: '50',
        extraLeadPricePence: '2.5',
        features: 'One feature\n\n  Two features  \nThree features',
        order: '3',
        recommended: false,
        archived: false,
      }),
    ).toMatchObject({
      monthlyPricePence: 100_000,
      extraLeadPricePence: 250,
      features: ['One feature', 'Two features', 'Three features'],
      order: 3,
    });
    expect(
      feeFormSchema.parse({
        percentBasisPoints: '2.75%',
        fixedPence: '20',
        minimumPence: '0',
        effectiveFrom: '2026-12-01',
      }),
    ).toEqual({
      percentBasisPoints: 275,
      fixedPence: 20,
      minimumPence: 0,
      effectiveFrom: '2026-12-01',
    });
  });
});
