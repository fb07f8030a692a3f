import { describe, expect, it } from 'vitest';

import {
  addDays,
  insuranceExpiryAction,
  reviewVerificationCheckSchema,
  submitVerificationCheckSchema,
  verificationCheckOrder,
  VERIFICATION_MESSAGES,
} from './verification';

const FILE = 'a'.repeat(32);
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('submitVerificationCheckSchema', () => {
  const insurance = (details: Record<string, unknown>) => ({
    type: 'insurance',
    details: {
      insurer: 'Hiscox',
      policyNumber: 'PL-123456',
      coverPence: 2_000_000_00,
      expiresOn: addDays(new Date().toISOString().slice(0, 10), 200),
      ...details,
    },
    evidence: [FILE],
  });

  it('accepts good insurance details', () => {
    expect(submitVerificationCheckSchema.safeParse(insurance({})).success).toBe(true);
  });
  it('refuses cover under £100,000 and an expiry that has passed', () => {
    expect(
      messagesOf(submitVerificationCheckSchema.safeParse(insurance({ coverPence: 99_999_99 }))),
    ).toEqual([VERIFICATION_MESSAGES.coverTooLow]);
    expect(
      messagesOf(submitVerificationCheckSchema.safeParse(insurance({ expiresOn: '2026-03-03' }))),
    ).toEqual(['Your insurance expired on 3 March 2026: upload a current certificate']);
  });
  it('refuses no evidence, and a registration number of the wrong format', () => {
    expect(
      messagesOf(submitVerificationCheckSchema.safeParse({ ...insurance({}), evidence: [] })),
    ).toEqual([VERIFICATION_MESSAGES.evidenceRequired]);
    const gas = (number: string) =>
      submitVerificationCheckSchema.safeParse({
        type: 'gas-safe',
        details: { number },
        evidence: [FILE],
      });
    expect(gas('123456').success).toBe(true);
    expect(messagesOf(gas('12345'))).toEqual([VERIFICATION_MESSAGES.gasSafeNumber]);
    const ch = submitVerificationCheckSchema.safeParse({
      type: 'companies-house',
      details: { number: 'sc 123456' },
      evidence: [FILE],
    });
    expect(ch.success && ch.data.details).toEqual({ number: 'SC123456' });
    const unknownPrefix = submitVerificationCheckSchema.safeParse({
      type: 'companies-house',
      details: { number: 'XX123456' },
      evidence: [FILE],
    });
    expect(messagesOf(unknownPrefix)).toEqual([VERIFICATION_MESSAGES.companiesHouseNumber]);
    const niceic = submitVerificationCheckSchema.safeParse({
      type: 'niceic',
      details: { number: 'ab' },
      evidence: [FILE],
    });
    expect(messagesOf(niceic)).toEqual([VERIFICATION_MESSAGES.registrationNumber]);
  });
});

describe('reviewVerificationCheckSchema', () => {
  it('requires a reason to reject', () => {
    const base = { companyId: 'acme', type: 'insurance' };
    expect(reviewVerificationCheckSchema.safeParse({ ...base, decision: 'verify' }).success).toBe(
      true,
    );
    expect(reviewVerificationCheckSchema.safeParse({ ...base, decision: 'reject' }).success).toBe(
      false,
    );
    expect(
      messagesOf(
        reviewVerificationCheckSchema.safeParse({ ...base, decision: 'reject', reason: ' ' }),
      ),
    ).toEqual([VERIFICATION_MESSAGES.reasonRequired]);
  });
});

describe('verificationCheckOrder', () => {
  it('lists insurance, Companies House for limited companies, then trade registrations', () => {
    expect(verificationCheckOrder(['plumber'], 'limited-company').slice(0, 3)).toEqual([
      'insurance',
      'companies-house',
      'gas-safe',
    ]);
    const soleTrader = verificationCheckOrder(['electrician'], 'sole-trader');
    expect(soleTrader.slice(0, 4)).toEqual(['insurance', 'niceic', 'napit', 'part-p']);
    expect(soleTrader).toHaveLength(8);
  });
});

describe('insuranceExpiryAction', () => {
  const check = (expiresOn: string, warned = false) => ({
    status: 'verified' as const,
    expiresOn,
    warned,
  });
  it('warns once within 30 days, expires after the day, else nothing', () => {
    expect(insuranceExpiryAction(check('2026-12-24'), '2026-11-24')).toBe('warn');
    expect(insuranceExpiryAction(check('2026-12-25'), '2026-11-24')).toBe('none');
    expect(insuranceExpiryAction(check('2026-12-24', true), '2026-11-24')).toBe('none');
    expect(insuranceExpiryAction(check('2026-11-24', true), '2026-11-24')).toBe('none');
    expect(insuranceExpiryAction(check('2026-11-23', true), '2026-11-24')).toBe('expire');
    // A renewal waiting for review: no warning, but the old badge still lapses on its day.
    const renewal = (expiresOn: string) => ({ ...check(expiresOn), status: 'submitted' as const });
    expect(insuranceExpiryAction(renewal('2026-12-01'), '2026-11-24')).toBe('none');
    expect(insuranceExpiryAction(renewal('2026-11-01'), '2026-11-24')).toBe('expire');
    const lapsed = { status: 'expired' as const, expiresOn: null, warned: true };
    expect(insuranceExpiryAction(lapsed, '2026-11-24')).toBe('none');
  });
});
