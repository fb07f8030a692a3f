import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { startConnectOnboarding } from '@/features/payouts/api/payouts-data';
import { makeConnectAccount } from '@/features/payouts/testing/make-connect-account';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, renderApp } from '@/testing/test-utils';
import {
  assign,
  COMPANY,
  ONBOARDING_URL,
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

describe('/company/stripe-connect', () => {
  it('explains payouts and starts the set-up with Stripe', async () => {
    const { user } = renderApp('/company/stripe-connect', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Card payments and payouts');
    expect(
      screen.getByText(/Stripe, our payments provider, pays the money into your bank/),
    ).toBeInTheDocument();
    expect(screen.getByText('The bank account your payouts go to')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(startConnectOnboarding).toHaveBeenCalledTimes(1);
  });

  it('shows an account that is part set up, with what Stripe still needs', async () => {
    serve(makeConnectAccount({ detailsSubmitted: true, status: 'restricted' }));
    renderApp('/company/stripe-connect', { profile: COMPANY });
    expect(await screen.findByText('Action needed')).toBeInTheDocument();
    const needs = screen.getByRole('list', { name: 'Stripe still needs' });
    expect(within(needs).getByText('Bank account for payouts')).toBeInTheDocument();
    expect(within(needs).getByText("Acceptance of Stripe's terms")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Stripe dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up payouts' })).not.toBeInTheDocument();
  });

  it('shows the error when Stripe cannot be reached', async () => {
    vi.mocked(startConnectOnboarding).mockRejectedValue(
      new CallFunctionError('We could not reach Stripe to set up your payouts. Please try again.'),
    );
    const { user } = renderApp('/company/stripe-connect', { profile: COMPANY });
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Stripe to set up your payouts. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
