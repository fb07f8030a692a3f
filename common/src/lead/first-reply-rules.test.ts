import { describe, expect, it } from 'vitest';
import {
  customerFirstReplyText,
  firstReplyState,
  formatDeadline,
  formatResponseTime,
} from './first-reply-rules';

describe('formatResponseTime', () => {
  it('says "under an hour" below 60 minutes', () => {
    expect(formatResponseTime(0)).toBe('under an hour');
    expect(formatResponseTime(12)).toBe('under an hour');
    expect(formatResponseTime(59.9)).toBe('under an hour');
  });

  it('counts whole hours, rounded to the nearest, below a day', () => {
    expect(formatResponseTime(60)).toBe('1 hour');
    expect(formatResponseTime(89)).toBe('1 hour');
    expect(formatResponseTime(90)).toBe('2 hours');
    expect(formatResponseTime(120)).toBe('2 hours');
    expect(formatResponseTime(23 * 60)).toBe('23 hours');
  });

  it('counts days and hours from a day on', () => {
    expect(formatResponseTime(23 * 60 + 40)).toBe('1 day');
    expect(formatResponseTime(24 * 60)).toBe('1 day');
    expect(formatResponseTime(25 * 60)).toBe('1 day 1 hour');
    expect(formatResponseTime(27 * 60)).toBe('1 day 3 hours');
    expect(formatResponseTime(72 * 60)).toBe('3 days');
  });

  it('reads a nonsense time as "under an hour"', () => {
    expect(formatResponseTime(-5)).toBe('under an hour');
    expect(formatResponseTime(Number.NaN)).toBe('under an hour');
  });
});

describe('formatDeadline', () => {
  it('writes a London time and a long date', () => {
    expect(formatDeadline(new Date('2026-11-22T15:15:00Z'))).toBe('3:15pm on 22 November 2026');
    expect(formatDeadline(new Date('2026-07-01T08:05:00Z'))).toBe('9:05am on 1 July 2026');
    expect(formatDeadline(new Date('2026-11-22T00:30:00Z'))).toBe('12:30am on 22 November 2026');
    expect(formatDeadline(new Date('2026-11-22T12:00:00Z'))).toBe('12:00pm on 22 November 2026');
  });
});

describe('firstReplyState and the customer line', () => {
  const acceptedAt = new Date('2026-11-21T15:15:00Z');
  const now = new Date('2026-11-21T18:00:00Z');

  it('counts the reply from acceptance', () => {
    const state = firstReplyState(
      { acceptedAt, firstCompanyMessageAt: new Date('2026-11-21T17:15:00Z'), leadCredit: null },
      now,
    );
    expect(state).toEqual({ kind: 'replied', minutes: 120 });
    expect(customerFirstReplyText(state)).toBe('Replied in 2 hours');
  });

  it('gives the deadline, 24 hours after acceptance, while waiting', () => {
    const state = firstReplyState(
      { acceptedAt, firstCompanyMessageAt: null, leadCredit: null },
      now,
    );
    expect(state).toMatchObject({ kind: 'waiting', overdue: false });
    expect(customerFirstReplyText(state)).toBe(
      'Has not replied yet — they have until 3:15pm on 22 November 2026',
    );
    const late = firstReplyState(
      { acceptedAt, firstCompanyMessageAt: null, leadCredit: null },
      new Date('2026-11-22T15:16:00Z'),
    );
    expect(late).toMatchObject({ kind: 'waiting', overdue: true });
    expect(customerFirstReplyText(late)).toBe(
      'Has not replied yet — they had until 3:15pm on 22 November 2026',
    );
  });

  it('says a lead credited back without a message did not reply', () => {
    const state = firstReplyState(
      {
        acceptedAt,
        firstCompanyMessageAt: null,
        leadCredit: { reason: 'company-never-wrote', at: now },
      },
      now,
    );
    expect(customerFirstReplyText(state)).toBe('Credited back: did not reply');
  });

  it('still shows the reply when the credit was for an unread first message', () => {
    const state = firstReplyState(
      {
        acceptedAt,
        firstCompanyMessageAt: new Date('2026-11-21T15:40:00Z'),
        leadCredit: { reason: 'customer-never-read', at: now },
      },
      now,
    );
    expect(customerFirstReplyText(state)).toBe('Replied in under an hour');
  });
});
