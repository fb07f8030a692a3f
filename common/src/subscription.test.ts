import { describe, expect, it } from 'vitest';

import { RENEWAL_SLACK_MS, subscriptionAccess, toSubscriptionStatus } from './subscription';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);
const at = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis) });

describe('subscriptionAccess: the one definition of an active subscription', () => {
  it('has no access without a subscription or with an ended one', () => {
    expect(subscriptionAccess(null, NOW)).toEqual({
      active: false,
      reason: 'inactive',
      accessEndsAtMillis: null,
    });
    for (const status of ['none', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'x']) {
      expect(subscriptionAccess({ status, currentPeriodEnd: at(NOW + DAY) }, NOW).active).toBe(
        false,
      );
    }
  });

  it('opens active and trialing subscriptions inside their period', () => {
    const active = subscriptionAccess({ status: 'active', currentPeriodEnd: at(NOW + DAY) }, NOW);
    expect(active).toEqual({ active: true, reason: 'active', accessEndsAtMillis: null });
    expect(
      subscriptionAccess({ status: 'trialing', currentPeriodEnd: at(NOW + DAY) }, NOW).reason,
    ).toBe('trialing');
  });

  it('keeps an active subscription open while its renewal arrives, then closes it', () => {
    const periodEnd = NOW - DAY;
    expect(
      subscriptionAccess({ status: 'active', currentPeriodEnd: at(periodEnd) }, NOW).active,
    ).toBe(true);
    const later = periodEnd + RENEWAL_SLACK_MS;
    expect(
      subscriptionAccess({ status: 'active', currentPeriodEnd: at(periodEnd) }, later),
    ).toEqual({ active: false, reason: 'period-over', accessEndsAtMillis: later });
  });

  it('keeps a subscription cancelled at period end open until exactly that end', () => {
    const facts = { status: 'active', currentPeriodEnd: at(NOW + DAY), cancelAtPeriodEnd: true };
    expect(subscriptionAccess(facts, NOW)).toEqual({
      active: true,
      reason: 'cancelling',
      accessEndsAtMillis: NOW + DAY,
    });
    expect(subscriptionAccess(facts, NOW + DAY).active).toBe(false);
  });

  it('keeps a past-due subscription open until its grace period ends', () => {
    const facts = {
      status: 'past_due',
      currentPeriodEnd: at(NOW - DAY),
      graceEndsAt: at(NOW + DAY),
    };
    expect(subscriptionAccess(facts, NOW)).toEqual({
      active: true,
      reason: 'grace',
      accessEndsAtMillis: NOW + DAY,
    });
    expect(subscriptionAccess(facts, NOW + DAY)).toEqual({
      active: false,
      reason: 'grace-over',
      accessEndsAtMillis: NOW + DAY,
    });
    expect(subscriptionAccess({ status: 'past_due', graceEndsAt: null }, NOW).active).toBe(false);
  });

  it('reads an unknown stored status as no subscription', () => {
    expect(toSubscriptionStatus('active')).toBe('active');
    expect(toSubscriptionStatus('gold')).toBe('none');
    expect(toSubscriptionStatus(undefined)).toBe('none');
  });
});
