import { describe, expect, it } from 'vitest';

import { PUBLISH_MESSAGES, READINESS_LABELS } from '@fixwell/common/companies/profile-readiness';

import { decidePublish, decideUnpublish, type PublishFacts } from './publish-decision';

const readyCompany: NonNullable<PublishFacts['company']> = {
  businessName: 'Brightwater Plumbing',
  legalForm: 'sole-trader',
  trades: ['plumber'],
  baseDistrict: 'LS6',
  coverageKeys: ['plumber|LS'],
  description: 'We fit, service and repair boilers and central heating across Leeds. '.repeat(2),
  phone: '0113 496 0000',
  public: false,
};

const facts = (overrides: Partial<PublishFacts> = {}): PublishFacts => ({
  company: readyCompany,
  companyPrivate: { basePostcode: 'LS6 2AB' },
  checks: [{ type: 'insurance', status: 'submitted' }],
  ...overrides,
});

describe('decidePublish', () => {
  it('publishes a ready company, and says whether it is the first time', () => {
    expect(decidePublish(facts())).toEqual({ kind: 'publish', firstTime: true });
    expect(
      decidePublish(facts({ company: { ...readyCompany, publishedAt: { seconds: 1 } } })),
    ).toEqual({ kind: 'publish', firstTime: false });
  });

  it('refuses with the labels of what is missing', () => {
    const decision = decidePublish(
      facts({
        company: { ...readyCompany, phone: '' },
        checks: [{ type: 'insurance', status: 'rejected' }],
      }),
    );
    expect(decision).toEqual({
      kind: 'refuse',
      message: `${PUBLISH_MESSAGES.notReady} ${READINESS_LABELS.contact}; ${READINESS_LABELS.insurance}.`,
      missing: [READINESS_LABELS.contact, READINESS_LABELS.insurance],
    });
  });

  it('never publishes a suspended company, ready or not', () => {
    expect(decidePublish(facts({ company: { ...readyCompany, suspended: true } }))).toEqual({
      kind: 'refuse',
      message: PUBLISH_MESSAGES.suspended,
      missing: [],
    });
  });

  it('refuses when there is no company yet, and changes nothing when already public', () => {
    expect(decidePublish(facts({ company: undefined }))).toMatchObject({
      kind: 'refuse',
      message: PUBLISH_MESSAGES.noCompany,
    });
    expect(decidePublish(facts({ company: { ...readyCompany, public: true } }))).toEqual({
      kind: 'unchanged',
    });
  });

  it('still refuses a public company that is no longer ready (a check expired)', () => {
    expect(
      decidePublish(
        facts({
          company: { ...readyCompany, public: true },
          checks: [{ type: 'insurance', status: 'expired' }],
        }),
      ).kind,
    ).toBe('refuse');
  });
});

describe('decideUnpublish', () => {
  it('hides a public profile, leaves a hidden one alone, refuses without a company', () => {
    expect(decideUnpublish({ public: true })).toEqual({ kind: 'unpublish' });
    expect(decideUnpublish({ public: false })).toEqual({ kind: 'unchanged' });
    expect(decideUnpublish(undefined)).toEqual({
      kind: 'refuse',
      message: PUBLISH_MESSAGES.noCompany,
    });
  });
});
