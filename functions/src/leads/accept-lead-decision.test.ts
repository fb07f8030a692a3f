import { describe, expect, it } from 'vitest';

import { acceptLeadDecision, openLeadRefusal, type AcceptLeadFacts } from './accept-lead-decision';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 24 * 60 * 60 * 1000;
const PERIOD_END = NOW + 10 * DAY;

const facts = (overrides: Partial<AcceptLeadFacts> = {}): AcceptLeadFacts => ({
  lead: { companyId: 'co-1', status: 'new' },
  companyId: 'co-1',
  subscription: { status: 'active', periodEndMillis: PERIOD_END },
  planAllowance: 3,
  allowance: { used: 1, periodEndMillis: PERIOD_END },
  nowMillis: NOW,
  ...overrides,
});

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
    ['a cancelled one', { status: 'canceled', periodEndMillis: PERIOD_END }],
    ['an unknown status', { status: 'gold', periodEndMillis: PERIOD_END }],
    ['an active one whose period has ended', { status: 'active', periodEndMillis: NOW }],
  ])('refuses a company with %s', (_, subscription) => {
    expect(acceptLeadDecision(facts({ subscription }))).toEqual({
      accept: false,
      refusal: 'no-subscription',
    });
  });

  it('accepts a trialing subscription and one without a known period end', () => {
    expect(
      acceptLeadDecision(facts({ subscription: { status: 'trialing', periodEndMillis: null } })),
    ).toMatchObject({ accept: true });
  });

  it('refuses once the allowance of the period is spent', () => {
    expect(
      acceptLeadDecision(facts({ allowance: { used: 3, periodEndMillis: PERIOD_END } })),
    ).toEqual({ accept: false, refusal: 'allowance-spent' });
    expect(acceptLeadDecision(facts({ planAllowance: 0, allowance: null }))).toEqual({
      accept: false,
      refusal: 'allowance-spent',
    });
  });

  it('starts a new count when the stored one belongs to another period', () => {
    expect(
      acceptLeadDecision(facts({ allowance: { used: 3, periodEndMillis: PERIOD_END - 30 * DAY } })),
    ).toEqual({ accept: true, used: 1, allowance: 3, periodEndMillis: PERIOD_END });
  });

  it('counts by calendar month when the subscription has no period end', () => {
    const decision = acceptLeadDecision(
      facts({ subscription: { status: 'active', periodEndMillis: null }, allowance: null }),
    );
    expect(decision).toEqual({
      accept: true,
      used: 1,
      allowance: 3,
      periodEndMillis: Date.UTC(2026, 6, 1),
    });
  });
});
