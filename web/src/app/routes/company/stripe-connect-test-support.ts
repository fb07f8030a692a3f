// Shared by the tests of the Stripe Connect pages. Each test file still mocks the data modules
// itself (`vi.mock` of billing-data and payouts-data); this sets the mocks' answers.
import { afterEach, beforeEach, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import { startConnectOnboarding, watchConnectAccount } from '@/features/payouts/api/payouts-data';
import type { ConnectAccount } from '@/features/payouts/payouts-types';
import { makeProfile } from '@/testing/test-utils';

export const COMPANY = makeProfile('company', { id: 'company-uid' });
export const ONBOARDING_URL = 'http://127.0.0.1:12111/connect/onboarding/link_1';
/** `window.location.assign`, where the pages send the browser to Stripe. */
export const assign = vi.fn();

let latest: (account: ConnectAccount | null) => void = () => undefined;

/** The company's account as the listener answers it from now on. */
export function serve(account: ConnectAccount | null) {
  vi.mocked(watchConnectAccount).mockImplementation((_uid, onData) => {
    latest = onData;
    onData(account);
    return () => undefined;
  });
}

/** Plays a write of the Connect webhook to the listener's latest callback. */
export function pushAccount(account: ConnectAccount | null) {
  latest(account);
}

/**
 * Before each test: mocks cleared, a subscribed company, onboarding answering `ONBOARDING_URL`
 * and `location.assign` stubbed (the listener too, answering no account, when `watch`).
 */
export function mockConnectPages({ watch }: { watch: boolean }) {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(fetchSubscription).mockResolvedValue(
      makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
    );
    vi.mocked(startConnectOnboarding).mockResolvedValue({ url: ONBOARDING_URL });
    vi.stubGlobal('location', { ...window.location, assign });
    if (watch) serve(null);
  });
  afterEach(() => vi.unstubAllGlobals());
}
