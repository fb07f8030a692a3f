import { describe, expect, it } from 'vitest';

import { DAY_MS, graceDaysOf, graceEndsAtMillis, type GraceFacts } from './grace-period';

const FAILED = Date.UTC(2026, 10, 1, 9);

const facts = (overrides: Partial<GraceFacts> = {}): GraceFacts => ({
  status: 'past_due',
  stripeSubscriptionId: 'sub_1',
  stored: { status: 'active', stripeSubscriptionId: 'sub_1', graceEndsAtMillis: null },
  failedAtMillis: FAILED,
  graceDays: 7,
  ...overrides,
});

describe('graceEndsAtMillis', () => {
  it('starts the grace period at the first failed payment', () => {
    expect(graceEndsAtMillis(facts())).toBe(FAILED + 7 * DAY_MS);
    expect(graceEndsAtMillis(facts({ graceDays: 3, stored: null }))).toBe(FAILED + 3 * DAY_MS);
  });

  it('keeps the end while the subscription stays past due (retries do not extend it)', () => {
    const stored = {
      status: 'past_due' as const,
      stripeSubscriptionId: 'sub_1',
      graceEndsAtMillis: 42,
    };
    expect(graceEndsAtMillis(facts({ stored, failedAtMillis: FAILED + 3 * DAY_MS }))).toBe(42);
  });

  it('starts afresh for another subscription', () => {
    const stored = {
      status: 'past_due' as const,
      stripeSubscriptionId: 'sub_0',
      graceEndsAtMillis: 42,
    };
    expect(graceEndsAtMillis(facts({ stored }))).toBe(FAILED + 7 * DAY_MS);
  });

  it('is null in every other status', () => {
    for (const status of ['active', 'trialing', 'canceled', 'unpaid', 'incomplete'] as const)
      expect(graceEndsAtMillis(facts({ status }))).toBeNull();
  });
});

describe('graceDaysOf', () => {
  it('reads the admin setting, else the default', () => {
    expect(graceDaysOf({ pastDueGraceDays: 3 }, 7)).toBe(3);
    expect(graceDaysOf({ pastDueGraceDays: 0 }, 7)).toBe(0);
    expect(graceDaysOf(undefined, 7)).toBe(7);
    expect(graceDaysOf({ pastDueGraceDays: '3' }, 7)).toBe(7);
    expect(graceDaysOf({ pastDueGraceDays: 90 }, 7)).toBe(7);
  });
});
