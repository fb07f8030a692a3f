import { describe, expect, it } from 'vitest';

import { VERIFICATION_MESSAGES } from '@fixwell/common/companies/verification';

import {
  badgeFields,
  foreignEvidence,
  reviewOutcome,
  submissionRefusal,
  suspensionOutcome,
  withBadge,
  withoutBadge,
} from './verification-decisions';

describe('submissionRefusal', () => {
  it('allows a first submission and a new one after a rejection or an expiry', () => {
    expect(submissionRefusal('gas-safe', undefined)).toBeNull();
    expect(submissionRefusal('gas-safe', { status: 'rejected' })).toBeNull();
    expect(submissionRefusal('insurance', { status: 'expired' })).toBeNull();
  });
  it('refuses one already waiting, and a verified one except an insurance renewal', () => {
    expect(submissionRefusal('gas-safe', { status: 'submitted' })?.message).toBe(
      VERIFICATION_MESSAGES.alreadySubmitted,
    );
    expect(submissionRefusal('gas-safe', { status: 'verified' })?.message).toBe(
      VERIFICATION_MESSAGES.alreadyVerified,
    );
    expect(submissionRefusal('insurance', { status: 'verified' })).toBeNull();
  });
});

describe('foreignEvidence', () => {
  it('names files uploaded by someone else or not recorded at all', () => {
    const uploaders = new Map([
      ['a', 'acme'],
      ['b', 'zenith'],
      ['c', undefined],
    ]);
    expect(foreignEvidence(['a', 'b', 'c'], uploaders, 'acme')).toEqual(['b', 'c']);
  });
});

describe('reviewOutcome', () => {
  const insurance = (expiresOn: string, status = 'submitted' as const) => ({
    status,
    type: 'insurance' as const,
    details: { insurer: 'Hiscox', policyNumber: 'PL1', coverPence: 1, expiresOn },
  });
  it('verifies with the badge dated today and the insurance expiry', () => {
    expect(reviewOutcome(insurance('2027-06-01'), 'verify', '2026-11-24')).toEqual({
      ok: true,
      status: 'verified',
      badge: { id: 'insured', checkedOn: '2026-11-24', expiresOn: '2027-06-01' },
    });
    expect(
      reviewOutcome(
        { status: 'submitted', type: 'gas-safe', details: { number: '123456' } },
        'verify',
        '2026-11-24',
      ),
    ).toEqual({ ok: true, status: 'verified', badge: { id: 'gas-safe', checkedOn: '2026-11-24' } });
  });
  it('rejects without a badge', () => {
    expect(reviewOutcome(insurance('2027-06-01'), 'reject', '2026-11-24')).toEqual({
      ok: true,
      status: 'rejected',
      badge: null,
    });
  });
  it('refuses a missing check, one not waiting, and insurance that has lapsed meanwhile', () => {
    expect(reviewOutcome(undefined, 'verify', '2026-11-24')).toMatchObject({
      ok: false,
      refusal: { code: 'not-found' },
    });
    const verified = { ...insurance('2027-06-01'), status: 'verified' as const };
    expect(reviewOutcome(verified, 'reject', '2026-11-24')).toMatchObject({
      ok: false,
      refusal: { code: 'failed-precondition', message: VERIFICATION_MESSAGES.notWaiting },
    });
    expect(reviewOutcome(insurance('2026-11-23'), 'verify', '2026-11-24')).toMatchObject({
      ok: false,
      refusal: {
        message: 'Your insurance expired on 23 November 2026: upload a current certificate',
      },
    });
  });
});

describe('badges', () => {
  it('replaces a badge of the same id and keeps the ids beside them', () => {
    const old = [
      { id: 'insured' as const, checkedOn: '2025-01-01', expiresOn: '2025-12-31' },
      { id: 'gas-safe' as const, checkedOn: '2025-01-01' },
    ];
    const renewed = withBadge(old, {
      id: 'insured',
      checkedOn: '2026-01-01',
      expiresOn: '2027-01-01',
    });
    expect(badgeFields(renewed)).toEqual({
      verifiedBadges: [
        { id: 'gas-safe', checkedOn: '2025-01-01' },
        { id: 'insured', checkedOn: '2026-01-01', expiresOn: '2027-01-01' },
      ],
      badges: ['gas-safe', 'insured'],
    });
    expect(withoutBadge(renewed, 'insured')).toEqual([{ id: 'gas-safe', checkedOn: '2025-01-01' }]);
  });
});

describe('suspensionOutcome', () => {
  it('hides a public company and remembers it was public; lifting restores it', () => {
    const suspend = suspensionOutcome({ public: true }, undefined, {
      suspended: true,
      reason: 'Fraud',
    });
    expect(suspend).toEqual({
      ok: true,
      company: { suspended: true, public: false },
      private: { suspendedReason: 'Fraud', publicBeforeSuspension: true },
    });
    const lift = suspensionOutcome(
      { public: false, suspended: true },
      { publicBeforeSuspension: true },
      { suspended: false, reason: 'Cleared' },
    );
    expect(lift).toMatchObject({ ok: true, company: { suspended: false, public: true } });
    const unpublished = suspensionOutcome(
      { public: false, suspended: true },
      { publicBeforeSuspension: false },
      { suspended: false, reason: 'Cleared' },
    );
    expect(unpublished).toMatchObject({ ok: true, company: { public: false } });
  });
  it('refuses suspending twice or lifting what is not suspended', () => {
    expect(
      suspensionOutcome({ public: false, suspended: true }, undefined, {
        suspended: true,
        reason: 'x',
      }),
    ).toMatchObject({ ok: false, refusal: { message: VERIFICATION_MESSAGES.alreadySuspended } });
    expect(
      suspensionOutcome({ public: true }, undefined, { suspended: false, reason: 'x' }),
    ).toMatchObject({ ok: false, refusal: { message: VERIFICATION_MESSAGES.notSuspended } });
  });
});
