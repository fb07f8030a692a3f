import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { RENEWAL_SLACK_MS } from '@fixwell/common/subscription';

import { milesBetween } from './geo';
import { selectCompanies, type Candidate } from './rank-candidates';

const NOW = Date.UTC(2026, 10, 22, 12);
const LEEDS = { latitude: 53.8, longitude: -1.55 };
const BRADFORD = { latitude: 53.79, longitude: -1.75 };
const YORK = { latitude: 53.96, longitude: -1.08 };

function candidate(id: string, overrides: Partial<Candidate> = {}): Candidate {
  return {
    companyId: id,
    businessName: `Company ${id}`,
    slug: id,
    trades: ['plumber'],
    rating: 4.5,
    reviewCount: 10,
    badges: [],
    base: LEEDS,
    responseMinutes: 30,
    subscription: stored('active', NOW + 86_400_000),
    allowance: { used: 0, allowance: 5, periodEndMillis: null, extraLeadPricePence: 600 },
    ...overrides,
  };
}

function select(
  candidates: Candidate[],
  extra: Partial<Parameters<typeof selectCompanies>[0]> = {},
) {
  return selectCompanies({
    candidates,
    routed: null,
    serviceTrades: ['plumber'],
    job: LEEDS,
    cap: 3,
    nowMillis: NOW,
    ...extra,
  });
}

/** A stored subscription as matching reads it (load-candidates.ts). */
function stored(
  status: string,
  periodEndMillis: number | null,
  extra: { cancelAtPeriodEnd?: boolean; graceEndsAtMillis?: number } = {},
): Candidate['subscription'] {
  return {
    status,
    currentPeriodEnd: periodEndMillis === null ? null : Timestamp.fromMillis(periodEndMillis),
    cancelAtPeriodEnd: extra.cancelAtPeriodEnd ?? false,
    graceEndsAt:
      extra.graceEndsAtMillis === undefined ? null : Timestamp.fromMillis(extra.graceEndsAtMillis),
  };
}

const ids = (selection: ReturnType<typeof select>) => selection.chosen.map((c) => c.companyId);

describe('selectCompanies', () => {
  it('ranks by distance, then rating, then response speed', () => {
    const selection = select([
      candidate('far', { base: YORK, rating: 5 }),
      candidate('near-slow', { rating: 4.8, responseMinutes: 300 }),
      candidate('near-fast', { rating: 4.8, responseMinutes: 10 }),
      candidate('near-best', { rating: 4.9, responseMinutes: 600 }),
    ]);
    expect(ids(selection)).toEqual(['near-best', 'near-fast', 'near-slow']);
  });

  it('caps the number of companies at the admin setting', () => {
    const many = Array.from({ length: 8 }, (_, i) => candidate(`c${i}`));
    expect(select(many, { cap: 2 }).chosen).toHaveLength(2);
    expect(select(many, { cap: 5 }).chosen).toHaveLength(5);
  });

  it('leaves out expired, cancelled and missing subscriptions, and spent allowances', () => {
    const selection = select(
      [
        candidate('expired', { subscription: stored('active', NOW - RENEWAL_SLACK_MS - 1) }),
        candidate('cancelled', { subscription: stored('canceled', null) }),
        candidate('ended', {
          subscription: stored('active', NOW - 1, { cancelAtPeriodEnd: true }),
        }),
        candidate('grace-over', {
          subscription: stored('past_due', NOW + 1, { graceEndsAtMillis: NOW - 1 }),
        }),
        candidate('in-grace', {
          subscription: stored('past_due', NOW + 1, { graceEndsAtMillis: NOW + 1 }),
        }),
        candidate('renewing', { subscription: stored('active', NOW - 1) }),
        candidate('none', { subscription: null }),
        candidate('spent', {
          allowance: { used: 5, allowance: 5, periodEndMillis: NOW + 1, extraLeadPricePence: 600 },
        }),
        candidate('renewed', {
          allowance: { used: 5, allowance: 5, periodEndMillis: NOW - 1, extraLeadPricePence: 600 },
        }),
        candidate('trialing', { subscription: stored('trialing', null) }),
      ],
      { cap: 10 },
    );
    // The one definition of "active" (subscriptionAccess): a past_due company within its grace
    // period and an active one whose renewal is on its way still receive leads.
    expect(ids(selection).sort()).toEqual(['in-grace', 'renewed', 'renewing', 'trialing']);
    expect(selection.excluded).toEqual(
      expect.arrayContaining([
        { companyId: 'expired', reason: 'no-subscription' },
        { companyId: 'cancelled', reason: 'no-subscription' },
        { companyId: 'ended', reason: 'no-subscription' },
        { companyId: 'grace-over', reason: 'no-subscription' },
        { companyId: 'none', reason: 'no-subscription' },
        { companyId: 'spent', reason: 'allowance-spent' },
      ]),
    );
  });

  it('keeps sending leads to a company buying extra leads while one more fits its cap', () => {
    const spent = { used: 5, allowance: 5, periodEndMillis: NOW + 1, extraLeadPricePence: 600 };
    const selection = select(
      [
        candidate('extras', {
          allowance: {
            ...spent,
            extraLeadsEnabled: true,
            extraLeadsCapPence: 5_000,
            extraSpentPence: 4_400,
          },
        }),
        candidate('capped', {
          allowance: {
            ...spent,
            extraLeadsEnabled: true,
            extraLeadsCapPence: 5_000,
            extraSpentPence: 4_800,
          },
        }),
        candidate('off', {
          allowance: { ...spent, extraLeadsEnabled: false, extraLeadsCapPence: 5_000 },
        }),
        candidate('none-sold', {
          allowance: {
            ...spent,
            extraLeadPricePence: null,
            extraLeadsEnabled: true,
            extraLeadsCapPence: 5_000,
          },
        }),
      ],
      { cap: 10 },
    );
    expect(ids(selection)).toEqual(['extras']);
    expect(selection.excluded.map((entry) => entry.reason)).toEqual([
      'allowance-spent',
      'allowance-spent',
      'allowance-spent',
    ]);
  });

  it('leaves out companies whose trades do not do the service', () => {
    const selection = select([
      candidate('sparky', { trades: ['electrician'] }),
      candidate('plumb'),
    ]);
    expect(ids(selection)).toEqual(['plumb']);
  });

  it('puts the routed company first, whatever its distance, and never twice', () => {
    const routed = candidate('mine', { base: YORK, rating: 3 });
    const selection = select([candidate('a'), candidate('b'), routed], { routed });
    expect(ids(selection)).toEqual(['mine', 'a', 'b']);
    expect(selection.chosen[0]?.routedToCompany).toBe(true);
    expect(selection.chosen[1]?.routedToCompany).toBe(false);
  });

  it('skips a routed company that cannot take the lead and matches others', () => {
    const routed = candidate('mine', { subscription: null });
    expect(ids(select([candidate('a')], { routed }))).toEqual(['a']);
  });

  it('records the distance in miles to one decimal place', () => {
    const [chosen] = select([candidate('bd', { base: BRADFORD })]).chosen;
    expect(chosen?.distanceMiles).toBeCloseTo(Math.round(milesBetween(BRADFORD, LEEDS) * 10) / 10);
    expect(chosen?.distanceMiles).toBeGreaterThan(7);
    expect(chosen?.distanceMiles).toBeLessThan(10);
  });

  it('returns nobody when nobody can take it', () => {
    expect(select([]).chosen).toEqual([]);
  });
});
