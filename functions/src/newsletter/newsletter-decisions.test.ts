import { describe, expect, it } from 'vitest';

import { NEWSLETTER_CONFIRM_TTL_MS } from '@fixwell/common/admin/newsletter';

import {
  audienceSegment,
  confirmDecision,
  confirmExpiry,
  deliveryCountChange,
  planBatch,
  segmentFor,
  subscribeDecision,
} from './newsletter-decisions';

const NOW = Date.UTC(2026, 10, 22, 10, 0);

describe('segmentFor', () => {
  it("takes a signed-in person's segment from their role, else what they chose", () => {
    expect(segmentFor('company', 'homeowners')).toBe('companies');
    expect(segmentFor('customer', 'companies')).toBe('homeowners');
    expect(segmentFor('admin', 'companies')).toBe('companies');
    expect(segmentFor(null, 'homeowners')).toBe('homeowners');
  });
});

describe('subscribeDecision', () => {
  it('sends a confirmation for a new or still-pending address', () => {
    expect(subscribeDecision({ existing: null, suppression: null })).toBe('send-confirmation');
    expect(subscribeDecision({ existing: { status: 'pending' }, suppression: null })).toBe(
      'send-confirmation',
    );
  });

  it('sends nothing to a confirmed subscriber (the answer is the same either way)', () => {
    expect(subscribeDecision({ existing: { status: 'confirmed' }, suppression: null })).toBe(
      'ignore',
    );
  });

  it('honours a suppression silently, except a newsletter unsubscribe asked again (fresh opt-in)', () => {
    for (const suppression of [
      { reason: 'opted-out', source: 'outreach' },
      { reason: 'bounced', source: 'newsletter' },
      { reason: 'added-by-admin', source: 'admin' },
    ])
      expect(subscribeDecision({ existing: null, suppression })).toBe('ignore');
    expect(
      subscribeDecision({
        existing: null,
        suppression: { reason: 'unsubscribed', source: 'newsletter' },
      }),
    ).toBe('send-confirmation');
  });
});

describe('confirmDecision', () => {
  const pending = {
    status: 'pending' as const,
    confirmTokenHash: 'abc',
    confirmExpiresAtMillis: confirmExpiry(NOW),
  };

  it('confirms with the right token inside 7 days', () => {
    expect(confirmExpiry(NOW)).toBe(NOW + NEWSLETTER_CONFIRM_TTL_MS);
    expect(confirmDecision(pending, 'abc', NOW + NEWSLETTER_CONFIRM_TTL_MS)).toBe('confirmed');
  });

  it('explains an expired link, refuses a wrong or unknown one, and repeats a done one', () => {
    expect(confirmDecision(pending, 'abc', NOW + NEWSLETTER_CONFIRM_TTL_MS + 1)).toBe('expired');
    expect(confirmDecision(pending, 'abd', NOW)).toBe('bad-link');
    expect(confirmDecision(null, 'abc', NOW)).toBe('bad-link');
    expect(
      confirmDecision(
        { status: 'confirmed', confirmTokenHash: null, confirmExpiresAtMillis: null },
        'abc',
        NOW,
      ),
    ).toBe('already-confirmed');
  });
});

describe('planBatch', () => {
  const page = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: `s${String(i).padStart(3, '0')}`,
      email: `person${i}@example.co.uk`,
    }));

  it('leaves suppressed addresses out and carries on after a full page', () => {
    const plan = planBatch(page(3), new Set(['person1@example.co.uk']), 3);
    expect(plan.recipients.map((r) => r.id)).toEqual(['s000', 's002']);
    expect(plan.suppressed).toBe(1);
    expect(plan.nextCursor).toBe('s002');
  });

  it('stops after a page shorter than the batch size', () => {
    expect(planBatch(page(2), new Set(), 3).nextCursor).toBeNull();
    expect(planBatch([], new Set(), 3)).toEqual({
      recipients: [],
      suppressed: 0,
      nextCursor: null,
    });
  });

  it('maps audiences to segments', () => {
    expect(audienceSegment('all')).toBeNull();
    expect(audienceSegment('companies')).toBe('companies');
  });
});

describe('deliveryCountChange', () => {
  it('counts a success or failure once, and moves a retried failure to sent', () => {
    expect(deliveryCountChange(null, 'SUCCESS')).toEqual({ counted: 'sent', change: { sent: 1 } });
    expect(deliveryCountChange(null, 'ERROR')).toEqual({
      counted: 'failed',
      change: { failed: 1 },
    });
    expect(deliveryCountChange('sent', 'SUCCESS')).toBeNull();
    expect(deliveryCountChange('failed', 'SUCCESS')).toEqual({
      counted: 'sent',
      change: { sent: 1, failed: -1 },
    });
  });

  it('leaves the counts alone while a delivery is in progress', () => {
    for (const state of ['PENDING', 'PROCESSING', 'RETRY', undefined])
      expect(deliveryCountChange('failed', state)).toBeNull();
  });
});
