import { describe, expect, it } from 'vitest';

import type { OutreachProspectRow } from '@fixwell/common/admin/outreach';

import {
  countsDelta,
  finalStatusChange,
  importDecision,
  sendAllowance,
  sendDecision,
  withHistory,
  type SendFacts,
} from './outreach-decisions';
import { optOutQuestionPage, outreachOptOutLink, readOptOutToken } from './outreach-opt-out-token';

const row = (email: string, line = 2): OutreachProspectRow => ({
  line,
  businessName: 'Firm',
  email,
  trade: 'builder',
  town: null,
  postcode: null,
  website: null,
});

describe('importDecision', () => {
  it('merges duplicates, skips suppressed addresses and accounts, adds the rest', () => {
    const decision = importDecision(
      [
        row('a@firm.co.uk'),
        row('A@Firm.co.uk ', 3),
        row('old@firm.co.uk', 4),
        row('stop@firm.co.uk', 5),
        row('member@firm.co.uk', 6),
        row('new@firm.co.uk', 7),
      ],
      {
        existing: new Set(['old@firm.co.uk']),
        suppressed: new Set(['stop@firm.co.uk']),
        accounts: new Set(['member@firm.co.uk']),
      },
    );
    expect(decision.add.map((r) => r.email)).toEqual(['a@firm.co.uk', 'new@firm.co.uk']);
    expect(decision).toMatchObject({ merged: 2, optedOut: 1, onFixwell: 1 });
  });
});

describe('status changes', () => {
  it('move one prospect between counts', () => {
    expect(countsDelta('pending', 'invited')).toEqual({
      'counts.pending': -1,
      'counts.invited': 1,
    });
    expect(countsDelta(null, 'pending')).toEqual({ 'counts.pending': 1 });
    expect(countsDelta('replied', null)).toEqual({ 'counts.replied': -1 });
    expect(countsDelta('invited', 'invited')).toEqual({});
  });

  it('keep a final status, except that a sign-up is always news', () => {
    expect(finalStatusChange('invited', 'opted-out')).toBe(true);
    expect(finalStatusChange('pending', 'replied')).toBe(true);
    expect(finalStatusChange('opted-out', 'bounced')).toBe(false);
    expect(finalStatusChange('replied', 'opted-out')).toBe(false);
    expect(finalStatusChange('opted-out', 'signed-up')).toBe(true);
    expect(finalStatusChange('signed-up', 'signed-up')).toBe(false);
  });

  it('keep the last entries of the history', () => {
    const history = Array.from({ length: 20 }, (_, i) => ({ event: 'sent' as const, at: i }));
    const next = withHistory(history, { event: 'replied', at: 99 });
    expect(next).toHaveLength(20);
    expect(next[0]).toEqual({ event: 'sent', at: 1 });
    expect(next.at(-1)).toEqual({ event: 'replied', at: 99 });
  });
});

describe('sendDecision', () => {
  const steps = [
    { subject: 'a', body: 'a', delayDays: 0 },
    { subject: 'b', body: 'b', delayDays: 3 },
  ];
  const facts: SendFacts = {
    campaignStatus: 'active',
    steps,
    status: 'pending',
    stepsSent: 0,
    nextSendAt: 1000,
    suppressed: false,
    now: 2000,
  };

  it('sends the due step and times the next from now', () => {
    expect(sendDecision(facts)).toEqual({ send: true, step: 0, nextSendAt: 2000 + 3 * 86_400_000 });
    expect(sendDecision({ ...facts, status: 'invited', stepsSent: 1 })).toEqual({
      send: true,
      step: 1,
      nextSendAt: null,
    });
  });

  it('holds back for a paused campaign, a final status, an opt-out, the end or a later time', () => {
    expect(sendDecision({ ...facts, campaignStatus: 'paused' })).toMatchObject({
      send: false,
      reason: 'campaign-not-active',
    });
    expect(sendDecision({ ...facts, campaignStatus: null })).toMatchObject({ send: false });
    for (const status of ['replied', 'signed-up', 'opted-out', 'bounced'] as const)
      expect(sendDecision({ ...facts, status })).toMatchObject({ send: false, reason: 'final' });
    expect(sendDecision({ ...facts, suppressed: true })).toMatchObject({
      send: false,
      reason: 'suppressed',
    });
    expect(sendDecision({ ...facts, stepsSent: 2 })).toMatchObject({
      send: false,
      reason: 'finished',
    });
    expect(sendDecision({ ...facts, nextSendAt: 3000 })).toMatchObject({
      send: false,
      reason: 'not-due',
    });
    expect(sendDecision({ ...facts, nextSendAt: null })).toMatchObject({
      send: false,
      reason: 'not-due',
    });
  });

  it('never goes past the daily limit', () => {
    expect(sendAllowance(100, 0, 200)).toBe(100);
    expect(sendAllowance(100, 60, 200)).toBe(40);
    expect(sendAllowance(100, 120, 200)).toBe(0);
    expect(sendAllowance(1000, 0, 200)).toBe(200);
  });
});

describe('the opt-out link', () => {
  const key = Buffer.alloc(32, 7);

  it('names the address it was made for, and nothing else is accepted', () => {
    const link = outreachOptOutLink(key, ' Info@Firm.co.uk ');
    expect(link).toMatch(/\/api\/outreach\/opt-out\?token=[\w.%-]+$/);
    const token = decodeURIComponent(link.split('?token=')[1] ?? '');
    expect(readOptOutToken(key, token)).toBe('info@firm.co.uk');
    expect(readOptOutToken(Buffer.alloc(32, 8), token)).toBeNull();
    expect(readOptOutToken(key, `${token}x`)).toBeNull();
    expect(readOptOutToken(key, undefined)).toBeNull();
    expect(readOptOutToken(key, ['a'])).toBeNull();
  });

  it('opens a page that names the address and whose only way to opt out is a POST button', () => {
    const page = optOutQuestionPage('o<b>@firm.co.uk', 'a.b+c');
    expect(page).toContain('<h1>Stop emails from Fixwell?</h1>');
    expect(page).toContain('o&lt;b&gt;@firm.co.uk');
    expect(page).not.toContain('o<b>@');
    expect(page).toContain(
      '<form method="post" action="?token=a.b%2Bc"><button type="submit">Stop emails to this address</button></form>',
    );
  });
});
