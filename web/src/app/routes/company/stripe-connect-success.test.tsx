import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createConnectDashboardLink } from '@/features/payouts/api/payouts-data';
import {
  makeConnectAccount,
  makeEnabledConnectAccount,
} from '@/features/payouts/testing/make-connect-account';
import { findPageHeading, renderApp } from '@/testing/test-utils';
import {
  assign,
  COMPANY,
  ONBOARDING_URL,
  pushAccount,
  serve,
  mockConnectPages,
} from './stripe-connect-test-support';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/payouts/api/payouts-data', () => ({
  watchConnectAccount: vi.fn(),
  startConnectOnboarding: vi.fn(),
  createConnectDashboardLink: vi.fn(),
}));

mockConnectPages({ watch: true });

describe('/company/stripe-connect/success', () => {
  it('waits for Stripe, then shows each check and what is still due', async () => {
    const { user } = renderApp('/company/stripe-connect/success', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Payouts set-up');
    expect(
      await screen.findByText('Waiting for Stripe to confirm your details…'),
    ).toBeInTheDocument();

    act(() => pushAccount(makeConnectAccount()));
    const checks = await screen.findByRole('list', { name: "Stripe's checks" });
    expect(checks).toHaveTextContent('Details submitted: not yet');
    expect(checks).toHaveTextContent('Card payments enabled: not yet');
    expect(checks).toHaveTextContent('Payouts enabled: not yet');
    expect(screen.getByRole('list', { name: 'Stripe still needs' })).toHaveTextContent(
      'Type of business (sole trader or company)',
    );
    // No dashboard before the details are in.
    expect(screen.queryByRole('button', { name: 'Open Stripe dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue setup' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING_URL));
  });

  it('shows an enabled account and opens the Express dashboard', async () => {
    serve(makeEnabledConnectAccount());
    vi.mocked(createConnectDashboardLink).mockResolvedValue({
      url: 'http://127.0.0.1:12111/express/login_1',
    });
    const { user } = renderApp('/company/stripe-connect/success', { profile: COMPANY });
    const checks = await screen.findByRole('list', { name: "Stripe's checks" });
    expect(checks).toHaveTextContent('Details submitted: done');
    expect(checks).toHaveTextContent('Card payments enabled: done');
    expect(checks).toHaveTextContent('Payouts enabled: done');
    expect(screen.getByText('Payouts enabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue setup' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/express/login_1'),
    );
  });
});
