import { describe, expect, it } from 'vitest';

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
    subscription: { status: 'active', periodEndMillis: NOW + 86_400_000 },
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
    const selection = select([
      candidate('expired', { subscription: { status: 'active', periodEndMillis: NOW - 1 } }),
      candidate('cancelled', { subscription: { status: 'canceled', periodEndMillis: null } }),
      candidate('none', { subscription: null }),
      candidate('spent', {
        allowance: { used: 5, allowance: 5, periodEndMillis: NOW + 1, extraLeadPricePence: 600 },
      }),
      candidate('renewed', {
        allowance: { used: 5, allowance: 5, periodEndMillis: NOW - 1, extraLeadPricePence: 600 },
      }),
      candidate('trialing', { subscription: { status: 'trialing', periodEndMillis: null } }),
    ]);
    expect(ids(selection).sort()).toEqual(['renewed', 'trialing']);
    expect(selection.excluded).toEqual(
      expect.arrayContaining([
        { companyId: 'expired', reason: 'no-subscription' },
        { companyId: 'cancelled', reason: 'no-subscription' },
        { companyId: 'none', reason: 'no-subscription' },
        { companyId: 'spent', reason: 'allowance-spent' },
      ]),
    );
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
