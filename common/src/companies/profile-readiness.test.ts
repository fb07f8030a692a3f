import { describe, expect, it } from 'vitest';

import {
  DESCRIPTION_MIN_FOR_PUBLISHING,
  notReadyMessage,
  profileReadiness,
  READINESS_LABELS,
  type ProfileReadinessInput,
  type ReadinessCompany,
} from './profile-readiness';

const DESCRIPTION = 'We fit and service boilers across Leeds. '.repeat(3);

const readyCompany: ReadinessCompany = {
  businessName: 'Brightwater Plumbing',
  legalForm: 'sole-trader',
  trades: ['plumber'],
  baseDistrict: 'LS6',
  coverageKeys: ['plumber|LS'],
  description: DESCRIPTION,
  phone: '0113 496 0000',
};

function ready(overrides: Partial<ProfileReadinessInput> = {}): ProfileReadinessInput {
  return {
    company: readyCompany,
    companyPrivate: { basePostcode: 'LS6 2AB' },
    checks: [{ type: 'insurance', status: 'submitted' }],
    ...overrides,
  };
}

function doneOf(input: ProfileReadinessInput) {
  return Object.fromEntries(profileReadiness(input).items.map((item) => [item.id, item.done]));
}

describe('profileReadiness', () => {
  it('lets a company with every required part done publish, extras or not', () => {
    const readiness = profileReadiness(ready());
    expect(readiness.canPublish).toBe(true);
    expect(readiness.missing).toEqual([]);
    expect(readiness.requiredDone).toBe(6);
    expect(readiness.requiredTotal).toBe(6);
    expect(readiness.done).toBe(6);
    expect(readiness.total).toBe(10);
    expect(readiness.items.filter((item) => !item.required).map((item) => item.id)).toEqual([
      'logo',
      'registrations',
      'subscription',
      'payouts',
    ]);
  });

  it('lists what a new company still has to do, in order, with where to do it', () => {
    const readiness = profileReadiness({
      company: {
        businessName: 'Newco',
        trades: ['plumber'],
        coverageKeys: ['plumber|LS'],
        baseDistrict: 'LS6',
      },
      companyPrivate: { basePostcode: 'LS6 2AB' },
      checks: [],
    });
    expect(readiness.canPublish).toBe(false);
    expect(readiness.missing).toEqual([
      READINESS_LABELS.business,
      READINESS_LABELS.description,
      READINESS_LABELS.contact,
      READINESS_LABELS.insurance,
    ]);
    expect(readiness.requiredDone).toBe(2);
    const hrefs = Object.fromEntries(readiness.items.map((item) => [item.id, item.href]));
    expect(hrefs).toMatchObject({
      business: '/company/onboarding#business',
      coverage: '/company/onboarding#coverage',
      description: '/company/onboarding#description',
      contact: '/company/onboarding#contact',
      logo: '/company/branding',
      subscription: '/company/billing',
      payouts: '/company/stripe-connect',
    });
  });

  it('asks limited companies and LLPs for their Companies House number', () => {
    for (const legalForm of ['limited-company', 'llp'] as const) {
      expect(doneOf(ready({ company: { ...readyCompany, legalForm } })).business).toBe(false);
      expect(
        doneOf(ready({ company: { ...readyCompany, legalForm, companiesHouseNumber: 'SC123456' } }))
          .business,
      ).toBe(true);
    }
    expect(doneOf(ready({ company: { ...readyCompany, legalForm: 'partnership' } })).business).toBe(
      true,
    );
    expect(doneOf(ready({ company: { ...readyCompany, legalForm: undefined } })).business).toBe(
      false,
    );
    expect(doneOf(ready({ company: { ...readyCompany, businessName: '  ' } })).business).toBe(
      false,
    );
  });

  it('needs a trade, a base and a coverage', () => {
    expect(doneOf(ready({ company: { ...readyCompany, trades: [] } })).trades).toBe(false);
    const noBase = { ...readyCompany, baseDistrict: undefined };
    expect(doneOf(ready({ company: noBase, companyPrivate: null })).coverage).toBe(false);
    expect(doneOf(ready({ company: noBase })).coverage).toBe(true);
    expect(doneOf(ready({ company: { ...readyCompany, coverageKeys: [] } })).coverage).toBe(false);
    expect(
      doneOf(
        ready({
          company: {
            ...readyCompany,
            coverageKeys: [],
            coverage: { mode: 'radius', areas: [], districts: ['LS6'], radiusMiles: 10 },
          },
        }),
      ).coverage,
    ).toBe(true);
  });

  it(`needs a description of at least ${DESCRIPTION_MIN_FOR_PUBLISHING} characters, and says how far it is`, () => {
    const short = 'x'.repeat(DESCRIPTION_MIN_FOR_PUBLISHING - 1);
    const readiness = profileReadiness(ready({ company: { ...readyCompany, description: short } }));
    const item = readiness.items.find((entry) => entry.id === 'description')!;
    expect(item.done).toBe(false);
    expect(item.detail).toBe(`99 of ${DESCRIPTION_MIN_FOR_PUBLISHING} characters so far`);
    const padded = `   ${'x'.repeat(DESCRIPTION_MIN_FOR_PUBLISHING - 1)}   `;
    expect(doneOf(ready({ company: { ...readyCompany, description: padded } })).description).toBe(
      false,
    );
    const exact = 'x'.repeat(DESCRIPTION_MIN_FOR_PUBLISHING);
    expect(doneOf(ready({ company: { ...readyCompany, description: exact } })).description).toBe(
      true,
    );
  });

  it('needs a public phone number', () => {
    expect(doneOf(ready({ company: { ...readyCompany, phone: '' } })).contact).toBe(false);
  });

  it('counts insurance sent or verified, never rejected or expired', () => {
    for (const status of ['submitted', 'verified']) {
      expect(doneOf(ready({ checks: [{ type: 'insurance', status }] })).insurance).toBe(true);
    }
    for (const status of ['rejected', 'expired']) {
      const readiness = profileReadiness(ready({ checks: [{ type: 'insurance', status }] }));
      expect(readiness.canPublish).toBe(false);
      expect(readiness.items.find((item) => item.id === 'insurance')?.detail).toMatch(
        status === 'rejected' ? /^Rejected/ : /^Expired/,
      );
    }
    // A verified Gas Safe registration is not insurance.
    expect(doneOf(ready({ checks: [{ type: 'gas-safe', status: 'verified' }] })).insurance).toBe(
      false,
    );
  });

  it('ticks the extras: logo, registrations, subscription and payouts', () => {
    const extras = doneOf(
      ready({
        company: { ...readyCompany, branding: { ...noBranding, logoUrl: 'https://x/logo.png' } },
        checks: [
          { type: 'insurance', status: 'verified' },
          { type: 'gas-safe', status: 'submitted' },
          { type: 'companies-house', status: 'verified' },
        ],
        subscribed: true,
        payoutsEnabled: true,
      }),
    );
    expect(extras).toMatchObject({
      logo: true,
      registrations: true,
      subscription: true,
      payouts: true,
    });
    const none = doneOf(
      ready({ checks: [{ type: 'companies-house', status: 'verified' }], subscribed: false }),
    );
    expect(none).toMatchObject({
      logo: false,
      registrations: false,
      subscription: false,
      payouts: false,
    });
  });

  it('reads a missing company as nothing done', () => {
    const readiness = profileReadiness({ company: null, companyPrivate: null, checks: [] });
    expect(readiness.canPublish).toBe(false);
    expect(readiness.done).toBe(0);
  });

  it('words the refusal with the missing items', () => {
    expect(notReadyMessage(['A public phone number', 'Your trades'])).toBe(
      'Finish these before publishing your profile: A public phone number; Your trades.',
    );
  });
});

const noBranding = { tradingName: null, brandColour: null, logoUrl: null, footerText: null };
