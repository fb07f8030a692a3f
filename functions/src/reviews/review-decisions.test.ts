import { describe, expect, it } from 'vitest';

import {
  acceptedLeadReviewable,
  acceptedLeadWindow,
  invitationDecision,
  moderationDecision,
  replyDecision,
  reportDecision,
  submitReviewDecision,
} from './review-decisions';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 10);

describe('invitationDecision', () => {
  const base = {
    invitationExists: false,
    reviewExists: false,
    leadStatus: 'accepted',
    quoteCustomerId: 'alice',
    customerId: 'alice',
  };
  it('invites the customer account of an accepted lead', () => {
    expect(invitationDecision(base)).toEqual({ invite: true, customerId: 'alice' });
    expect(invitationDecision({ ...base, customerId: null })).toEqual({
      invite: true,
      customerId: 'alice',
    });
  });
  it('invites once, never for a job already reviewed', () => {
    expect(invitationDecision({ ...base, invitationExists: true })).toMatchObject({
      invite: false,
      refusal: 'already-invited',
    });
    expect(invitationDecision({ ...base, reviewExists: true })).toMatchObject({
      invite: false,
      refusal: 'already-reviewed',
    });
  });
  it('never invites a guest, another account or for a lead not accepted', () => {
    expect(invitationDecision({ ...base, quoteCustomerId: null })).toMatchObject({
      refusal: 'no-customer-account',
    });
    expect(invitationDecision({ ...base, customerId: 'mallory' })).toMatchObject({
      refusal: 'customer-mismatch',
    });
    expect(invitationDecision({ ...base, leadStatus: 'offered' })).toMatchObject({
      refusal: 'lead-not-accepted',
    });
  });
});

describe('acceptedLeadReviewable', () => {
  const base = {
    acceptedAtMillis: NOW - 8 * DAY,
    firstCompanyMessageAtMillis: NOW - 8 * DAY + 3600_000,
    customerHasWritten: true,
    customerId: 'alice',
    nowMillis: NOW,
  };
  it('is reviewable a week after acceptance when both sides wrote', () => {
    expect(acceptedLeadReviewable(base)).toBe(true);
  });
  it('is not before seven days, with one side silent, or for a guest', () => {
    expect(acceptedLeadReviewable({ ...base, acceptedAtMillis: NOW - 6 * DAY })).toBe(false);
    expect(acceptedLeadReviewable({ ...base, firstCompanyMessageAtMillis: null })).toBe(false);
    expect(acceptedLeadReviewable({ ...base, customerHasWritten: false })).toBe(false);
    expect(acceptedLeadReviewable({ ...base, customerId: null })).toBe(false);
  });
  it('looks at acceptances from seven days back, within the look-back window', () => {
    const window = acceptedLeadWindow(NOW);
    expect(window.toMillis).toBe(NOW - 7 * DAY);
    expect(window.fromMillis).toBeLessThan(window.toMillis);
  });
});

describe('submitReviewDecision', () => {
  const invitation = { customerId: 'alice', reviewedAt: null };
  const base = { uid: 'alice', invitation, reviewExists: false, callerIsActiveCustomer: true };
  it("lets the invitation's customer review once", () => {
    expect(submitReviewDecision(base)).toEqual({ submit: true });
  });
  it('refuses without a job, for someone else, twice, or for a deactivated account', () => {
    expect(submitReviewDecision({ ...base, invitation: undefined })).toMatchObject({
      refusal: { code: 'not-found' },
    });
    expect(submitReviewDecision({ ...base, uid: 'bob' })).toMatchObject({
      refusal: { code: 'permission-denied' },
    });
    expect(submitReviewDecision({ ...base, reviewExists: true })).toMatchObject({
      refusal: { code: 'already-exists' },
    });
    expect(
      submitReviewDecision({
        ...base,
        invitation: { customerId: 'alice', reviewedAt: new Date() },
      }),
    ).toMatchObject({ refusal: { code: 'already-exists' } });
    expect(submitReviewDecision({ ...base, callerIsActiveCustomer: false })).toMatchObject({
      refusal: { code: 'permission-denied' },
    });
  });
});

describe('replyDecision and reportDecision', () => {
  const review = { companyId: 'acme', status: 'published' as const, reply: null };
  it('the company replies once to a published review', () => {
    expect(replyDecision('acme', review)).toEqual({ reply: true });
    expect(replyDecision('acme', { ...review, reply: { body: 'Thanks' } })).toMatchObject({
      refusal: { code: 'already-exists' },
    });
    expect(replyDecision('acme', { ...review, status: 'hidden' })).toMatchObject({
      refusal: { code: 'failed-precondition' },
    });
    expect(replyDecision('zenith', review)).toMatchObject({
      refusal: { code: 'permission-denied' },
    });
    expect(replyDecision('acme', undefined)).toMatchObject({ refusal: { code: 'not-found' } });
  });
  it('only the reviewed company reports its review', () => {
    expect(reportDecision('acme', review)).toEqual({ report: true });
    expect(reportDecision('zenith', review)).toMatchObject({
      refusal: { code: 'permission-denied' },
    });
    expect(reportDecision('acme', undefined)).toMatchObject({ refusal: { code: 'not-found' } });
  });
});

describe('moderationDecision', () => {
  const published = { companyId: 'acme', status: 'published' as const, reply: null };
  const hidden = { ...published, status: 'hidden' as const };
  it('hides a published review and restores a hidden one', () => {
    expect(moderationDecision(published, { action: 'hide', reason: 'abusive' })).toEqual({
      moderate: true,
      status: 'hidden',
    });
    expect(moderationDecision(hidden, { action: 'restore' })).toEqual({
      moderate: true,
      status: 'published',
    });
  });
  it('refuses to hide twice or restore a published review', () => {
    expect(moderationDecision(hidden, { action: 'hide', reason: 'legal' })).toMatchObject({
      refusal: { code: 'failed-precondition' },
    });
    expect(moderationDecision(published, { action: 'restore' })).toMatchObject({
      refusal: { code: 'failed-precondition' },
    });
  });
});
