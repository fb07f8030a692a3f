import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { londonMidnightMillis } from '@fixwell/common/london-time';

import {
  changedStatsDays,
  conversationContributions,
  documentContributions,
  leadContributions,
  transactionContributions,
} from './stats-contributions';

const HOUR = 3_600_000;
/** 10:00 London time on a day. */
const at = (day: string, hours = 10) =>
  Timestamp.fromMillis(londonMidnightMillis(day) + hours * HOUR);

describe('leadContributions', () => {
  const lead = {
    companyId: 'acme',
    status: 'new',
    createdAt: at('2026-11-23', 23.5),
    respondedAt: null,
  };

  it('counts a lead received on its London day (23:30 in November is still that day)', () => {
    expect(leadContributions(lead)).toEqual([
      { companyId: 'acme', day: '2026-11-23', what: 'lead-received' },
    ]);
    // 23:30 London in summer is 22:30 UTC: still the same London day.
    expect(leadContributions({ ...lead, createdAt: at('2026-07-01', 23.5) })[0]?.day).toBe(
      '2026-07-01',
    );
  });

  it('counts accepted and declined on the answer day, expired on the expiry day', () => {
    const accepted = { ...lead, status: 'accepted', respondedAt: at('2026-11-24') };
    expect(leadContributions(accepted)).toContainEqual({
      companyId: 'acme',
      day: '2026-11-24',
      what: 'lead-accepted',
    });
    const declined = { ...lead, status: 'declined', respondedAt: at('2026-11-25') };
    expect(leadContributions(declined)[1]).toMatchObject({
      what: 'lead-declined',
      day: '2026-11-25',
    });
    const expired = { ...lead, status: 'expired', expiredAt: at('2026-11-26') };
    expect(leadContributions(expired)[1]).toMatchObject({
      what: 'lead-expired',
      day: '2026-11-26',
    });
    expect(leadContributions(undefined)).toEqual([]);
  });

  it('names the days a write changed, and none for a write that changed nothing counted', () => {
    const accepted = { ...lead, status: 'accepted', respondedAt: at('2026-11-24') };
    expect(changedStatsDays(leadContributions(lead), leadContributions(accepted))).toEqual([
      { companyId: 'acme', day: '2026-11-24' },
    ]);
    // A credit-back or any other later write of an accepted lead: nothing to recompute.
    expect(
      changedStatsDays(
        leadContributions(accepted),
        leadContributions({ ...accepted, updatedAt: at('2026-11-30') }),
      ),
    ).toEqual([]);
    // Created: its day; deleted: its days.
    expect(changedStatsDays([], leadContributions(lead))).toEqual([
      { companyId: 'acme', day: '2026-11-23' },
    ]);
    expect(changedStatsDays(leadContributions(accepted), [])).toHaveLength(2);
  });
});

describe('the other sources', () => {
  it('counts a first reply, but not in a support conversation', () => {
    const conversation = { companyId: 'acme', firstCompanyMessageAt: at('2026-11-24') };
    expect(conversationContributions({ ...conversation, firstCompanyMessageAt: null })).toEqual([]);
    expect(conversationContributions(conversation)).toEqual([
      { companyId: 'acme', day: '2026-11-24', what: 'first-reply' },
    ]);
    expect(conversationContributions({ ...conversation, kind: 'support' })).toEqual([]);
  });

  it('counts quotes and invoices sent, and quotes accepted, never drafts', () => {
    const quote = { companyId: 'acme', kind: 'quote', status: 'sent', sentAt: at('2026-11-20') };
    expect(documentContributions({ ...quote, status: 'draft', sentAt: null })).toEqual([]);
    expect(documentContributions(quote)).toEqual([
      { companyId: 'acme', day: '2026-11-20', what: 'quote-sent' },
    ]);
    expect(
      documentContributions({ ...quote, status: 'accepted', acceptance: { at: at('2026-11-22') } }),
    ).toContainEqual({ companyId: 'acme', day: '2026-11-22', what: 'quote-accepted' });
    expect(documentContributions({ ...quote, kind: 'invoice', status: 'paid' })).toEqual([
      { companyId: 'acme', day: '2026-11-20', what: 'invoice-sent' },
    ]);
    // Viewed, then paid: the same contributions, nothing recomputed.
    expect(
      changedStatsDays(
        documentContributions({ ...quote, status: 'sent' }),
        documentContributions({ ...quote, status: 'viewed', viewedAt: at('2026-11-21') }),
      ),
    ).toEqual([]);
  });

  it('counts card payments and refunds of documents by their amount and status', () => {
    const payment = {
      type: 'document-payment',
      status: 'succeeded',
      companyId: 'acme',
      amountPence: 12_000,
      occurredAt: at('2026-11-24'),
    };
    expect(transactionContributions(payment)).toEqual([
      { companyId: 'acme', day: '2026-11-24', what: 'document-payment:12000:succeeded' },
    ]);
    expect(transactionContributions({ ...payment, type: 'subscription-payment' })).toEqual([]);
    expect(transactionContributions({ ...payment, companyId: null })).toEqual([]);
    expect(
      changedStatsDays(
        transactionContributions({ ...payment, type: 'refund', status: 'pending' }),
        transactionContributions({ ...payment, type: 'refund', status: 'succeeded' }),
      ),
    ).toEqual([{ companyId: 'acme', day: '2026-11-24' }]);
  });
});
