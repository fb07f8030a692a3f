import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { RENEWAL_SLACK_MS } from '@fixwell/common/subscription';

import { acceptLeadDecision, openLeadRefusal, type AcceptLeadFacts } from './accept-lead-decision';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 24 * 60 * 60 * 1000;
const PERIOD_END = NOW + 10 * DAY;

/** A stored subscription as acceptLead reads it (billing-reads.ts). */
function subscription(
  status: string,
  periodEndMillis: number | null,
  extra: { cancelAtPeriodEnd?: boolean; graceEndsAtMillis?: number } = {},
): NonNullable<AcceptLeadFacts['subscription']> {
  return {
    status,
    periodEndMillis,
    currentPeriodEnd: periodEndMillis === null ? null : Timestamp.fromMillis(periodEndMillis),
    cancelAtPeriodEnd: extra.cancelAtPeriodEnd ?? false,
    graceEndsAt:
      extra.graceEndsAtMillis === undefined ? null : Timestamp.fromMillis(extra.graceEndsAtMillis),
  };
}

type Count = NonNullable<AcceptLeadFacts['allowance']>;
const count = (used: number, periodEndMillis: number, extra: Partial<Count> = {}): Count => ({
  used,
  periodEndMillis,
  extraUsed: 0,
  extraSpentPence: 0,
  extraLeadsEnabled: false,
  extraLeadsCapPence: 5_000,
  ...extra,
});

const facts = (overrides: Partial<AcceptLeadFacts> = {}): AcceptLeadFacts => ({
  lead: { companyId: 'co-1', status: 'new' },
  companyId: 'co-1',
  subscription: subscription('active', PERIOD_END),
  planAllowance: 3,
  planExtraLeadPricePence: 800,
  allowance: count(1, PERIOD_END),
  offeredExtraLeadPricePence: undefined,
  nowMillis: NOW,
  ...overrides,
});

const within = { extraUsed: 0, extraSpentPence: 0, extraLeadPricePence: null };

describe('openLeadRefusal', () => {
  it('lets the company answer its own new lead', () => {
    expect(openLeadRefusal({ companyId: 'co-1', status: 'new' }, 'co-1')).toBeNull();
  });

  it("answers another company's lead exactly like a missing one", () => {
    expect(openLeadRefusal(undefined, 'co-1')).toBe('not-found');
    expect(openLeadRefusal({ companyId: 'co-2', status: 'new' }, 'co-1')).toBe('not-found');
  });

  it('refuses a lead already answered', () => {
    expect(openLeadRefusal({ companyId: 'co-1', status: 'accepted' }, 'co-1')).toBe('not-new');
    expect(openLeadRefusal({ companyId: 'co-1', status: 'declined' }, 'co-1')).toBe('not-new');
  });
});

describe('acceptLeadDecision', () => {
  it('accepts, counting one more lead in the subscription period', () => {
    expect(acceptLeadDecision(facts())).toEqual({
      accept: true,
      used: 2,
      allowance: 3,
      periodEndMillis: PERIOD_END,
      ...within,
    });
  });

  it('checks the lead first', () => {
    expect(acceptLeadDecision(facts({ lead: undefined, subscription: null }))).toEqual({
      accept: false,
      refusal: 'not-found',
    });
    expect(acceptLeadDecision(facts({ lead: { companyId: 'co-1', status: 'accepted' } }))).toEqual({
      accept: false,
      refusal: 'not-new',
    });
  });

  it.each([
    ['no subscription', null],
    ['a cancelled one', subscription('canceled', PERIOD_END)],
    ['an unknown status', subscription('gold', PERIOD_END)],
    [
      'an active one whose period ended beyond the renewal slack',
      subscription('active', NOW - RENEWAL_SLACK_MS),
    ],
    [
      'one cancelled at the end of a period that has ended',
      subscription('active', NOW, { cancelAtPeriodEnd: true }),
    ],
    [
      'a past_due one whose grace is over',
      subscription('past_due', PERIOD_END, { graceEndsAtMillis: NOW }),
    ],
    ['an incomplete one', subscription('incomplete', PERIOD_END)],
  ])('refuses a company with %s', (_, stored) => {
    expect(acceptLeadDecision(facts({ subscription: stored }))).toEqual({
      accept: false,
      refusal: 'no-subscription',
    });
  });

  it('accepts a trialing subscription and one without a known period end', () => {
    expect(
      acceptLeadDecision(facts({ subscription: subscription('trialing', null) })),
    ).toMatchObject({ accept: true });
  });

  it('accepts within a past_due grace period and until a cancelling period ends', () => {
    expect(
      acceptLeadDecision(
        facts({
          subscription: subscription('past_due', PERIOD_END, { graceEndsAtMillis: NOW + DAY }),
        }),
      ),
    ).toMatchObject({ accept: true });
    expect(
      acceptLeadDecision(
        facts({ subscription: subscription('active', PERIOD_END, { cancelAtPeriodEnd: true }) }),
      ),
    ).toMatchObject({ accept: true });
  });

  it('refuses once the allowance of the period is spent', () => {
    expect(
      acceptLeadDecision(facts({ allowance: count(3, PERIOD_END), planExtraLeadPricePence: null })),
    ).toEqual({ accept: false, refusal: 'allowance-spent' });
    expect(
      acceptLeadDecision(
        facts({ planAllowance: 0, allowance: null, planExtraLeadPricePence: null }),
      ),
    ).toEqual({ accept: false, refusal: 'allowance-spent' });
  });

  it('starts a new count when the stored one belongs to another period', () => {
    expect(
      acceptLeadDecision(
        facts({
          allowance: count(3, PERIOD_END - 30 * DAY, { extraUsed: 2, extraSpentPence: 1_600 }),
        }),
      ),
    ).toEqual({ accept: true, used: 1, allowance: 3, periodEndMillis: PERIOD_END, ...within });
  });

  it('counts by calendar month when the subscription has no period end', () => {
    const decision = acceptLeadDecision(
      facts({ subscription: subscription('active', null), allowance: null }),
    );
    expect(decision).toEqual({
      accept: true,
      used: 1,
      allowance: 3,
      periodEndMillis: Date.UTC(2026, 6, 1),
      ...within,
    });
  });
});

describe('acceptLeadDecision once the allowance is spent (extra leads)', () => {
  const spent = (extra: Partial<Count> = {}) =>
    count(3, PERIOD_END, { extraLeadsEnabled: true, ...extra });

  it('refuses while extra leads are switched off', () => {
    expect(
      acceptLeadDecision(
        facts({ allowance: spent({ extraLeadsEnabled: false }), offeredExtraLeadPricePence: 800 }),
      ),
    ).toEqual({ accept: false, refusal: 'extra-leads-off' });
  });

  it('refuses without the price shown, or at another price, answering the current one', () => {
    for (const offered of [undefined, 700]) {
      expect(
        acceptLeadDecision(facts({ allowance: spent(), offeredExtraLeadPricePence: offered })),
      ).toEqual({
        accept: false,
        refusal: 'extra-lead-price-changed',
        currentExtraLeadPricePence: 800,
      });
    }
  });

  it('refuses an extra lead that would pass the monthly cap', () => {
    expect(
      acceptLeadDecision(
        facts({
          allowance: spent({ extraUsed: 6, extraSpentPence: 4_800, extraLeadsCapPence: 5_000 }),
          offeredExtraLeadPricePence: 800,
        }),
      ),
    ).toEqual({ accept: false, refusal: 'extra-lead-cap-reached' });
  });

  it('accepts an extra lead at the plan price, counting it and its cost', () => {
    expect(
      acceptLeadDecision(
        facts({
          allowance: spent({ extraUsed: 1, extraSpentPence: 800 }),
          offeredExtraLeadPricePence: 800,
        }),
      ),
    ).toEqual({
      accept: true,
      used: 3,
      allowance: 3,
      periodEndMillis: PERIOD_END,
      extraUsed: 2,
      extraSpentPence: 1_600,
      extraLeadPricePence: 800,
    });
  });

  it('accepts an extra lead that reaches the cap exactly', () => {
    expect(
      acceptLeadDecision(
        facts({
          allowance: spent({ extraSpentPence: 4_200, extraLeadsCapPence: 5_000 }),
          offeredExtraLeadPricePence: 800,
        }),
      ),
    ).toMatchObject({ accept: true, extraSpentPence: 5_000 });
  });
});
