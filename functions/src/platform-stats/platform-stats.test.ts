import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import {
  changedPlatformDays,
  companyContributions,
  conversationContributions,
  leadContributions,
  matchOutcomeOf,
  quoteContributions,
  transactionContributions,
} from './platform-contributions';
import {
  coveringCounts,
  dayFigures,
  responseMinutes,
  serviceEntries,
} from './platform-day-figures';
import { failureMessage } from './webhook-failures';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('platform contributions', () => {
  it('counts a request on its London day, around both clock changes', () => {
    const quote = (iso: string) => ({
      service: 'boiler-repair',
      postcodeArea: 'LS',
      status: 'received',
      createdAt: at(iso),
    });
    // 23:30 UTC on 24 October 2026 is 00:30 BST on the 25th; on 25 October clocks go back.
    expect(quoteContributions(quote('2026-10-24T23:30:00Z'))[0]?.day).toBe('2026-10-25');
    expect(quoteContributions(quote('2026-10-25T23:30:00Z'))[0]?.day).toBe('2026-10-25');
    // 23:30 UTC on 28 March 2026 is still GMT; on the 29th it is 00:30 BST on the 30th.
    expect(quoteContributions(quote('2026-03-28T23:30:00Z'))[0]?.day).toBe('2026-03-28');
    expect(quoteContributions(quote('2026-03-29T23:30:00Z'))[0]?.day).toBe('2026-03-30');
  });

  it('tells matched, no match and not yet decided apart', () => {
    expect(matchOutcomeOf({ status: 'matched', matches: [{}] })).toBe('matched');
    expect(matchOutcomeOf({ status: 'accepted', matches: [{}] })).toBe('matched');
    expect(matchOutcomeOf({ status: 'no-match', matches: [] })).toBe('no-match');
    expect(matchOutcomeOf({ status: 'received', matches: [] })).toBe('pending');
  });

  it('finds no changed day for a write that changes nothing counted, or a repeat', () => {
    const before = {
      service: 'boiler-repair',
      status: 'new',
      createdAt: at('2026-11-20T10:00:00Z'),
      respondedAt: null,
      updatedAt: at('2026-11-20T10:00:00Z'),
    };
    const touched = { ...before, updatedAt: at('2026-11-21T10:00:00Z') };
    expect(changedPlatformDays(leadContributions(before), leadContributions(touched))).toEqual([]);
    expect(changedPlatformDays(leadContributions(before), leadContributions(before))).toEqual([]);
  });

  it('finds the day a lead was accepted on, not the day it was sent', () => {
    const sent = {
      service: 'boiler-repair',
      status: 'new',
      createdAt: at('2026-11-20T10:00:00Z'),
      respondedAt: null,
    };
    const accepted = { ...sent, status: 'accepted', respondedAt: at('2026-11-22T09:00:00Z') };
    expect(changedPlatformDays(leadContributions(sent), leadContributions(accepted))).toEqual([
      '2026-11-22',
    ]);
    const expired = { ...sent, status: 'expired', expiredAt: at('2026-11-23T09:00:00Z') };
    expect(changedPlatformDays(leadContributions(sent), leadContributions(expired))).toEqual([
      '2026-11-23',
    ]);
  });

  it('finds the request day when matching decides, and both days when a date moves', () => {
    const received = {
      service: 'boiler-repair',
      postcodeArea: 'LS',
      status: 'received',
      matches: [],
      createdAt: at('2026-11-20T10:00:00Z'),
    };
    const matched = { ...received, status: 'matched', matches: [{ companyId: 'a' }] };
    expect(changedPlatformDays(quoteContributions(received), quoteContributions(matched))).toEqual([
      '2026-11-20',
    ]);
    expect(
      changedPlatformDays(quoteContributions(received), quoteContributions(undefined)),
    ).toEqual(['2026-11-20']);
    const moved = { ...received, createdAt: at('2026-11-21T10:00:00Z') };
    expect(changedPlatformDays(quoteContributions(received), quoteContributions(moved))).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('ignores support conversations, other transaction types and missing dates', () => {
    expect(
      conversationContributions({
        kind: 'support',
        firstCompanyMessageAt: at('2026-11-20T10:00:00Z'),
      }),
    ).toEqual([]);
    expect(conversationContributions({ leadId: 'l', firstCompanyMessageAt: null })).toEqual([]);
    expect(
      transactionContributions({ type: 'subscription', occurredAt: at('2026-11-20T10:00:00Z') }),
    ).toEqual([]);
    expect(
      transactionContributions({
        type: 'document-payment',
        amountPence: 12_000,
        status: 'succeeded',
        occurredAt: at('2026-11-20T10:00:00Z'),
      }),
    ).toEqual([{ day: '2026-11-20', what: 'payment|12000|succeeded' }]);
    expect(companyContributions({ createdAt: at('2026-11-20T10:00:00Z') })).toEqual([
      { day: '2026-11-20', what: 'company' },
    ]);
  });
});

describe('a day’s figures', () => {
  const t = (hhmm: string) => Date.parse(`2026-11-20T${hhmm}:00Z`);
  const figures = dayFigures({
    quotes: [
      { service: 'boiler-repair', postcodeArea: 'LS', outcome: 'matched' },
      { service: 'boiler-repair', postcodeArea: 'LS', outcome: 'no-match' },
      { service: 'boiler-repair', postcodeArea: 'BD', outcome: 'matched' },
      { service: 'roof-repair', postcodeArea: 'LS', outcome: 'pending' },
    ],
    leadsSent: [{ service: 'boiler-repair' }, { service: 'boiler-repair' }],
    leadsSettled: [
      { service: 'boiler-repair', status: 'accepted' },
      { service: 'roof-repair', status: 'declined' },
      { service: 'roof-repair', status: 'expired' },
    ],
    replies: [
      { repliedAt: t('12:00'), leadSentAt: t('10:00'), service: 'boiler-repair' },
      { repliedAt: t('09:30'), leadSentAt: t('09:00'), service: 'roof-repair' },
      { repliedAt: t('11:00'), leadSentAt: null, service: null },
    ],
    newCompanies: 2,
    payments: [
      { amountPence: 12_000, status: 'succeeded' },
      { amountPence: 5_000, status: 'refunded' },
      { amountPence: 9_999, status: 'failed' },
    ],
  });

  it('adds up the platform', () => {
    expect(figures.platform).toMatchObject({
      quoteRequests: 4,
      matched: 2,
      noMatch: 1,
      leadsSent: 2,
      leadsAccepted: 1,
      leadsDeclined: 1,
      leadsExpired: 1,
      firstResponses: 3,
      requestsByArea: { LS: 3, BD: 1 },
      newCompanies: 2,
      cardPayments: 2,
      cardPaymentsPence: 17_000,
    });
    // Earliest reply first; a reply whose lead is gone counts, without minutes.
    expect(figures.platform.firstResponseMinutes).toEqual([30, 120]);
  });

  it('adds up each service from the same rows', () => {
    expect(figures.services['boiler-repair']).toMatchObject({
      quoteRequests: 3,
      matched: 2,
      noMatch: 1,
      leadsSent: 2,
      leadsAccepted: 1,
      firstResponseMinutes: [120],
      requestsByArea: { LS: 2, BD: 1 },
    });
    expect(figures.services['roof-repair']).toMatchObject({
      quoteRequests: 1,
      matched: 0,
      leadsDeclined: 1,
      leadsExpired: 1,
      firstResponseMinutes: [30],
    });
  });

  it('rounds response minutes to one decimal, never below zero', () => {
    expect(responseMinutes(0, 90_000)).toBe(1.5);
    expect(responseMinutes(60_000, 0)).toBe(0);
  });

  it('lists services with demand, and covered ones on a snapshot day', () => {
    const entries = serviceEntries(
      figures.services,
      { 'boiler-repair': 3, 'gutter-clean': 1, idle: 0 },
      {},
    );
    expect(Object.keys(entries)).toEqual(['boiler-repair', 'gutter-clean', 'roof-repair']);
    expect(entries['roof-repair']?.companiesCovering).toBe(0);
    expect(entries['gutter-clean']).toMatchObject({ quoteRequests: 0, companiesCovering: 1 });
    const kept = serviceEntries(figures.services, null, { 'boiler-repair': 5 });
    expect(kept['boiler-repair']?.companiesCovering).toBe(5);
    expect(kept['roof-repair']?.companiesCovering).toBeNull();
    // A covered service without demand keeps its snapshot until the next one.
    expect(serviceEntries({}, null, { plumber: 2, idle: 0, gone: null })).toEqual({
      plumber: expect.objectContaining({ quoteRequests: 0, companiesCovering: 2 }),
    });
  });

  it('counts covering companies: subscribed, not suspended, doing one of the trades', () => {
    expect(
      coveringCounts(
        [
          { slug: 'boiler-repair', trades: ['gas-engineer', 'heating-engineer'] },
          { slug: 'plumber', trades: [] },
        ],
        [
          { trades: ['gas-engineer'], suspended: false, subscribed: true },
          { trades: ['heating-engineer', 'plumber'], suspended: false, subscribed: true },
          { trades: ['gas-engineer'], suspended: true, subscribed: true },
          { trades: ['plumber'], suspended: false, subscribed: false },
        ],
      ),
    ).toEqual({ 'boiler-repair': 2, plumber: 1 });
  });
});

describe('failure messages', () => {
  it('keeps one shortened line', () => {
    expect(failureMessage(new Error('Stripe\n  said   no'))).toBe('Stripe said no');
    expect(failureMessage('x'.repeat(600))).toHaveLength(500);
    expect(failureMessage(new Error(''))).toBe('Unknown error');
  });
});
