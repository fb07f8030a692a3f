import { describe, expect, it } from 'vitest';

import {
  FIRST_MESSAGE_UNREAD_CREDIT_MS,
  LEAD_EXPIRY_MS,
  NO_FIRST_MESSAGE_CREDIT_MS,
} from '@fixwell/common/lead/first-reply-rules';

import {
  allowanceCredit,
  allowancePeriodStart,
  firstReplyVerdict,
  leadExpires,
  firstReplyWindowsOf,
  medianMinutes,
  type AllowanceCreditFacts,
  type FirstReplyConversation,
} from './first-reply-decisions';

const NOW = Date.UTC(2026, 10, 24, 12, 0);
const MINUTE = 60_000;

function conversation(overrides: Partial<FirstReplyConversation> = {}): FirstReplyConversation {
  return {
    acceptedAtMillis: NOW - NO_FIRST_MESSAGE_CREDIT_MS,
    firstCompanyMessageAtMillis: null,
    customerId: 'customer-1',
    lastReadAtMillis: {},
    credited: false,
    ...overrides,
  };
}

describe('firstReplyVerdict: the company never wrote', () => {
  it('credits at exactly 48 hours after accepting, not a minute before', () => {
    expect(firstReplyVerdict(conversation(), NOW)).toBe('company-never-wrote');
    expect(firstReplyVerdict(conversation(), NOW - MINUTE)).toBeNull();
  });

  it('does not credit a company that wrote, however late', () => {
    const wrote = conversation({ firstCompanyMessageAtMillis: NOW - MINUTE });
    expect(firstReplyVerdict(wrote, NOW)).toBeNull();
  });

  it('never credits twice', () => {
    expect(firstReplyVerdict(conversation({ credited: true }), NOW)).toBeNull();
  });

  it('waits for an acceptance time it can read', () => {
    expect(firstReplyVerdict(conversation({ acceptedAtMillis: null }), NOW)).toBeNull();
  });
});

describe('firstReplyVerdict: the customer never opened the first message', () => {
  const first = NOW - FIRST_MESSAGE_UNREAD_CREDIT_MS;
  const written = (overrides: Partial<FirstReplyConversation> = {}) =>
    conversation({
      acceptedAtMillis: first - 10 * MINUTE,
      firstCompanyMessageAtMillis: first,
      ...overrides,
    });

  it('credits 48 hours after the first message when the customer never read the thread', () => {
    expect(firstReplyVerdict(written(), NOW)).toBe('customer-never-read');
    expect(firstReplyVerdict(written(), NOW - MINUTE)).toBeNull();
  });

  it('credits when the customer last read the thread before the first message', () => {
    const before = written({ lastReadAtMillis: { 'customer-1': first - MINUTE } });
    expect(firstReplyVerdict(before, NOW)).toBe('customer-never-read');
  });

  it('does not credit once the customer opened the thread after the first message', () => {
    expect(
      firstReplyVerdict(written({ lastReadAtMillis: { 'customer-1': first } }), NOW),
    ).toBeNull();
    expect(
      firstReplyVerdict(written({ lastReadAtMillis: { 'customer-1': first + MINUTE } }), NOW),
    ).toBeNull();
  });

  it("reads only the customer's marker, not the company's", () => {
    const companyRead = written({ lastReadAtMillis: { 'company-1': NOW - MINUTE } });
    expect(firstReplyVerdict(companyRead, NOW)).toBe('customer-never-read');
  });

  it('counts a guest (no account joined) as never having opened it', () => {
    expect(firstReplyVerdict(written({ customerId: null }), NOW)).toBe('customer-never-read');
  });
});

describe('allowanceCredit', () => {
  const periodEnd = Date.UTC(2026, 11, 10);
  const periodStart = Date.UTC(2026, 10, 10);
  const facts = (
    overrides: {
      lead?: Partial<AllowanceCreditFacts['lead']>;
      allowance?: Partial<NonNullable<AllowanceCreditFacts['allowance']>> | null;
    } = {},
  ): AllowanceCreditFacts => ({
    lead: {
      acceptedAs: 'allowance',
      extraLeadBillingFailed: false,
      acceptedAtMillis: NOW - 3 * 24 * 60 * MINUTE,
      ...overrides.lead,
    },
    allowance:
      overrides.allowance === null
        ? null
        : { used: 3, extraUsed: 0, periodEndMillis: periodEnd, ...overrides.allowance },
    periodStartMillis: periodStart,
  });

  it('gives one lead back to the running period', () => {
    expect(allowanceCredit(facts(), NOW)).toEqual({ restore: true, usedAfter: 2 });
  });

  it('never goes below 0', () => {
    expect(allowanceCredit(facts({ allowance: { used: 0 } }), NOW)).toEqual({
      restore: false,
      why: 'nothing-counted',
    });
  });

  it('gives nothing back for an extra lead billed by Stripe', () => {
    expect(allowanceCredit(facts({ lead: { acceptedAs: 'extra' } }), NOW)).toEqual({
      restore: false,
      why: 'extra-lead',
    });
    expect(allowanceCredit(facts({ lead: { extraLeadBillingFailed: true } }), NOW)).toMatchObject({
      why: 'extra-lead',
    });
  });

  it('gives nothing back once the period is over or for a lead from an earlier period', () => {
    expect(allowanceCredit(facts({ allowance: { periodEndMillis: NOW } }), NOW)).toMatchObject({
      why: 'earlier-period',
    });
    expect(
      allowanceCredit(facts({ lead: { acceptedAtMillis: periodStart - MINUTE } }), NOW),
    ).toMatchObject({ why: 'earlier-period' });
    expect(allowanceCredit(facts({ allowance: null }), NOW)).toMatchObject({
      why: 'earlier-period',
    });
  });

  it('counts a lead that does not say what paid for it as the allowance, unless extras were bought', () => {
    expect(allowanceCredit(facts({ lead: { acceptedAs: null } }), NOW)).toEqual({
      restore: true,
      usedAfter: 2,
    });
    expect(
      allowanceCredit(facts({ lead: { acceptedAs: null }, allowance: { extraUsed: 1 } }), NOW),
    ).toMatchObject({ restore: false, why: 'extra-lead' });
  });
});

describe('allowancePeriodStart', () => {
  it("is the subscription's period start when the allowance counts against it", () => {
    const end = Date.UTC(2026, 11, 10);
    expect(
      allowancePeriodStart(end, {
        periodStartMillis: Date.UTC(2026, 10, 10),
        periodEndMillis: end,
      }),
    ).toBe(Date.UTC(2026, 10, 10));
  });

  it('is the start of the calendar month otherwise', () => {
    expect(allowancePeriodStart(Date.UTC(2026, 11, 1), null)).toBe(Date.UTC(2026, 10, 1));
    expect(allowancePeriodStart(Date.UTC(2027, 0, 1), null)).toBe(Date.UTC(2026, 11, 1));
    expect(allowancePeriodStart(null, null)).toBeNull();
  });
});

describe('leadExpires', () => {
  it('expires a new lead at exactly 72 hours, not a minute before', () => {
    const lead = { status: 'new' as const, createdAtMillis: NOW - LEAD_EXPIRY_MS };
    expect(leadExpires(lead, NOW)).toBe(true);
    expect(leadExpires(lead, NOW - MINUTE)).toBe(false);
  });

  it('leaves answered leads alone', () => {
    for (const status of ['accepted', 'declined', 'expired'] as const)
      expect(leadExpires({ status, createdAtMillis: 0 }, NOW)).toBe(false);
  });
});

describe('medianMinutes', () => {
  it('is null for no times', () => {
    expect(medianMinutes([])).toBeNull();
  });

  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(medianMinutes([300, 10, 45])).toBe(45);
    expect(medianMinutes([10, 20, 30, 1000])).toBe(25);
    expect(medianMinutes([1, 2])).toBe(2);
  });

  it('is not moved by one very slow reply', () => {
    expect(medianMinutes([30, 35, 40, 60 * 24 * 30])).toBe(38);
  });

  it('counts negative times as 0', () => {
    expect(medianMinutes([-5])).toBe(0);
  });
});

describe('the windows set on /admin/settings', () => {
  const HOUR = 60 * MINUTE;
  const windows = firstReplyWindowsOf({
    noFirstMessageCreditHours: 36,
    unreadCreditHours: 72,
    leadExpiryHours: 96,
  });

  it('credits a silent company at the window in force, not the default', () => {
    const accepted = conversation({ acceptedAtMillis: NOW - 36 * HOUR });
    expect(firstReplyVerdict(accepted, NOW, windows)).toBe('company-never-wrote');
    expect(firstReplyVerdict(accepted, NOW - MINUTE, windows)).toBeNull();
  });

  it('waits the longer unread window before crediting', () => {
    const unread = conversation({ firstCompanyMessageAtMillis: NOW - 48 * HOUR });
    expect(firstReplyVerdict(unread, NOW, windows)).toBeNull();
    expect(firstReplyVerdict(unread, NOW + 24 * HOUR, windows)).toBe('customer-never-read');
  });

  it('expires leads at the expiry in force', () => {
    const lead = { status: 'new' as const, createdAtMillis: NOW - 72 * HOUR };
    expect(leadExpires(lead, NOW, windows.leadExpiryMs)).toBe(false);
    expect(leadExpires(lead, NOW + 24 * HOUR, windows.leadExpiryMs)).toBe(true);
  });
});
