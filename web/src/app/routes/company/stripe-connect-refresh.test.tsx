import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { startConnectOnboarding } from '@/features/payouts/api/payouts-data';
import { CallFunctionError } from '@/lib/call-function';
import { renderApp } from '@/testing/test-utils';
import { assign, COMPANY, ONBOARDING_URL, mockConnectPages } from './stripe-connect-test-support';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/payouts/api/payouts-data', () => ({
  startConnectOnboarding: vi.fn(),
}));

mockConnectPages({ watch: false });

describe('/company/stripe-connect/refresh', () => {
  it('makes a fresh link and goes back to Stripe', async () => {
    renderApp('/company/stripe-connect/refresh', { profile: COMPANY });
    expect(await screen.findByText('Taking you back to Stripe…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(startConnectOnboarding).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the link cannot be made', async () => {
    vi.mocked(startConnectOnboarding).mockRejectedValueOnce(
      new CallFunctionError('We could not reach Stripe to set up your payouts. Please try again.'),
    );
    const { user } = renderApp('/company/stripe-connect/refresh', { profile: COMPANY });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Stripe to set up your payouts. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(startConnectOnboarding).toHaveBeenCalledTimes(2);
  });
});
