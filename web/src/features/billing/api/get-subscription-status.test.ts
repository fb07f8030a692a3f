import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { getSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { makeSubscription } from '@/features/billing/testing/make-subscription';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));

const mocked = vi.mocked(fetchSubscription);

beforeEach(() => {
  mocked.mockReset();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('getSubscriptionStatus (what the subscription guard reads)', () => {
  it('treats no subscription document as none', async () => {
    mocked.mockResolvedValue(null);
    expect(await getSubscriptionStatus('uid')).toEqual({ status: 'none', active: false });
  });

  it('opens an active subscription in its period', async () => {
    mocked.mockResolvedValue(makeSubscription());
    expect(await getSubscriptionStatus('uid')).toEqual({ status: 'active', active: true });
  });

  it('keeps a subscription cancelling at period end open until then, and not after', async () => {
    mocked.mockResolvedValue(
      makeSubscription({
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date('2026-11-23T11:00:00Z'),
      }),
    );
    expect((await getSubscriptionStatus('uid')).active).toBe(false);
    mocked.mockResolvedValue(makeSubscription({ cancelAtPeriodEnd: true }));
    expect((await getSubscriptionStatus('uid')).active).toBe(true);
  });

  it('keeps past_due open during its grace period only', async () => {
    mocked.mockResolvedValue(
      makeSubscription({ status: 'past_due', graceEndsAt: new Date('2026-11-25T00:00:00Z') }),
    );
    expect(await getSubscriptionStatus('uid')).toEqual({ status: 'past_due', active: true });
    mocked.mockResolvedValue(
      makeSubscription({ status: 'past_due', graceEndsAt: new Date('2026-11-20T00:00:00Z') }),
    );
    expect(await getSubscriptionStatus('uid')).toEqual({ status: 'past_due', active: false });
  });

  it('closes a cancelled subscription', async () => {
    mocked.mockResolvedValue(makeSubscription({ status: 'canceled' }));
    expect((await getSubscriptionStatus('uid')).active).toBe(false);
  });
});
